import 'server-only';
import { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { serverEnv } from '@/lib/server/env';

export type Limit = { points: number; duration: number };

/**
 * Abuse rules, per form: a few submissions per address in ten minutes, and per email in
 * an hour. Generous for a person (a typo, a second question), tight for a script.
 */
export const DEFAULT_LIMITS = {
  perIp: { points: 10, duration: 10 * 60 },
  perEmail: { points: 5, duration: 60 * 60 },
} satisfies Record<string, Limit>;

export type FormLimiterOptions = {
  /** Set → RateLimiterRedis (limits shared by every instance); unset → this process's memory. */
  redisUrl?: string;
  keyPrefix?: string;
  perIp?: Limit;
  perEmail?: Limit;
};

export type FormLimiters = {
  perIp: RateLimiterAbstract;
  perEmail: RateLimiterAbstract;
  redis?: Redis;
};

function createLimiter(limit: Limit, keyPrefix: string, redis?: Redis): RateLimiterAbstract {
  if (!redis) return new RateLimiterMemory({ ...limit, keyPrefix });
  return new RateLimiterRedis({
    ...limit,
    keyPrefix,
    storeClient: redis,
    // Redis down must not take the forms down: this process's memory counts meanwhile.
    insuranceLimiter: new RateLimiterMemory({ ...limit, keyPrefix }),
  });
}

export function createFormLimiters(options: FormLimiterOptions = {}): FormLimiters {
  const { keyPrefix = 'voltara:forms', perIp = DEFAULT_LIMITS.perIp } = options;
  const perEmail = options.perEmail ?? DEFAULT_LIMITS.perEmail;
  let redis: Redis | undefined;
  if (options.redisUrl) {
    // No offline queue: while Redis is unreachable a call fails at once and the insurance
    // limiter answers, instead of a form request hanging on a queued command.
    redis = new Redis(options.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    let logged = false;
    redis.on('error', (error: Error) => {
      if (!logged) console.error('[rate-limit] redis:', error.message);
      logged = true;
    });
    redis.on('ready', () => (logged = false));
  }
  return {
    perIp: createLimiter(perIp, `${keyPrefix}:ip`, redis),
    perEmail: createLimiter(perEmail, `${keyPrefix}:email`, redis),
    redis,
  };
}

/**
 * One set of limiters per process and purpose (forms, auth, puzzle, privacy), kept on
 * globalThis like the database (Next may load a module once per bundle): `get` creates them on
 * first use from REDIS_URL; `set` replaces them (tests) and closes the previous Redis connection.
 */
export function processLimiters<T extends { redis?: Redis }>(
  name: string,
  create: (redisUrl: string | undefined) => T,
) {
  const slots = globalThis as unknown as Record<string, T | undefined>;
  const key = `__voltara${name}Limiters`;
  return {
    get(): T {
      return (slots[key] ??= create(serverEnv().REDIS_URL));
    },
    async set(limiters: T | undefined): Promise<void> {
      const previous = slots[key];
      slots[key] = limiters;
      if (previous?.redis && previous.redis !== limiters?.redis) await closeRedis(previous.redis);
    },
  };
}

const forms = processLimiters('Form', (redisUrl) => createFormLimiters({ redisUrl }));

/** The process's form limiters, created on first use from REDIS_URL. */
export const formLimiters = forms.get;
/** Replace the process's form limiters (tests; closes the previous Redis connection). */
export const setFormLimiters = forms.set;

export async function closeRedis(redis: Redis): Promise<void> {
  await redis.quit().catch(() => redis.disconnect());
}

/** Counts `points` of `key`: the limiter's answer (points left, time to the window's end), and whether it refused. */
export async function countPoints(
  limiter: RateLimiterAbstract,
  key: string,
  points = 1,
): Promise<{ res: RateLimiterRes; refused: boolean }> {
  try {
    return { res: await limiter.consume(key, points), refused: false };
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return { res: rejection, refused: true };
    throw rejection;
  }
}

/** Count one attempt (or `points`); the seconds to wait when over the limit, else null. */
export async function consumeLimit(
  limiter: RateLimiterAbstract,
  key: string,
  points = 1,
): Promise<number | null> {
  const { res, refused } = await countPoints(limiter, key, points);
  return refused ? Math.max(1, Math.ceil(res.msBeforeNext / 1000)) : null;
}
