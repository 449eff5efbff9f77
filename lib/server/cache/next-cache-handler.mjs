// Next's incremental cache (ISR pages, route-handler responses and unstable_cache data): in Redis,
// shared by every instance, when REDIS_URL is set; else in this process's
// memory, bounded. next.config.ts names this file as `cacheHandler` either way.
// Plain JavaScript: Next imports it with Node at run time, outside the bundles. For the same
// reason it cannot start with `import 'server-only'` (that package throws outside a server
// bundle), though it only ever runs on the server.
//
// The storage is @fortedigital/nextjs-cache-handler's: its redis-strings handler keeps each entry
// as a string (Buffers and Maps serialised) with a tag index in a hash, and its revalidateTag
// deletes every entry of a tag for all instances at once; its local-lru handler is the fallback.
// Ours are three things around them:
// - The class Next instantiates. Next 16.4 reads an entry's cacheControl from the handler (an
//   instance that did not render a page has nothing else to go by: without it the page counts
//   as stale a second after it was stored); the package's own CacheHandler drops it. Route
//   handlers' responses are indexed by the tags of their x-next-cache-tags header, as Next's
//   docs ask, which the package does for pages only.
// - The failover. While Redis is unreachable, reads and writes use this process's memory (the
//   site keeps serving, one log line); a revalidation that could not reach Redis is replayed when
//   it is back, and the memory copies are dropped then.
// - A render begun before a tag expired is never fresh. Next gives an entry to set() when its
//   render is done and dates it then; a render that read the database just before a console
//   write, and was stored just after that write expired its tags, would be served as fresh until
//   its revalidate time. Here an entry is dated when its request began (Next makes a handler per
//   request, before rendering), every tag's expiry time is kept (Redis: one hash), and get()
//   treats an entry whose tag expired at or after that date as a miss.
// - Keys under REDIS_CACHE_PREFIX and the build id, so two builds never read each other's entries.
// - Nothing grows with the paths asked for: a 404 is never stored (but the not-found pages per
//   language that proxy.ts sends unknown detail ids and certificate codes to), nor a read that
//   found nothing, and no entry outlives its revalidate time (a day without one). See
//   docs/decisions/redis-cache-handler.md.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ioredisAdapter } from '@fortedigital/nextjs-cache-handler/helpers/ioredisAdapter';
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { Redis } from 'ioredis';

const TAGS_HEADER = 'x-next-cache-tags';
/**
 * The longest an entry is kept, in seconds: the lifetime of a page without a revalidate time
 * (on-demand ISR, fresh until a console write expires its tag). See
 * docs/decisions/redis-cache-handler.md.
 */
export const MAX_LIFETIME = 24 * 60 * 60;
/**
 * The keys of the stored 404s that proxy.ts sends every unknown detail id and every malformed
 * or unknown certificate code to (one each per language, app/[locale]/(site)/missing and
 * missing-certificate; Next keys a page by its path, after a `$`). Any other 404 is rendered
 * per request.
 */
const NOT_FOUND_PAGE = /(^|\$)\/[a-z]{2}-[A-Z]{2}\/missing(-certificate)?$/;
/** The package's index of entries (each key's tags, each key's expiry), pruned this often. */
const PRUNE_EVERY_MS = 10 * 60 * 1000;
/** The hash (under the key prefix) of each tag's latest expiry time, in ms since the epoch. */
const EXPIRED_TAGS_KEY = '__expired_tags__';
/**
 * Without Redis: Next's own default budget of its memory cache (128 MB); the items are counted
 * by the size of their JSON.
 */
const LOCAL_LIMITS = { maxItemsNumber: 5000, maxItemSizeBytes: 128 * 1024 * 1024 };
export const DEFAULT_PREFIX = 'voltara:next';
/** The process's cache, for the app's own code too (lib/server/data/expire.ts). */
export const PROCESS_CACHE = Symbol.for('voltara.nextCache');

/**
 * One process's view of the shared cache: Redis while it answers, this process's memory while it
 * does not. Every method resolves; none throws because Redis blinked.
 *
 * @param {{ redisUrl?: string, keyPrefix: string, timeoutMs?: number, connectWaitMs?: number,
 *   log?: Pick<Console, 'warn' | 'info'> }} options
 */
