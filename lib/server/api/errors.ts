import 'server-only';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { isDbUnavailable } from '@/lib/server/db/errors';

export type FieldErrors = Record<string, string[]>;

const defaultMessages: Partial<Record<number, string>> = {
  200: 'OK',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export const messageFor = (status: number): string => defaultMessages[status] ?? 'Error';

/** The one error type of the API: a handler throws it, app.onError turns it into the envelope. */
export class HttpError extends Error {
  override readonly name = 'HttpError';

  constructor(
    readonly status: ContentfulStatusCode,
    message: string = messageFor(status),
    readonly errors?: FieldErrors,
  ) {
    super(message);
  }
}

/** Any thrown value as an HttpError; the unexpected are logged and hidden behind a plain 500. */
export function toHttpError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  // Hono's own (e.g. malformed JSON body): keep its status, not its internals.
  if (error instanceof HTTPException) return new HttpError(error.status as ContentfulStatusCode);
  if (isDbUnavailable(error)) {
    console.error('[api] database unavailable:', (error as Error).message);
    return new HttpError(503);
  }
  console.error('[api] unhandled error', error);
  return new HttpError(500);
}
