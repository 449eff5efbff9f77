// The console's browser client for /api/admin. Plain fetch, not the site's axios
// client: the console needs every status as it is (409, 413, 415 carry the message the editor
// must read), none of the public site's retries, and no swallowed failures.
import { consoleLangOf } from './i18n/common';

export type FieldErrors = Record<string, string[]>;

/** A refused or failed request: the HTTP status, the server's message and its field errors. */
export class ConsoleApiError extends Error {
  override readonly name = 'ConsoleApiError';

  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors: FieldErrors = {},
    /** The answer's `data`, when a refusal carries one (an import's list of bad rows). */
    readonly data?: unknown,
  ) {
    super(message);
  }

  /** A stale revision: someone else saved in between (optimistic concurrency). */
  get isConflict(): boolean {
    return this.status === 409;
  }
}

export type Query = Record<string, string | number | boolean | null | undefined>;

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Query;
  /** JSON body; a FormData is sent as multipart as it is, a Blob (a File) as its bytes. */
  body?: unknown;
  signal?: AbortSignal;
};

/** `/admin/content/news` + {q: 'x', page: 2} → `/api/admin/content/news?q=x&page=2` (empty values dropped). */
export function apiUrl(path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const search = params.toString();
  return `/api${path}${search ? `?${search}` : ''}`;
}

const statusMessages: Record<number, string> = {
  400: 'The request was refused: check the fields.',
  401: 'Your session has ended. Sign in again.',
  403: 'You do not have the role this needs.',
  404: 'Not found.',
  409: 'This was changed by someone else. Reload it.',
  413: 'The file is too large.',
  415: 'This file type is not allowed.',
  429: 'Too many requests. Wait a moment and try again.',
};

const reasonPhrase =
  /^(Error|Bad Request|Unauthorized|Forbidden|Not Found|Conflict|Payload Too Large|Content Too Large|Unsupported Media Type|Too Many Requests|Internal Server Error|Service Unavailable)$/;

/** The error of a non-2xx answer; a body that is no envelope (a proxy's 413 page) still gives one. */
async function errorOf(res: Response): Promise<ConsoleApiError> {
  let body: { message?: unknown; errors?: unknown; data?: unknown } = {};
  try {
    body = (await res.json()) as typeof body;
  } catch {
    // not JSON: the status says it
  }
  const fallback = statusMessages[res.status] ?? `The request failed (${res.status}).`;
  // A bare reason phrase ("Bad Request") says less than the sentence for its status.
  const message =
    typeof body.message === 'string' && body.message && !reasonPhrase.test(body.message)
      ? body.message
      : fallback;
  const errors =
    body.errors && typeof body.errors === 'object' ? (body.errors as FieldErrors) : undefined;
  return new ConsoleApiError(res.status, message, errors, body.data);
}

/** One call to the console API: the envelope's data, or a thrown ConsoleApiError. */
export async function consoleRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', query, body, signal } = options;
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const isBlob = typeof Blob !== 'undefined' && body instanceof Blob;
  const headers: Record<string, string> = { Accept: 'application/json' };
  // The API writes some messages in the console's language (the page's <html lang>).
  if (typeof document !== 'undefined') {
    headers['X-Console-Lang'] = consoleLangOf(document.documentElement.lang);
  }
  if (isBlob) headers['Content-Type'] = (body as Blob).type || 'application/octet-stream';
  else if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(apiUrl(path, query), {
      method,
      headers,
      credentials: 'same-origin',
      cache: 'no-store',
      signal,
      body:
        body === undefined
          ? undefined
          : isForm || isBlob
            ? (body as FormData | Blob)
            : JSON.stringify(body),
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ConsoleApiError(0, 'The server could not be reached. Check the connection.');
  }
  if (!res.ok) throw await errorOf(res);
  const envelope = (await res.json().catch(() => ({}))) as { data?: T };
  return envelope.data as T;
}

export const consoleApi = {
  get: <T>(path: string, query?: Query, signal?: AbortSignal) =>
    consoleRequest<T>(path, { query, signal }),
  post: <T>(path: string, body: unknown = {}) => consoleRequest<T>(path, { method: 'POST', body }),
  put: <T>(path: string, body: unknown) => consoleRequest<T>(path, { method: 'PUT', body }),
  del: <T>(path: string, query?: Query) => consoleRequest<T>(path, { method: 'DELETE', query }),
  /** multipart/form-data with the file in field `file` (POST /api/admin/uploads). */
  upload: <T>(path: string, file: File) => {
    const form = new FormData();
    form.append('file', file);
    return consoleRequest<T>(path, { method: 'POST', body: form });
  },
  /** The file itself as the body, with `type` as its Content-Type (a streamed CSV import). */
  sendFile: <T>(path: string, file: Blob, type: string) =>
    consoleRequest<T>(path, { method: 'POST', body: new Blob([file], { type }) }),
};

/** The message to show for anything a call threw. */
export function errorMessage(error: unknown): string {
  if (error instanceof ConsoleApiError) return error.message;
  return error instanceof Error ? error.message : String(error);
}
