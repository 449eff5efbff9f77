import type { InternalAxiosRequestConfig } from 'axios';
import { isFormEncoded, isPlainObject, toQueryString } from './form-body';

export const REQUESTED_WITH_HEADER = 'X-Requested-With';
export const REQUEST_START_HEADER = 'X-Request-Start';
export const LANGUAGE_HEADER = 'Language';
export const TIMESTAMP_PARAM = '_t';

const MUTATING_METHODS: ReadonlySet<string> = new Set(['post', 'put', 'patch', 'delete']);

export function isMutating(method: string | undefined): boolean {
  return MUTATING_METHODS.has((method ?? 'get').toLowerCase());
}

/** requirements: Client behaviours — applied to every request (and to every retry). */
export function applyRequestRules(
  config: InternalAxiosRequestConfig,
  getLocaleCode?: () => string | undefined,
): InternalAxiosRequestConfig {
  const now = String(Date.now());
  const method = (config.method ?? 'get').toLowerCase();

  // Every request carries X-Requested-With and a request-start timestamp.
  config.headers.set(REQUESTED_WITH_HEADER, 'XMLHttpRequest');
  config.headers.set(REQUEST_START_HEADER, now);

  // GET adds a timestamp query parameter _t (defeats intermediary caches).
  if (method === 'get') config.params = withTimestamp(config.params, now);

  // requirements: Client behaviours — form-encoded bodies are serialised as query strings.
  if (isPlainObject(config.data) && isFormEncoded(config.headers)) {
    config.data = toQueryString(config.data);
  }

  // POST (and the other writes) send a Language header with the current locale code.
  if (isMutating(method) && !config.headers.has(LANGUAGE_HEADER)) {
    const code = getLocaleCode?.();
    if (code) config.headers.set(LANGUAGE_HEADER, code);
  }
  return config;
}

function withTimestamp(params: unknown, now: string): unknown {
  if (params instanceof URLSearchParams) {
    const copy = new URLSearchParams(params);
    copy.set(TIMESTAMP_PARAM, now);
    return copy;
  }
  return { ...(isPlainObject(params) ? params : {}), [TIMESTAMP_PARAM]: now };
}
