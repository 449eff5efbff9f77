import 'server-only';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Envelope } from '@/lib/api/envelope';
import { messageFor, type HttpError } from './errors';

/** Every answer is {code, message, data?, errors?}, code = HTTP status. */
export function ok<T>(c: Context, data: T, status: ContentfulStatusCode = 200) {
  return c.json<Envelope<T>>({ code: status, message: messageFor(status), data }, status);
}

export function fail(c: Context, error: HttpError) {
  const body: Envelope<never> = { code: error.status, message: error.message };
  if (error.errors) body.errors = error.errors;
  return c.json(body, error.status);
}
