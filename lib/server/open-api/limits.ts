import 'server-only';
import type { Context } from 'hono';
import {
  countPoints,
  createFormLimiters,
  processLimiters,
  type Limit,
} from '@/lib/server/security/rate-limit';

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
  const byKey = {
    name: 'per-key',
    limit: OPEN_API_LIMITS.perKey,
    ...(await countPoints(perKey, `key:${keyId}`)),
  };
  const byIp = {
    name: 'per-address',
    limit: OPEN_API_LIMITS.perIp,
    ...(await countPoints(perIp, address)),
  };
  const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
  c.header(
    'RateLimit-Policy',
    [byKey, byIp].map((b) => `"${b.name}";q=${b.limit.points};w=${b.limit.duration}`).join(', '),
  );
  // The fields tell the one the caller is closer to running out of.
  const nearest = byKey.res.remainingPoints <= byIp.res.remainingPoints ? byKey : byIp;
  c.header(
    'RateLimit',
    `"${nearest.name}";r=${Math.max(0, nearest.res.remainingPoints)};t=${seconds(nearest.res.msBeforeNext)}`,
  );
  const refused = [byKey, byIp].filter((b) => b.refused);
  if (!refused.length) return null;
  const wait = Math.max(...refused.map((b) => seconds(b.res.msBeforeNext)));
  c.header('Retry-After', String(wait));
  return wait;
}