export function createSharedCache({
  redisUrl,
  keyPrefix,
  timeoutMs = 1000,
  connectWaitMs = 1000,
  log = console,
}) {
  /** This process's expiry time of each tag (the memory's entries; Redis keeps its own). */
  const localExpiries = new Map();
  /** The memory: the package's LRU, with the expiry check. */
  const newLocal = (limits) => {
    const lru = createLruHandler(limits);
    return {
      async get(key, meta) {
        const entry = await lru.get(key, meta);
        if (!entry) return entry;
        const times = tagsToCheck(entry, meta).map((tag) => localExpiries.get(tag));
        if (!expiredSince(entry, times)) return entry;
        await lru.delete(key);
        return null;
      },
      set: (key, value, ctx) => lru.set(key, value, ctx),
      delete: (key) => lru.delete(key),
      async revalidateTag(tag) {
        localExpiries.set(tag, Date.now());
        await lru.revalidateTag(tag);
      },
    };
  };
  if (!redisUrl) {
    const local = newLocal(LOCAL_LIMITS);
    return {
      name: 'local-lru',
      ready: Promise.resolve(),
      usesRedis: () => false,
      get: (key, meta) => local.get(key, meta),
      set: (key, value, ctx) => local.set(key, value, ctx),
      revalidateTag: (tag) => local.revalidateTag(tag),
      delete: (key) => local.delete(key),
      async expireTags(tags) {
        for (const tag of tags) await local.revalidateTag(tag);
      },
      tagExpiredAt: async (tag) => localExpiries.get(tag) ?? 0,
      async close() {},
    };
  }
  // Small and short-lived: it holds only what was rendered while Redis was away.
  let local = newLocal({ maxItemsNumber: 500 });

  // No offline queue: while disconnected a command fails at once and the memory answers,
  // instead of a page request waiting on a queue.
  const client = new Redis(redisUrl, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: timeoutMs,
    connectTimeout: 2000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
  const redis = createRedisHandler({
    client: ioredisAdapter(client),
    keyPrefix,
    timeoutMs,
    // SET then EXPIREAT: the adapter's SET with options (EXAT) calls ioredis unbound and fails.
    keyExpirationStrategy: 'EXPIREAT',
  });
  /** Tags revalidated while Redis was away, for its entries written before. */
  const pending = new Set();
  let degraded = false;
  let closing = false;
  let recovering;
  let prunedAt = Date.now();

  const up = () => client.status === 'ready';
  const fail = (error) => {
    if (closing || degraded) return;
    degraded = true;
    log.warn(
      `[next-cache] Redis unavailable (${error?.message ?? error}): pages and data are cached ` +
        "in this process's memory until it is back",
    );
  };
  // Back: replay the revalidations it missed, and forget the memory copies (another instance
  // may have revalidated them meanwhile; Redis has the truth again).
  const recover = () => {
    recovering ??= (async () => {
      await null; // clears `recovering` below only after it has been set
      try {
        for (const tag of [...pending]) {
          await redis.revalidateTag(tag);
          pending.delete(tag);
        }
        local = newLocal({ maxItemsNumber: 500 });
        if (degraded) log.info(`[next-cache] Redis is back: the cache is shared again`);
        degraded = false;
      } catch (error) {
        fail(error);
      } finally {
        recovering = undefined;
      }
    })();
    return recovering;
  };
  const succeeded = async () => {
    if (degraded || pending.size) await recover();
  };

  client.on('error', fail);
  client.on('close', () => fail(new Error('connection closed')));
  client.on('ready', () => void recover());

  /** The first connection, waited for briefly, so a fresh process reads Redis from its first request. */
  const ready = new Promise((resolve) => {
    if (up()) return resolve();
    const timer = setTimeout(resolve, connectWaitMs);
    timer.unref?.();
    client.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });

  const expiriesKey = keyPrefix + EXPIRED_TAGS_KEY;
  async function revalidateTag(tag) {
    await local.revalidateTag(tag);
    if (up()) {
      try {
        // The time first: an entry stored while its copies are being deleted is still stale.
        // (A replayed revalidation is dated when it reaches Redis: later, so never less strict.)
        await client.hset(expiriesKey, tag, String(Date.now()));
        await redis.revalidateTag(tag);
        await succeeded();
        return;
      } catch (error) {
        fail(error);
      }
    }
    pending.add(tag);
  }

  return {
    name: 'redis-with-memory-fallback',
    ready,
    usesRedis: () => up() && !degraded,
    async get(key, meta) {
      if (up()) {
        try {
          const entry = await redis.get(key, meta);
          const tags = entry ? tagsToCheck(entry, meta) : [];
          if (entry && tags.length) {
            if (expiredSince(entry, await client.hmget(expiriesKey, ...tags))) {
              await redis.delete(key);
              await succeeded();
              return null;
            }
          }
          await succeeded();
          return entry;
        } catch (error) {
          fail(error);
        }
      }
      return local.get(key, meta);
    },
    async set(key, value, ctx) {
      if (up()) {
        try {
          await redis.set(key, value, ctx);
          await succeeded();
          // The package's index of entries keeps a field per key until it is pruned (also at
          // every revalidation): its fields of expired keys go now and then, off the request.
          if (Date.now() - prunedAt > PRUNE_EVERY_MS) {
            prunedAt = Date.now();
            redis.prepare().catch(fail);
          }
          return;
        } catch (error) {
          fail(error);
        }
      }
      await local.set(key, value, ctx);
    },
    revalidateTag,
    async delete(key) {
      await local.delete(key);
      if (up()) await redis.delete(key).catch(fail);
    },
    async expireTags(tags) {
      for (const tag of tags) await revalidateTag(tag);
    },
    async tagExpiredAt(tag) {
      // While Redis is away another instance's writes are not known: no answer.
      if (!up() || degraded) return undefined;
      try {
        return Number(await client.hget(expiriesKey, tag)) || 0;
      } catch (error) {
        fail(error);
        return undefined;
      }
    },
    async close() {
      closing = true;
      await client.quit().catch(() => client.disconnect());
    },
  };
}

/** The tags an entry answers to: its own, and the request's implicit ones (its paths). */
function tagsToCheck(entry, meta) {
  return [...new Set([...(entry.tags ?? []), ...(meta?.implicitTags ?? [])])];
}

/**
 * True when one of the entry's tags expired at or after the entry's date (its request's start):
 * its render may have read what the write behind that expiry changed. `times`: each tag's expiry
 * in ms since the epoch, or nothing.
 */
function expiredSince(entry, times) {
  return times.some((time) => time != null && Number(time) >= entry.lastModified);
}

/** Tags of an entry: a response's from its header, a data entry's from Next's context. */
function tagsOf(data, ctx) {
  const header = data && typeof data === 'object' ? data.headers?.[TAGS_HEADER] : undefined;
  if (typeof header === 'string') return header.split(',').filter(Boolean);
  if (Array.isArray(header)) return header;
  return ctx?.tags ?? [];
}

/**
 * When Redis drops the entry (seconds since the epoch): at its revalidate time, when Next would
 * render it again anyway, and MAX_LIFETIME after it was made at the latest. Next's expire time
 * (a stale copy served while a fresh one renders, up to a year) is not waited for: a dropped
 * entry only means that the next request renders.
 */
export function lifespanOf(lastModified, revalidate) {
  const lastModifiedAt = Math.floor(lastModified / 1000);
  const age =
    typeof revalidate === 'number' && revalidate > 0
      ? Math.min(revalidate, MAX_LIFETIME)
      : MAX_LIFETIME;
  return {
    lastModifiedAt,
    staleAge: age,
    staleAt: lastModifiedAt + age,
    expireAge: age,
    expireAt: lastModifiedAt + age,
    revalidate,
  };
}

/**
 * Whether an entry may be kept. A 404 may not (but the not-found page itself): one key per
 * unknown path asked for would let anyone fill the cache. Neither may a read that found
 * nothing (`unstable_cache` of an unknown id), for the same reason.
 */
export function isWorthKeeping(key, data) {
  if (data?.kind === 'APP_PAGE' || data?.kind === 'APP_ROUTE') {
    return data.status !== 404 || NOT_FOUND_PAGE.test(key);
  }
  if (data?.kind === 'FETCH') return data.data?.body !== 'null';
  return true;
}

/**
 * The class Next instantiates for every request (`cacheHandler` of next.config), over the cache
 * `cacheFor` gives for Next's context (one per process; tests make several).
 *
 * @param {(context: { serverDistDir?: string }) => Promise<ReturnType<typeof createSharedCache>>} cacheFor
 */
export function createCacheHandlerClass(cacheFor) {
  return class SharedCacheHandler {
    #cache;
    /** Next makes a handler for each request before rendering: no render it stores began earlier. */
    #startedAt = Date.now();

    constructor(context = {}) {
      this.#cache = cacheFor(context);
    }

    // The shared cache answers every call itself (memory when Redis is away); these guards are
    // the last line: a cache that cannot answer is a miss, never a failed request.
    async get(key, ctx) {
      try {
        const cache = await this.#cache;
        const entry = await cache.get(key, { implicitTags: ctx?.softTags ?? [] });
        if (!entry) return null;
        const { lastModified, value, cacheControl } = entry;
        return { lastModified, value, cacheControl };
      } catch (error) {
        console.error('[next-cache] get failed, treated as a miss:', error);
        return null;
      }
    }

    async set(key, data, ctx) {
      try {
        const cache = await this.#cache;
        // A copy kept from before (the item was there) must not outlive it either.
        if (!isWorthKeeping(key, data)) return await cache.delete(key);
        // Dated when its render may have begun, not when it was done: see expiredSince.
        const lastModified = this.#startedAt;
        const cacheControl = ctx?.fetchCache ? undefined : ctx?.cacheControl;
        const revalidate = data?.kind === 'FETCH' ? data.revalidate : cacheControl?.revalidate;
        await cache.set(key, {
          lastModified,
          lifespan: lifespanOf(lastModified, revalidate),
          tags: tagsOf(data, ctx),
          value: data,
          cacheControl,
        });
      } catch (error) {
        console.error('[next-cache] set failed, entry not kept:', error);
      }
    }

    /**
     * Every entry of these tags goes at once, on every instance. Next 16's durations (stale now,
     * expire later) are not kept: the entry is deleted, so the next request renders afresh,
     * which is what `{ expire: 0 }`, the only form this site uses, asks for.
     */
    async revalidateTag(tags) {
      try {
        const cache = await this.#cache;
        await cache.expireTags(typeof tags === 'string' ? [tags] : tags);
      } catch (error) {
        console.error('[next-cache] revalidateTag failed:', error);
      }
    }

    resetRequestCache() {}
  };
}

function buildIdOf(serverDistDir) {
  try {
    return readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim();
  } catch {
    return 'unknown-build';
  }
}

/** The key prefix: REDIS_CACHE_PREFIX (letters, digits, `:_.-`) and the build id. */
export function keyPrefixOf(prefix, buildId) {
  const base =
    prefix?.trim() && /^[\w:.-]{1,100}$/.test(prefix.trim()) ? prefix.trim() : DEFAULT_PREFIX;
  return `${base}:${buildId}:`;
}

/**
 * The process's cache, opened on first use and kept on globalThis (Next may import this file
 * more than once). `next build` keeps to memory: prerendering must not need Redis.
 */
function processCache({ serverDistDir = '.next/server' }) {
  const slot = /** @type {Record<symbol, unknown>} */ (globalThis);
  slot[PROCESS_CACHE] ??= (async () => {
    const building = process.env.NEXT_PHASE === 'phase-production-build';
    const redisUrl = building ? undefined : process.env.REDIS_URL?.trim() || undefined;
    const keyPrefix = keyPrefixOf(process.env.REDIS_CACHE_PREFIX, buildIdOf(serverDistDir));
    let cache;
    try {
      cache = createSharedCache({ redisUrl, keyPrefix });
    } catch (error) {
      // A REDIS_URL ioredis cannot even parse: this process caches on its own, and says so.
      console.error('[next-cache] REDIS_URL unusable, caching in memory:', error);
      cache = createSharedCache({ keyPrefix });
    }
    await cache.ready;
    return cache;
  })();
  return /** @type {Promise<ReturnType<typeof createSharedCache>>} */ (slot[PROCESS_CACHE]);
}

export default createCacheHandlerClass(processCache);
