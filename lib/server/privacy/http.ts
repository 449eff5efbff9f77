import 'server-only';
import type { Context } from 'hono';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { z } from 'zod';
import { isLanguageCode, type LanguageCode } from '@/lib/i18n/locales';
import { HttpError, type FieldErrors } from '@/lib/server/api/errors';
import { clientIp } from '@/lib/server/security/client-ip';
import { consumeLimit } from '@/lib/server/security/rate-limit';

// What the anonymous beacon-like routes share (consent, tracking, CSP reports): the per-address
// limit and the schema check of a read body.

/** One request of `action` from this address, counted by `limiter`: 429 past its limit. */
export async function limitByAddress(
  c: Context,
  limiter: RateLimiterAbstract,
  action: string,
): Promise<void> {
  const wait = await consumeLimit(limiter, `${action}:${clientIp(c.req.raw.headers)}`);
  if (wait === null) return;
  c.header('Retry-After', String(wait));
  throw new HttpError(429, `Too Many Requests: try again in ${wait} s`);
}

/** The parsed body, or a 400 whose field errors are i18n keys (Forms.errors). */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    (errors[issue.path.length ? String(issue.path[0]) : '_'] ??= []).push(issue.message);
  }
  throw new HttpError(
    400,
    `Bad Request: check the fields ${Object.keys(errors).join(', ')}`,
    errors,
  );
}

/** The Language header holds the page's language code; English when absent. */
export function headerLanguage(c: Context): LanguageCode {
  const code = c.req.header('language')?.trim().toLowerCase();
  return isLanguageCode(code) ? code : 'en';
}
