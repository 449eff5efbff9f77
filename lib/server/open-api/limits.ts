import 'server-only';
import type { Context } from 'hono';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { createFormLimiters, processLimiters, type Limit } from '@/lib/server/security/rate-limit';

// The Open API's limits, per key and per address, shared by every instance through Redis when
// REDIS_URL is set. Each answer says where the caller stands in the RateLimit and
// RateLimit-Policy fields of the IETF draft (draft-ietf-httpapi-ratelimit-headers), so a client
// can slow down before it is refused; a refusal is a 429 with Retry-After.

export const OPEN_API_LIMITS = {
  perKey: { points: 600, duration: 60 },
  perIp: { points: 1200, duration: 60 },
} satisfies Record<string, Limit>;

const limiters = processLimiters('OpenApi', (redisUrl) =>
  createFormLimiters({
    redisUrl,
    keyPrefix: 'voltara:open-api',
    perIp: OPEN_API_LIMITS.perIp,
    perEmail: OPEN_API_LIMITS.perKey,
  }),
);
/** Replace the process's limiters (tests). */
export const setOpenApiLimiters = limiters.set;

async function take(limiter: RateLimiterAbstract, key: string) {
  try {
    return { res: await limiter.consume(key), refused: false };
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return { res: rejection, refused: true };
    throw rejection;
  }
}

/**
 * Counts this request against its key and its address and sets the RateLimit fields of the
 * stricter one. Resolves to the seconds to wait when refused, else null.
 */
export async function countOpenApiRequest(
  c: Context,
  keyId: number,
  address: string,
): Promise<number | null> {
  const { perEmail: perKey, perIp } = limiters.get();
  const byKey = await take(perKey, `key:${keyId}`);
  const byIp = await take(perIp, address);
  const limits = { perKey: OPEN_API_LIMITS.perKey, perIp: OPEN_API_LIMITS.perIp };
  c.header(
    'RateLimit-Policy',
    `"per-key";q=${limits.perKey.points};w=${limits.perKey.duration}, "per-address";q=${limits.perIp.points};w=${limits.perIp.duration}`,
  );
  const tight =
    byKey.res.remainingPoints <= byIp.res.remainingPoints
      ? ['per-key', byKey]
      : ['per-address', byIp];
  const [name, { res }] = tight as [string, typeof byKey];
  const reset = Math.max(1, Math.ceil(res.msBeforeNext / 1000));
  c.header('RateLimit', `"${name}";r=${Math.max(0, res.remainingPoints)};t=${reset}`);
  if (!byKey.refused && !byIp.refused) return null;
  const wait = Math.max(
    byKey.refused ? Math.ceil(byKey.res.msBeforeNext / 1000) : 0,
    byIp.refused ? Math.ceil(byIp.res.msBeforeNext / 1000) : 0,
    1,
  );
  c.header('Retry-After', String(wait));
  return wait;
}
