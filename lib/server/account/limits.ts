import 'server-only';
import type { Context } from 'hono';
import { HttpError } from '@/lib/server/api/errors';
import { clientIp } from '@/lib/server/security/client-ip';
import {
  consumeLimit,
  createFormLimiters,
  processLimiters,
  type FormLimiters,
  type Limit,
} from '@/lib/server/security/rate-limit';

/**
 * Every auth route is limited by address and by account, in Redis when REDIS_URL is set
 * (shared by every instance), else in memory. better-auth's own limiter only runs in production
 * and over its HTTP handler, never for these routes (they call it in process), so this one is
 * what holds, in tests too.
 */
export const AUTH_LIMITS = {
  perIp: { points: 30, duration: 10 * 60 },
  perAccount: { points: 15, duration: 10 * 60 },
} satisfies Record<string, Limit>;

export type AuthLimiters = FormLimiters;

export function createAuthLimiters(
  options: { redisUrl?: string; keyPrefix?: string; perIp?: Limit; perAccount?: Limit } = {},
): AuthLimiters {
  return createFormLimiters({
    redisUrl: options.redisUrl,
    keyPrefix: options.keyPrefix ?? 'voltara:auth',
    perIp: options.perIp ?? AUTH_LIMITS.perIp,
    perEmail: options.perAccount ?? AUTH_LIMITS.perAccount,
  });
}

const auth = processLimiters('Auth', (redisUrl) => createAuthLimiters({ redisUrl }));

export const authLimiters = auth.get;
/** Replace the process's limiters (tests; closes the previous Redis connection). */
export const setAuthLimiters = auth.set;

async function consume(c: Context, which: 'perIp' | 'perEmail', key: string) {
  const wait = await consumeLimit(authLimiters()[which], key);
  if (wait === null) return;
  c.header('Retry-After', String(wait));
  throw new HttpError(429, `Too Many Requests: try again in ${wait} s`, { _: ['tooManyRequests'] });
}

/** One attempt of `action` from this address. */
export const limitByIp = (c: Context, action: string) =>
  consume(c, 'perIp', `${action}:${clientIp(c.req.raw.headers)}`);

const accountKey = (action: string, account: string) => `${action}:${account.toLowerCase()}`;

/** One attempt of `action` on this account (a user id, or the e-mail/phone/username typed). */
export const limitByAccount = (c: Context, action: string, account: string) =>
  consume(c, 'perEmail', accountKey(action, account));

/**
 * The owner proved themselves with a recovery code: the sign-in count an attacker ran up on
 * the account's names is dropped, or it would keep the owner out as long as the attacker.
 */
export async function forgetSignInLimits(names: { kind: string; value: string }[]) {
  const limiter = authLimiters().perEmail;
  await Promise.all(
    names.map(({ kind, value }) => limiter.delete(accountKey('sign-in', `${kind}:${value}`))),
  );
}
