import 'server-only';
import { Redis } from 'ioredis';
import { serverEnv } from '@/lib/server/env';

/**
 * Where challenges and tokens live for their few minutes: this process's memory, or Redis when
 * REDIS_URL is set (every instance then sees the same puzzles). Never the SQL database: nothing
 * here outlives a restart that matters.
 */
export interface CaptchaStore {
  set(key: string, value: string, ttlMs: number): Promise<void>;
  /** The value, left in place (only the test hook reads without spending). */
  get(key: string): Promise<string | null>;
  /** The value, removed in the same step: of two concurrent takes, one gets null. */
  take(key: string): Promise<string | null>;
  close(): Promise<void>;
}

/** The store could not answer (Redis down): the API says 503, never "wrong answer". */
export class CaptchaStoreUnavailable extends Error {
  override readonly name = 'CaptchaStoreUnavailable';
}

type Entry = { value: string; expiresAt: number };

/** Bounded: past maxEntries the expired go first, then the oldest (a flood cannot fill memory). */
export function createMemoryStore({ maxEntries = 50_000 } = {}): CaptchaStore {
  const entries = new Map<string, Entry>();
  const live = (key: string): Entry | undefined => {
    const entry = entries.get(key);
    if (!entry || entry.expiresAt > Date.now()) return entry;
    entries.delete(key);
    return undefined;
  };
  const makeRoom = () => {
    const now = Date.now();
    for (const [key, entry] of entries) if (entry.expiresAt <= now) entries.delete(key);
    for (const key of entries.keys()) {
      if (entries.size < maxEntries) break;
      entries.delete(key);
    }
  };
  return {
    async set(key, value, ttlMs) {
      entries.delete(key);
      if (entries.size >= maxEntries) makeRoom();
      entries.set(key, { value, expiresAt: Date.now() + ttlMs });
    },
    async get(key) {
      return live(key)?.value ?? null;
    },
    async take(key) {
      const entry = live(key);
      entries.delete(key);
      return entry?.value ?? null;
    },
    async close() {
      entries.clear();
    },
  };
}

export function createRedisStore(redisUrl: string, prefix = 'voltara:captcha:'): CaptchaStore {
  // Commands wait for the connection briefly, then fail: a puzzle request must not hang.
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1, commandTimeout: 2000 });
  let logged = false;
  redis.on('error', (error: Error) => {
    if (!logged) console.error('[captcha] redis:', error.message);
    logged = true;
  });
  redis.on('ready', () => (logged = false));
  const run = async <T>(command: () => Promise<T>): Promise<T> => {
    try {
      return await command();
    } catch (error) {
      throw new CaptchaStoreUnavailable((error as Error).message);
    }
  };
  return {
    async set(key, value, ttlMs) {
      await run(() => redis.set(prefix + key, value, 'PX', Math.max(1, Math.ceil(ttlMs))));
    },
    get: (key) => run(() => redis.get(prefix + key)),
    // GETDEL (Redis 6.2+) reads and deletes atomically: one try, one use, across instances.
    take: (key) => run(() => redis.getdel(prefix + key)),
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

const slot = globalThis as typeof globalThis & { __voltaraCaptchaStore?: CaptchaStore };

/** The process's store, chosen on first use from REDIS_URL. */
export function captchaStore(): CaptchaStore {
  if (!slot.__voltaraCaptchaStore) {
    const { REDIS_URL } = serverEnv();
    slot.__voltaraCaptchaStore = REDIS_URL ? createRedisStore(REDIS_URL) : createMemoryStore();
  }
  return slot.__voltaraCaptchaStore;
}

/** Replace the process's store (tests); closes the previous one. */
export async function setCaptchaStore(store: CaptchaStore | undefined): Promise<void> {
  const previous = slot.__voltaraCaptchaStore;
  slot.__voltaraCaptchaStore = store;
  if (previous && previous !== store) await previous.close();
}
