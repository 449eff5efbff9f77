import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { IncrementalCache } from 'next/dist/server/lib/incremental-cache';
import { SharedCacheControls } from 'next/dist/server/lib/incremental-cache/shared-cache-controls.external';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  PROCESS_CACHE,
  createCacheHandlerClass,
  createSharedCache,
  keyPrefixOf,
  type SharedCache,
} from '@/lib/server/cache/next-cache-handler.mjs';
import { PROCESS_CACHE as APP_PROCESS_CACHE } from '@/lib/server/data/expire';
import { startRelay } from '../support/tcp-relay';

// Next's cache handler over the real Redis. Each "instance" is what one server
// process has: its own connection and memory, the same key prefix. Next's own IncrementalCache
// (the code that decides hit, stale or miss) runs over them as it does in `next start`.

const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
const prefix = `voltara-test:next:${randomUUID()}`;
const quiet = () => ({ warn: vi.fn(), info: vi.fn() });
const instance = (keyPrefix = keyPrefixOf(prefix, 'build-1'), redisUrl = REDIS_URL) =>
  createSharedCache({ redisUrl, keyPrefix, log: quiet() });

const previewProps = {
  previewModeId: 'test-preview-id',
  previewModeSigningKey: 'test-signing-key',
  previewModeEncryptionKey: 'test-encryption-key',
};

const prerenderManifest = {
  version: 4,
  routes: {},
  dynamicRoutes: {},
  notFoundRoutes: [],
  preview: previewProps,
} as never;

/** Next's IncrementalCache as these tests call it (its kinds are const enums: plain strings here). */
type NextCache = {
  get(
    key: string,
    ctx: object,
  ): Promise<{
    isStale?: boolean | -1;
    value: unknown;
    cacheControl?: unknown;
    revalidateAfter?: number | false;
  } | null>;
  set(key: string, data: object | null, ctx: object): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
};

/**
 * Next's incremental cache of one request on an instance, with our handler class. Next keeps
 * the lifetimes of the pages a process rendered in memory; this test runs every instance in one
 * process, so they are forgotten first, as in a process that did not render them.
 */
function nextCacheOver(shared: SharedCache): NextCache {
  new SharedCacheControls(prerenderManifest).clear();
  return new IncrementalCache({
    dev: false,
    minimalMode: false,
    requestHeaders: {},
    serverDistDir: '/nonexistent/.next/server',
    previewProps,
    prerenderManifest,
    CurCacheHandler: createCacheHandlerClass(async () => shared) as never,
  }) as unknown as NextCache;
}

// What unstable_cache stores (lib/server/data/cached.ts) and what an on-demand ISR page stores.
const fetchKey = () => `data-${randomUUID()}`;
const fetchValue = (body: unknown) => ({
  kind: 'FETCH' as const,
  data: { headers: {}, body: JSON.stringify(body), status: 200, url: '' },
  revalidate: 3600,
});
const fetchSetCtx = { fetchCache: true as const, tags: ['news'], fetchIdx: 0, fetchUrl: 'x' };
const fetchGetCtx = {
  kind: 'FETCH' as const,
  revalidate: 3600,
  tags: ['news'],
  softTags: ['_N_T_/layout', '_N_T_/en/explore/news'],
  fetchIdx: 0,
  fetchUrl: 'x',
};
const route = { kind: 'APP_PAGE', sourceRoute: '/[locale]/(site)/explore/news/[id]/page' };
const pageValue = (html: string) => ({
  kind: 'APP_PAGE' as const,
  html,
  rscData: Buffer.from(`rsc of ${html}`),
  headers: { 'x-next-cache-tags': '_N_T_/layout,_N_T_/en/explore/news/7,news' },
  status: 200,
  postponed: undefined,
  segmentData: new Map([['/_tree', Buffer.from('tree')]]),
});
const pageSetCtx = {
  route,
  cacheControl: { revalidate: 3600, expire: 31_536_000 },
  isRoutePPREnabled: false,
  isFallback: false,
};
const pageGetCtx = {
  kind: 'APP_PAGE' as const,
  route,
  isRoutePPREnabled: false,
  isFallback: false,
};

/** A relay in front of Redis that a test can cut and restore ("Redis blinked"). */
async function relayToRedis() {
  const target = new URL(REDIS_URL);
  const [host, targetPort] = [target.hostname, Number(target.port || 6379)];
  let relay = await startRelay(host, targetPort);
  return {
    url: `redis://127.0.0.1:${relay.port}`,
    cut: () => relay.stop(),
    async restore() {
      relay = await startRelay(host, targetPort, relay.port);
    },
  };
}

const until = async (check: () => boolean, ms = 10_000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};

