import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  MAX_LIFETIME,
  createCacheHandlerClass,
  createSharedCache,
  keyPrefixOf,
  lifespanOf,
  type SharedCache,
} from '@/lib/server/cache/next-cache-handler.mjs';

// What Next's cache handler keeps, and for how long (docs/decisions/redis-cache-handler.md): no
// entry for a 404 or for a read that found nothing, whatever the path asked for, and no entry
// in Redis longer than its revalidate time (a day without one).

const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
const prefix = `voltara-test:bounds:${randomUUID()}`;
const keyPrefix = keyPrefixOf(prefix, 'build-1');
const quiet = () => ({ warn: vi.fn(), info: vi.fn() });

/** The fields Redis keeps without an expiry: the tag-expiry hashes and the package's index. */
const INDEX_HASHES = ['__sharedTags__', '__sharedTagsTtl__', '__expired_tags__'];

const page = (status: number, revalidate: number | false = false) => ({
  data: {
    kind: 'APP_PAGE' as const,
    html: `<p>${status}</p>`,
    rscData: Buffer.from('rsc'),
    headers: { 'x-next-cache-tags': '_N_T_/layout,news' },
    status,
    postponed: undefined,
    segmentData: new Map([['/_tree', Buffer.from('tree')]]),
  },
  ctx: { cacheControl: { revalidate, expire: 31_536_000 }, isFallback: false },
});
const read = (result: unknown, revalidate = 3600) => ({
  data: {
    kind: 'FETCH' as const,
    data: { headers: {}, body: JSON.stringify(result), status: 200, url: '' },
    revalidate,
  },
  ctx: { fetchCache: true as const, tags: ['news'], fetchIdx: 0, fetchUrl: 'x' },
});
type Stored = { data: object; ctx: object };

describe('the lifetime of an entry', () => {
  const now = Date.parse('2025-06-01T00:00:00Z');
  const at = (seconds: number) => Math.floor(now / 1000) + seconds;

  it('is its revalidate time', () => {
    expect(lifespanOf(now, 3600).expireAt).toBe(at(3600));
    expect(lifespanOf(now, 60).expireAt).toBe(at(60));
  });

  it('is a day for an entry without one (on-demand ISR), and never longer', () => {
    expect(MAX_LIFETIME).toBe(86_400);
    for (const revalidate of [false, undefined, 0, 31_536_000] as const) {
      expect(lifespanOf(now, revalidate).expireAt).toBe(at(MAX_LIFETIME));
    }
  });
});

describe.each([
  ['in Redis', true],
  ['in memory', false],
] as const)('what the handler keeps, %s', (_where, withRedis) => {
  let shared: SharedCache;
  let handler: InstanceType<ReturnType<typeof createCacheHandlerClass>>;
  const store = ({ data, ctx }: Stored, key: string) =>
    handler.set(key, data as never, ctx as never);
  const get = (key: string) => handler.get(key, { kind: 'APP_PAGE' } as never);

  beforeAll(async () => {
    shared = createSharedCache({
      redisUrl: withRedis ? REDIS_URL : undefined,
      keyPrefix,
      log: quiet(),
    });
    await shared.ready;
    if (withRedis) expect(shared.usesRedis()).toBe(true);
    const Handler = createCacheHandlerClass(async () => shared);
    handler = new Handler();
  });

  afterAll(async () => {
    await shared?.close();
  });

  it('keeps no 404 of an unknown path, nor a read that found nothing', async () => {
    const path = `/en-US/explore/news/${Date.now()}`;
    await store(page(404), path);
    expect(await get(path)).toBeNull();
    const data = `data-${randomUUID()}`;
    await store(read(null), data);
    expect(await get(data)).toBeNull();
    // A page and a read that found something are kept.
    const known = `/en-US/explore/news/${randomUUID()}`;
    await store(page(200), known);
    expect(await get(known)).not.toBeNull();
    await store(read({ id: 7 }), data);
    expect(await get(data)).not.toBeNull();
  });

  it('drops a kept copy when the path turns 404 or the read finds nothing', async () => {
    const path = `/de-DE/products/${randomUUID()}`;
    await store(page(200), path);
    await store(page(404), path);
    expect(await get(path)).toBeNull();
    const data = `data-${randomUUID()}`;
    await store(read({ id: 7 }), data);
    await store(read(null), data);
    expect(await get(data)).toBeNull();
  });

  it("keeps each language's not-found pages, and no other 404", async () => {
    for (const locale of ['en-US', 'de-DE', 'zh-CN']) {
      for (const page404 of ['missing', 'missing-certificate']) {
        const key = `/route-cache/APP_PAGE/${randomUUID()}/$/${locale}/${page404}`;
        await store(page(404), key);
        expect(await get(key), `${locale} ${page404}`).not.toBeNull();
      }
    }
    // A product, a blog post or a certificate code of that name is no such page.
    for (const path of [
      '/en-US/products/missing',
      '/de-DE/explore/blog/missing',
      '/fr-FR/warranty/verify/missing-certificate',
      '/it-IT/missing-certificates',
    ]) {
      await store(page(404), path);
      expect(await get(path), path).toBeNull();
    }
  });
});

describe('what the handler writes to Redis', () => {
  // A build of its own: only this test's keys are under it.
  const keyPrefix = keyPrefixOf(prefix, 'build-2');
  let shared: SharedCache;
  let redis: Redis;

  beforeAll(async () => {
    shared = createSharedCache({ redisUrl: REDIS_URL, keyPrefix, log: quiet() });
    await shared.ready;
    redis = new Redis(REDIS_URL);
  });

  afterAll(async () => {
    await shared?.close();
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length) await redis.unlink(...keys);
    await redis.quit();
  });

  it('gives every entry an expiry no later than its revalidate time, and a 404 no key', async () => {
    const handler = new (createCacheHandlerClass(async () => shared))();
    const stored: [key: string, entry: Stored, ttl: number][] = [
      [`/en-US/explore/news/${randomUUID()}`, page(200), MAX_LIFETIME],
      [`/en-US/warranty/verify/${randomUUID()}`, page(200, 3600), 3600],
      [`/it-IT/explore/activity`, page(200, 60), 60],
      [`data-${randomUUID()}`, read({ id: 1 }), 3600],
      [`data-${randomUUID()}`, read([1, 2], 120), 120],
      [`/en-US/missing`, page(404), MAX_LIFETIME],
    ];
    for (const [key, { data, ctx }] of stored) await handler.set(key, data as never, ctx as never);
    const refused = Array.from({ length: 50 }, (_, i) => `/fr-FR/explore/blog/unknown-${i}`);
    for (const key of refused) await handler.set(key, page(404).data as never, {} as never);
    for (let i = 0; i < 50; i += 1) {
      await handler.set(`data-${randomUUID()}`, read(null).data as never, read(null).ctx as never);
    }
    await shared.expireTags(['blogs']);

    const keys = await redis.keys(`${keyPrefix}*`);
    const entries = keys.filter((k) => !INDEX_HASHES.includes(k.slice(keyPrefix.length)));
    expect(entries.sort()).toEqual(stored.map(([key]) => keyPrefix + key).sort());
    for (const [key, , ttl] of stored) {
      const left = await redis.ttl(keyPrefix + key);
      expect(left, key).toBeGreaterThan(ttl - 5);
      expect(left, key).toBeLessThanOrEqual(ttl);
    }
    // The package's index of entries names the stored ones only.
    expect(await redis.hlen(`${keyPrefix}__sharedTags__`)).toBe(stored.length);
    expect(await redis.hlen(`${keyPrefix}__sharedTagsTtl__`)).toBe(stored.length);
  });
});
