import { describe, expect, it } from 'vitest';
import { bucketByWebsite, emptyBuckets, fetchI18nConfig, fetchItem, fetchList } from '@/lib/api';
import { fakeBackend, json, ok, queryOf } from './fake-backend';

type News = { id: number; websiteId: number; state: boolean };
const ALL = ['cn', 'en', 'au', 'de', 'it', 'nl', 'fr'];

describe('bucketByWebsite', () => {
  it('maps websiteId 1–7 to cn, au, en, de, it, nl, fr', () => {
    const items = [1, 2, 3, 4, 5, 6, 7].map((websiteId) => ({ websiteId, state: true }));
    const buckets = bucketByWebsite(items);
    expect(buckets.cn).toEqual([items[0]]);
    expect(buckets.au).toEqual([items[1]]);
    expect(buckets.en).toEqual([items[2]]);
    expect(buckets.de).toEqual([items[3]]);
    expect(buckets.it).toEqual([items[4]]);
    expect(buckets.nl).toEqual([items[5]]);
    expect(buckets.fr).toEqual([items[6]]);
  });

  it('puts an unknown websiteId in en', () => {
    const items = [
      { websiteId: 99, state: true },
      { websiteId: 0, state: 1 },
    ];
    expect(bucketByWebsite(items).en).toEqual(items);
  });

  it('puts an item without websiteId in en', () => {
    const item = { state: true, title: 'x' };
    expect(bucketByWebsite([item]).en).toEqual([item]);
  });

  it('reads a numeric-string websiteId as its number', () => {
    const item = { websiteId: '4', state: true };
    expect(bucketByWebsite([item]).de).toEqual([item]);
  });

  it('drops items with a falsy state', () => {
    const items = [false, 0, null, undefined, ''].map((state) => ({ websiteId: 4, state }));
    expect(bucketByWebsite([...items, { websiteId: 4 }]).de).toEqual([]);
  });

  it('always returns all seven buckets', () => {
    expect(Object.keys(bucketByWebsite([])).sort()).toEqual([...ALL].sort());
    expect(Object.keys(emptyBuckets()).sort()).toEqual([...ALL].sort());
  });
});

describe('fetchList', () => {
  it('GETs the path with page=1 and size=9999 and buckets the data', async () => {
    const { client, requests } = fakeBackend(() =>
      ok([
        { id: 1, websiteId: 1, state: true },
        { id: 2, websiteId: 7, state: true },
        { id: 3, websiteId: 7, state: false },
      ]),
    );
    const buckets = await fetchList<News>(client, '/news');
    expect(new URL(requests[0]!.url).pathname).toBe('/api/news');
    expect(queryOf(requests[0]).get('page')).toBe('1');
    expect(queryOf(requests[0]).get('size')).toBe('9999');
    expect(buckets.cn.map((n) => n.id)).toEqual([1]);
    expect(buckets.fr.map((n) => n.id)).toEqual([2]);
  });

  it('returns empty buckets when the request fails', async () => {
    const { client } = fakeBackend(() => json({ code: 500, message: 'x' }, 500));
    expect(await fetchList(client, '/news')).toEqual(emptyBuckets());
  });

  it('returns empty buckets when the body is rejected', async () => {
    const { client } = fakeBackend(() => json({ code: 401, message: 'x' }));
    expect(await fetchList(client, '/news')).toEqual(emptyBuckets());
  });

  it('returns empty buckets when there is no answer at all', async () => {
    const { client } = fakeBackend(() => Promise.reject(new Error('down')));
    expect(await fetchList(client, '/news')).toEqual(emptyBuckets());
  });

  it('returns empty buckets when data is not an array', async () => {
    const { client } = fakeBackend(() => ok({ rows: [] }));
    expect(await fetchList(client, '/news')).toEqual(emptyBuckets());
  });
});

describe('fetchI18nConfig', () => {
  it('GETs /config/i18n with page=1 and size=9999 and returns data by language tag', async () => {
    const data = { 'zh-CN': { phone: '1' }, 'en-US': { phone: '2' } };
    const { client, requests } = fakeBackend(() => ok(data));
    expect(await fetchI18nConfig(client)).toEqual(data);
    expect(new URL(requests[0]!.url).pathname).toBe('/api/config/i18n');
    expect(queryOf(requests[0]).get('page')).toBe('1');
    expect(queryOf(requests[0]).get('size')).toBe('9999');
  });

  it('swallows a failure and returns an empty configuration', async () => {
    const { client } = fakeBackend(() => json({ code: 503, message: 'x' }, 503));
    await expect(fetchI18nConfig(client)).resolves.toEqual({});
  });
});

describe('fetchItem', () => {
  it('returns body.data', async () => {
    const { client } = fakeBackend(() => ok({ id: 5 }));
    await expect(fetchItem(client, '/news/5')).resolves.toEqual({ id: 5 });
  });

  it('returns null when the envelope code is 404', async () => {
    const { client } = fakeBackend(() => json({ code: 404, message: 'Not found' }, 404));
    await expect(fetchItem(client, '/news/404')).resolves.toBeNull();
  });

  it('rejects other failures', async () => {
    const { client } = fakeBackend(() => json({ code: 401, message: 'Unauthorized' }, 401));
    await expect(fetchItem(client, '/me')).rejects.toMatchObject({ status: 401 });
  });
});