describe('the shared Next cache handler (Redis)', () => {
  let a: SharedCache;
  let b: SharedCache;
  const opened: SharedCache[] = [];
  const open = (cache: SharedCache) => (opened.push(cache), cache);

  beforeAll(async () => {
    a = open(instance());
    b = open(instance());
    await Promise.all([a.ready, b.ready]);
  });
  afterAll(async () => {
    await Promise.all(opened.map((cache) => cache.close()));
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length) await redis.unlink(...keys);
    await redis.quit();
  });

  it('is what the app expires tags through (lib/server/data/expire.ts)', () => {
    expect(PROCESS_CACHE).toBe(APP_PROCESS_CACHE);
  });

  it('keeps entries in Redis, under the prefix and the build id', async () => {
    expect(a.usesRedis()).toBe(true);
    const key = fetchKey();
    await nextCacheOver(a).set(key, fetchValue({ n: 1 }), fetchSetCtx);
    const redis = new Redis(REDIS_URL);
    try {
      expect(await redis.exists(`${prefix}:build-1:${key}`)).toBe(1);
      // Dropped by Redis when Next would render it again: at the data's revalidate time.
      const ttl = await redis.ttl(`${prefix}:build-1:${key}`);
      expect(ttl).toBeGreaterThan(3500);
      expect(ttl).toBeLessThanOrEqual(3600);
    } finally {
      await redis.quit();
    }
    // Another build reads nothing of this one.
    const other = open(instance(keyPrefixOf(prefix, 'build-2')));
    await other.ready;
    expect(await nextCacheOver(other).get(key, fetchGetCtx)).toBeNull();
  });

  it('serves data stored by one instance to another, fresh', async () => {
    const key = fetchKey();
    await nextCacheOver(a).set(key, fetchValue({ title: 'Stored on A' }), fetchSetCtx);
    const entry = await nextCacheOver(b).get(key, fetchGetCtx);
    expect(entry).toMatchObject({ isStale: false, value: { kind: 'FETCH', revalidate: 3600 } });
    expect(JSON.parse((entry?.value as { data: { body: string } }).data.body)).toEqual({
      title: 'Stored on A',
    });
  });

  it('serves a page stored by one instance to another as fresh, with its lifetime', async () => {
    const path = `/en/explore/news/${randomUUID()}`;
    await nextCacheOver(a).set(path, pageValue('<p>A</p>'), pageSetCtx);
    const entry = await nextCacheOver(b).get(path, pageGetCtx);
    // Fresh (a HIT): B never rendered it, so only the stored cacheControl says how long it lasts.
    expect(entry?.isStale).toBeFalsy();
    expect(Number(entry?.revalidateAfter) - Date.now()).toBeGreaterThan(3500_000);
    expect(entry?.cacheControl).toEqual({ revalidate: 3600, expire: 31_536_000 });
    const value = entry?.value as ReturnType<typeof pageValue>;
    expect(value.html).toBe('<p>A</p>');
    expect(Buffer.isBuffer(value.rscData) && value.rscData.toString()).toBe('rsc of <p>A</p>');
    expect(value.segmentData.get('/_tree')?.toString()).toBe('tree');
  });

  it('expires a tag on every instance at once, data and pages alike', async () => {
    const [data, other] = [fetchKey(), fetchKey()];
    const path = `/en/explore/news/${randomUUID()}`;
    const onA = nextCacheOver(a);
    await onA.set(data, fetchValue({ v: 1 }), fetchSetCtx);
    await onA.set(other, fetchValue({ v: 2 }), { ...fetchSetCtx, tags: ['products'] });
    await onA.set(path, pageValue('<p>old</p>'), pageSetCtx);
    // B has read them (no copy of its own may survive the revalidation).
    expect(await nextCacheOver(b).get(data, fetchGetCtx)).not.toBeNull();
    expect(await nextCacheOver(b).get(path, pageGetCtx)).not.toBeNull();

    await onA.revalidateTag(['news'], { expire: 0 });

    expect(await nextCacheOver(b).get(data, fetchGetCtx)).toBeNull();
    expect(await nextCacheOver(b).get(path, pageGetCtx)).toBeNull();
    expect(await nextCacheOver(a).get(data, fetchGetCtx)).toBeNull();
    // Another tag's entry stays.
    const kept = await nextCacheOver(b).get(other, { ...fetchGetCtx, tags: ['products'] });
    expect(kept?.isStale).toBe(false);
  });

  it('expires a path (revalidatePath) on every instance', async () => {
    const key = fetchKey();
    await nextCacheOver(a).set(key, fetchValue({ v: 1 }), fetchSetCtx);
    // A path's revalidation counts from its time: entries stored before it are gone.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await nextCacheOver(b).revalidateTag('_N_T_/en/explore/news');
    expect(await nextCacheOver(a).get(key, fetchGetCtx)).toBeNull();
  });

  // The race of a console write with a render of a list: the render reads the old rows, the
  // write commits and expires the tag, then the render is stored. Next dates an entry when it is
  // stored; stored after the expiry, the old list would be fresh until its revalidate time.
  const stores = [
    ['in Redis', () => open(instance())],
    [
      'in memory (no REDIS_URL)',
      () => open(createSharedCache({ keyPrefix: prefix, log: quiet() })),
    ],
  ] as const;
  for (const [where, make] of stores) {
    it(`never serves a render begun before its tag expired as fresh (${where})`, async () => {
      const cache = make();
      await cache.ready;
      const [data, path] = [fetchKey(), `/en/explore/news/${randomUUID()}`];
      // Two requests begin rendering (the data read and the page); a write then expires `news`.
      const [dataRender, pageRender] = [nextCacheOver(cache), nextCacheOver(cache)];
      await nextCacheOver(cache).revalidateTag(['news'], { expire: 0 });
      await dataRender.set(data, fetchValue({ v: 'before the write' }), fetchSetCtx);
      await pageRender.set(path, pageValue('<p>before the write</p>'), pageSetCtx);
      expect(await nextCacheOver(cache).get(data, fetchGetCtx)).toBeNull();
      expect(await nextCacheOver(cache).get(path, pageGetCtx)).toBeNull();

      // A render begun after the expiry is kept, and served fresh.
      const expiredAt = Date.now();
      while (Date.now() <= expiredAt) await new Promise((resolve) => setTimeout(resolve, 1));
      const later = nextCacheOver(cache);
      await later.set(data, fetchValue({ v: 'after the write' }), fetchSetCtx);
      await later.set(path, pageValue('<p>after the write</p>'), pageSetCtx);
      expect(await nextCacheOver(cache).get(data, fetchGetCtx)).toMatchObject({ isStale: false });
      const page = await nextCacheOver(cache).get(path, pageGetCtx);
      expect(page?.isStale).toBeFalsy();
      expect((page?.value as ReturnType<typeof pageValue>).html).toBe('<p>after the write</p>');
    });
  }

  it('keeps serving from memory when Redis is unreachable, and says so once', async () => {
    const log = quiet();
    const down = open(
      createSharedCache({
        redisUrl: 'redis://127.0.0.1:1',
        keyPrefix: keyPrefixOf(prefix, 'build-1'),
        connectWaitMs: 200,
        log,
      }),
    );
    await down.ready;
    expect(down.usesRedis()).toBe(false);
    const next = nextCacheOver(down);
    const key = fetchKey();
    await next.set(key, fetchValue({ v: 'local' }), fetchSetCtx);
    expect(await next.get(key, fetchGetCtx)).toMatchObject({ isStale: false });
    await next.revalidateTag('news');
    expect(await next.get(key, fetchGetCtx)).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 500)); // reconnect attempts meanwhile
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn.mock.calls[0]?.[0]).toMatch(/Redis unavailable/);
  });

  it('rides out a Redis blink and replays the revalidation it missed', async () => {
    const relay = await relayToRedis();
    const log = quiet();
    const blinking = open(
      createSharedCache({
        redisUrl: relay.url,
        keyPrefix: keyPrefixOf(prefix, 'build-1'),
        timeoutMs: 300,
        log,
      }),
    );
    await blinking.ready;
    expect(blinking.usesRedis()).toBe(true);
    const key = fetchKey();
    await nextCacheOver(b).set(key, fetchValue({ v: 'before' }), fetchSetCtx);
    expect(await nextCacheOver(blinking).get(key, fetchGetCtx)).not.toBeNull();

    await relay.cut();
    await until(() => !blinking.usesRedis());
    // Down: no request fails; this process caches on its own meanwhile.
    const during = fetchKey();
    const next = nextCacheOver(blinking);
    await expect(next.get(key, fetchGetCtx)).resolves.toBeNull();
    await next.set(during, fetchValue({ v: 'during' }), fetchSetCtx);
    expect(await next.get(during, fetchGetCtx)).not.toBeNull();
    // A publish here while cut off: Redis (and so B) cannot hear of it yet.
    await next.revalidateTag(['news'], { expire: 0 });
    expect(await nextCacheOver(b).get(key, fetchGetCtx)).not.toBeNull();

    await relay.restore();
    await until(() => blinking.usesRedis());
    // Back: the missed revalidation reached Redis, and the memory copy is gone.
    await until(() => log.info.mock.calls.length > 0);
    expect(await nextCacheOver(b).get(key, fetchGetCtx)).toBeNull();
    expect(await nextCacheOver(blinking).get(during, fetchGetCtx)).toBeNull();
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.info).toHaveBeenCalledTimes(1);
    await relay.cut();
  });
});
