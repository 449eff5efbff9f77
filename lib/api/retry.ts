import type { AxiosRequestConfig } from 'axios';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Retries for a failed non-mutating request; overrides the client's default. */
    retry?: number;
    /** Retries already made for this request (set by the client). */
    retryAttempt?: number;
  }
}

/** requirements: Client behaviours — "Fetch retry": the statuses worth asking again. */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([
  408, 409, 425, 429, 500, 502, 503, 504,
]);

/** Only non-mutating methods are retried; a POST must never be sent twice. */
const RETRYABLE_METHODS: ReadonlySet<string> = new Set(['get', 'head', 'options']);

/** requirements: Client behaviours — "once by default". */
export const DEFAULT_RETRY = 1;

export function shouldRetry(config: AxiosRequestConfig, status: number, fallback: number): boolean {
  const method = (config.method ?? 'get').toLowerCase();
  const limit = config.retry ?? fallback;
  return (
    RETRYABLE_METHODS.has(method) &&
    RETRY_STATUSES.has(status) &&
    (config.retryAttempt ?? 0) < limit
  );
}
