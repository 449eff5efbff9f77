// Next's incremental cache (ISR pages, route-handler responses and unstable_cache data) in Redis,
// shared by every instance (issue 11 point 6). next.config.ts names this file as `cacheHandler`
// when REDIS_URL is set; without it each process keeps Next's own memory cache and never loads
// this.
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
// - Keys under REDIS_CACHE_PREFIX and the build id, so two builds never read each other's entries.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ioredisAdapter } from '@fortedigital/nextjs-cache-handler/helpers/ioredisAdapter';
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { Redis } from 'ioredis';

const TAGS_HEADER = 'x-next-cache-tags';
const ONE_YEAR = 365 * 24 * 60 * 60;
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
  // Small and short-lived: it holds only what was rendered while Redis was away.
  const newLocal = () => createLruHandler({ maxItemsNumber: 500 });
  let local = newLocal();
  if (!redisUrl) {
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
      async close() {},
    };
  }

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
        local = newLocal();
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

  async function revalidateTag(tag) {
    await local.revalidateTag(tag);
    if (up()) {
      try {
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
    async close() {
      closing = true;
      await client.quit().catch(() => client.disconnect());
    },
  };
}

/** Tags of an entry: a response's from its header, a data entry's from Next's context. */
function tagsOf(data, ctx) {
  const header = data && typeof data === 'object' ? data.headers?.[TAGS_HEADER] : undefined;
  if (typeof header === 'string') return header.split(',').filter(Boolean);
  if (Array.isArray(header)) return header;
  return ctx?.tags ?? [];
}

/**
 * When Redis may drop the entry (seconds since the epoch): when Next would no longer serve it,
 * its expire (pages), else one and a half times its revalidate (data), a year without either.
 */
function lifespanOf(lastModified, revalidate, expire) {
  const lastModifiedAt = Math.floor(lastModified / 1000);
  const staleAge = typeof revalidate === 'number' && revalidate > 0 ? revalidate : ONE_YEAR;
  const expireAge =
    typeof expire === 'number' && expire > 0
      ? Math.max(expire, staleAge)
      : Math.floor(staleAge * 1.5);
  return {
    lastModifiedAt,
    staleAge,
    staleAt: lastModifiedAt + staleAge,
    expireAge,
    expireAt: lastModifiedAt + expireAge,
    revalidate,
  };
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
        const lastModified = Date.now();
        const cacheControl = ctx?.fetchCache ? undefined : ctx?.cacheControl;
        const revalidate = data?.kind === 'FETCH' ? data.revalidate : cacheControl?.revalidate;
        await cache.set(key, {
          lastModified,
          lifespan: lifespanOf(lastModified, revalidate, cacheControl?.expire),
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
