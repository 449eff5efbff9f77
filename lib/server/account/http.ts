import 'server-only';
import type { Context, MiddlewareHandler } from 'hono';
import { safeParse, type $ZodType, type output } from 'zod/v4/core';
import { HttpError, type FieldErrors } from '@/lib/server/api/errors';
import { getAuth, type Auth } from '@/lib/server/auth/instance';
import { hasSessionCookie } from '@/lib/server/auth/session-cookie';
import { consumeCaptchaToken, type CaptchaAction } from '@/lib/server/captcha';
import { getDb, type Db } from '@/lib/server/db/client';
import { readJsonObject } from '@/lib/server/security/body';
import { requireSameOrigin } from '@/lib/server/security/origin';
import { CAPTCHA_HEADER } from '@/lib/validation/account';
import { accountError } from './errors';

export type AccountSession = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>;
export type AccountEnv = { Variables: { auth: Auth; db: Db; session: AccountSession } };

export { CAPTCHA_HEADER };

/**
 * The JSON body parsed by one of the shared schemas (zod or zod/mini: both are core schemas); a
 * 400 with the rule's keys otherwise.
 */
export async function parseBody<S extends $ZodType>(c: Context, schema: S): Promise<output<S>> {
  const parsed = safeParse(schema, await readJsonObject(c.req.raw));
  if (parsed.success) return parsed.data;
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.length ? String(issue.path[0]) : '_';
    const list = (errors[field] ??= []);
    if (!list.includes(issue.message)) list.push(issue.message);
  }
  throw new HttpError(
    400,
    `Bad Request: check the fields ${Object.keys(errors).join(', ')}`,
    errors,
  );
}

/** The action needs a solved puzzle (its single-use token); "Verification failure". */
export async function requirePuzzle(c: Context, action: CaptchaAction) {
  if (await consumeCaptchaToken(c.req.header(CAPTCHA_HEADER), action)) return;
  throw accountError(400, 'captcha', 'verificationFailure', 'Verification failure');
}

/** better-auth's Set-Cookie lines (a new, refreshed or cleared session) onto our answer. */
export function forwardCookies(c: Context, headers: Headers | undefined) {
  for (const cookie of headers?.getSetCookie() ?? [])
    c.header('Set-Cookie', cookie, { append: true });
}

const unauthorized = () => new HttpError(401, 'Unauthorized: sign in first');

/**
 * Every personal-center route: 401 without a live session. No cookie, no database lookup.
 * The session is read from the database each time (no cookie cache), so a revoked one stops at
 * once; a refreshed expiry is passed on to the browser.
 */
export const requireSession: MiddlewareHandler<AccountEnv> = async (c, next) => {
  const headers = c.req.raw.headers;
  if (!hasSessionCookie(headers.get('cookie'))) throw unauthorized();
  const auth = await getAuth();
  const { headers: refreshed, response } = await auth.api.getSession({
    headers,
    query: { disableCookieCache: true },
    returnHeaders: true,
  });
  if (!response) throw unauthorized();
  forwardCookies(c, refreshed);
  c.set('auth', auth);
  c.set('db', await getDb());
  c.set('session', response);
  await next();
};

/** Account answers are the visitor's own: never stored by a browser cache, proxy or CDN. */
/** A write is refused for a foreign Origin before anything else, the session included. */
export const sameOriginWrites: MiddlewareHandler = async (c, next) =>
  c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : requireSameOrigin(c, next);

export const privateNoStore: MiddlewareHandler = async (c, next) => {
  c.header('Cache-Control', 'private, no-store');
  await next();
};
