import 'server-only';
import type { Context } from 'hono';
import { HttpError } from '@/lib/server/api/errors';
import { clientIp } from '@/lib/server/security/client-ip';
import {
  consumeLimit,
  createFormLimiters,
  processLimiters,
  type Limit,
} from '@/lib/server/security/rate-limit';

/**
 * Registration, codes and certificates per account, and the public verification per
 * address (Redis with REDIS_URL, else memory). A person registering a street of houses stays
 * under them; a script guessing codes or serials does not.
 */
export const WARRANTY_LIMITS = {
  perIp: { points: 60, duration: 60 },
  perAccount: { points: 60, duration: 10 * 60 },
} satisfies Record<string, Limit>;

const limiters = processLimiters('Warranty', (redisUrl) =>
  createFormLimiters({
    redisUrl,
    keyPrefix: 'voltara:warranty',
    perIp: WARRANTY_LIMITS.perIp,
    perEmail: WARRANTY_LIMITS.perAccount,
  }),
);
export const warrantyLimiters = limiters.get;
/** Replace the process's limiters (tests, the bench's server). */
export const setWarrantyLimiters = limiters.set;

async function consume(c: Context, which: 'perIp' | 'perEmail', key: string) {
  const wait = await consumeLimit(warrantyLimiters()[which], key);
  if (wait === null) return;
  c.header('Retry-After', String(wait));
  throw new HttpError(429, `Too Many Requests: try again in ${wait} s`, { _: ['tooManyRequests'] });
}

export const limitWarrantyByAccount = (c: Context, action: string, userId: string) =>
  consume(c, 'perEmail', `${action}:${userId}`);

export const limitWarrantyByIp = (c: Context, action: string) =>
  consume(c, 'perIp', `${action}:${clientIp(c.req.raw.headers)}`);
