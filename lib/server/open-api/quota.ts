import 'server-only';
import { getDb, type Db } from '@/lib/server/db/client';
import {
  countPoints,
  createFormLimiters,
  processLimiters,
  type Limit,
} from '@/lib/server/security/rate-limit';
import type { KeyEnvironment } from './key-format';
import { queueQuotaWarning, type QuotaWarning } from './quota-mail';

// The daily request quota of an Open API key (docs/decisions/open-api-usage.md), counted with
// the limiters of every other limit, so that with REDIS_URL all instances share one count. Every
// authenticated request counts, refused ones too: the count is what the key asked of us, and it
// agrees with the usage figures. The day is the UTC day; its count starts at 0 at midnight.

/**
 * Requests a key may make per UTC day. Sandbox 10,000: a dashboard that reads telemetry and
 * energy of three systems every 5 minutes makes about 1,700 a day, so a developer has room for
 * tests and loops. Live 100,000: an installer's fleet tool polling 300 systems every 5 minutes
 * (86,400) fits; more is a conversation with us, not a default. The 600 a minute per key cap
 * bursts; this caps a key's day (600 a minute around the clock would be 864,000).
 */
export const DAILY_QUOTA: Record<KeyEnvironment, number> = { sandbox: 10_000, live: 100_000 };
/** The share of the quota at which the owner is told, once a day and key. */
export const QUOTA_WARNING_SHARE = 0.8;

const DAY_S = 24 * 60 * 60;

// The pair of limiters createFormLimiters makes, one per environment (perIp: sandbox, perEmail:
// live). The day is in the counted key, so a window outlives its day but is never reused.
const limiters = processLimiters('OpenApiQuota', (redisUrl) =>
  createFormLimiters({
    redisUrl,
    keyPrefix: 'voltara:open-api-quota',
    perIp: { points: DAILY_QUOTA.sandbox, duration: DAY_S } satisfies Limit,
    perEmail: { points: DAILY_QUOTA.live, duration: DAY_S } satisfies Limit,
  }),
);
/** Replace the process's quota limiters (tests: a small quota, a prefix of their own). */
export const setQuotaLimiters = limiters.set;

export type DailyQuota = {
  used: number;
  limit: number;
  /** Past the limit: the route answers 429. */
  exceeded: boolean;
  /** Seconds until the quota starts again (00:00 UTC), for Retry-After. */
  retryAfter: number;
};

const utcDay = (now: Date) => now.toISOString().slice(0, 10);
const secondsToMidnight = (now: Date) =>
  Math.max(
    1,
    Math.ceil(
      (Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1) - now.getTime()) /
        1000,
    ),
  );

// Keys whose warning this process has queued or found queued today: the database decides once,
// then the key's further requests that day skip it. A failed try is retried after a minute.
const warned = { day: '', keys: new Map<number, true | number>() };
const RETRY_WARNING_MS = 60_000;

async function warnOnce(db: Db | undefined, warning: QuotaWarning, now: Date) {
  if (warned.day !== warning.day) Object.assign(warned, { day: warning.day, keys: new Map() });
  const held = warned.keys.get(warning.keyId);
  if (held === true || (held !== undefined && now.getTime() - held < RETRY_WARNING_MS)) return;
  warned.keys.set(warning.keyId, true);
  try {
    await queueQuotaWarning(db ?? (await getDb()), warning);
  } catch (error) {
    warned.keys.set(warning.keyId, now.getTime());
    console.warn('[open-api quota] warning mail not queued:', error);
  }
}

/**
 * Counts this request against the key's daily quota. At 80 % for the first time that day the
 * owner gets one mail (once per key and day across instances: the outbox decides). Never throws:
 * a limiter that fails lets the request through.
 */
export async function countDailyQuota(
  keyId: number,
  environment: KeyEnvironment,
  { now = new Date(), db }: { now?: Date; db?: Db } = {},
): Promise<DailyQuota> {
  const day = utcDay(now);
  const retryAfter = secondsToMidnight(now);
  let limit = DAILY_QUOTA[environment];
  try {
    const { perIp: sandbox, perEmail: live } = limiters.get();
    const limiter = environment === 'live' ? live : sandbox;
    limit = limiter.points;
    const { res, refused } = await countPoints(limiter, `key:${keyId}:${day}`);
    const used = res.consumedPoints;
    if (used >= Math.ceil(limit * QUOTA_WARNING_SHARE)) {
      await warnOnce(db, { keyId, day, used, limit }, now);
    }
    return { used, limit, exceeded: refused, retryAfter };
  } catch (error) {
    console.warn('[open-api quota] not counted:', error);
    return { used: 0, limit, exceeded: false, retryAfter };
  }
}
