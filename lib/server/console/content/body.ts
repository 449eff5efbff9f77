import 'server-only';
import type { Context } from 'hono';
import type { z } from 'zod';
import { HttpError, type FieldErrors } from '@/lib/server/api/errors';
import { readJsonObject } from '@/lib/server/security/body';

/**
 * A content body: up to 100 000 characters of markdown (CJK text is 3 bytes a character in
 * UTF-8) plus the other fields, well above the 32 KB of the public forms.
 */
export const MAX_CONTENT_BODY_BYTES = 1024 * 1024;

/** Issues as field errors: { title: ['Required.'], _: [...] }. */
export function fieldErrorsOf(error: z.core.$ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? String(issue.path[0]) : '_';
    const list = (errors[field] ??= []);
    if (!list.includes(issue.message)) list.push(issue.message);
  }
  return errors;
}

/** The JSON body checked by `schema`; a 400 naming the fields otherwise (413/415 as forms). */
export async function parseContentBody<S extends z.ZodType>(
  c: Context,
  schema: S,
): Promise<z.output<S>> {
  const parsed = schema.safeParse(await readJsonObject(c.req.raw, MAX_CONTENT_BODY_BYTES));
  if (parsed.success) return parsed.data;
  const errors = fieldErrorsOf(parsed.error);
  throw new HttpError(
    400,
    `Bad Request: check the fields ${Object.keys(errors).join(', ')}`,
    errors,
  );
}
