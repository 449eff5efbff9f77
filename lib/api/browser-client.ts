import { isSuccessBody } from './envelope';
import { ApiError } from './errors';
import {
  LANGUAGE_HEADER,
  REQUEST_START_HEADER,
  REQUESTED_WITH_HEADER,
  TIMESTAMP_PARAM,
  isMutating,
} from './request-rules';
import { DEFAULT_RETRY, RETRY_STATUSES } from './retry';

/** requirements: Client behaviours — API timeout 36000 ms (the server client's API_TIMEOUT_MS). */
const TIMEOUT_MS = 36_000;
const RETRYABLE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export type BrowserClientOptions = {
  baseURL: string;
  getLocaleCode?: () => string | undefined;
  logger?: Pick<Console, 'error'>;
  retry?: number;
  /** The transport; the browser's fetch by default (tests pass their own). */
  fetch?: typeof fetch;
};

export type RequestOptions = { headers?: Record<string, string>; retry?: number };

/**
 * The browser's side of the client, on the platform's fetch (axios would add 22 KB gzipped to
 * every account page): the request rules and the success rule (requirements: Client behaviours),
 * retries and errors of lib/api/server-client.ts, with the same answers: the body on success, an
 * ApiError with the HTTP status and the body otherwise. The server keeps the axios client.
 */
export function createBrowserClient(options: BrowserClientOptions) {
  const { logger = console, retry = DEFAULT_RETRY } = options;

  async function request<T>(
    method: string,
    path: string,
    body?: unknown,
    config: RequestOptions = {},
  ): Promise<T> {
    const limit = config.retry ?? retry;
    for (let attempt = 0; ; attempt++) {
      const { status, data } = await send(method, path, body, config.headers);
      // HTTP 400 carries field errors and reaches the success rule like a 2xx.
      if ((status >= 200 && status < 300) || status === 400) {
        if (isSuccessBody(data)) return data as T;
        throw new ApiError(status, data);
      }
      if (RETRYABLE_METHODS.has(method) && RETRY_STATUSES.has(status) && attempt < limit) continue;
      logger.error(`[api] ${method} ${path} failed with ${status}`, data);
      throw new ApiError(status, data);
    }
  }

  async function send(method: string, path: string, body: unknown, extra = {}) {
    const now = String(Date.now());
    // A path is prefixed with the base unless absolute.
    const isAbsolute = /^[a-z][a-z\d+.-]*:\/\//i.test(path);
    const target = new URL(
      isAbsolute ? path : options.baseURL.replace(/\/$/, '') + path,
      globalThis.location?.href ?? 'http://localhost',
    );
    if (method === 'GET') target.searchParams.set(TIMESTAMP_PARAM, now);
    const headers = new Headers(extra);
    headers.set(REQUESTED_WITH_HEADER, 'XMLHttpRequest');
    headers.set(REQUEST_START_HEADER, now);
    const code = options.getLocaleCode?.();
    if (isMutating(method) && code && !headers.has(LANGUAGE_HEADER))
      headers.set(LANGUAGE_HEADER, code);
    if (body !== undefined && !headers.has('Content-Type'))
      headers.set('Content-Type', 'application/json');
    const response = await (options.fetch ?? fetch)(target, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const text = await response.text();
    let data: unknown = text;
    try {
      data = text === '' ? text : JSON.parse(text);
    } catch {
      // Not JSON: the text as it is, as the server client gives it.
    }
    return { status: response.status, data };
  }

  return {
    baseURL: options.baseURL,
    get: <T = unknown>(path: string, config?: RequestOptions) =>
      request<T>('GET', path, undefined, config),
    post: <T = unknown>(path: string, body?: unknown, config?: RequestOptions) =>
      request<T>('POST', path, body ?? {}, config),
  };
}
