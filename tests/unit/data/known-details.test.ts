import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  MISSING_DETAIL_HEADER,
  missingPage,
  setDetailLookup,
  type DetailKind,
} from '@/lib/known-details';
import type { Db } from '@/lib/server/db/client';
import { createKnownDetails, type DetailSource } from '@/lib/server/data/known-details';

// The index of detail ids the proxy answers unknown ones from (lib/server/data/known-details.ts):
// what it vouches for, when it reads its table again, and what it leaves to the page.

const kinds: DetailKind[] = ['newsDetail', 'blogDetail', 'productDetail', 'warrantyVerify'];

/** A table per kind whose rows a test changes, counting its reads. */
function tables(initial: Partial<Record<DetailKind, string[]>> = {}) {
  const rows = new Map(kinds.map((k) => [k, initial[k] ?? []]));
  const reads = new Map(kinds.map((k) => [k, 0]));
  const sources = Object.fromEntries(
    kinds.map((kind): [DetailKind, DetailSource] => [
      kind,
      {
        tag: `tag-${kind}`,
        read: async (_db, limit) => {
          reads.set(kind, reads.get(kind)! + 1);
          return rows.get(kind)!.slice(0, limit);
        },
      },
    ]),
  ) as Record<DetailKind, DetailSource>;
  return { rows, reads, sources };
}

function index(
  table: ReturnType<typeof tables>,
  options: { maxIds?: number; getDb?: () => Promise<Db> } = {},
) {
  const expiries = new Map<string, number | undefined>();
  const known = createKnownDetails({
    sources: table.sources,
    getDb: options.getDb ?? (async () => ({}) as Db),
    expiredAt: async (tag) => (expiries.has(tag) ? expiries.get(tag) : 0),
    maxIds: options.maxIds,
    log: { warn: vi.fn() },
  });
  /** A console write: the row is there, then its tag expires. */
  const write = (kind: DetailKind, id: string, at: number) => {
    table.rows.get(kind)!.push(id);
    expiries.set(`tag-${kind}`, at);
  };
  return { has: known.has, expiries, write };
}

describe('the index of detail ids', () => {
  afterEach(() => setDetailLookup(undefined));

  it('knows every id of its table, and that others do not exist', async () => {
    const table = tables({ newsDetail: ['1', '2'], blogDetail: ['lfp-basics'] });
    const { has } = index(table);
    expect(await has('newsDetail', '1')).toBe(true);
    expect(await has('newsDetail', '3')).toBe(false);
    expect(await has('blogDetail', 'lfp-basics')).toBe(true);
    expect(await has('blogDetail', 'LFP-basics')).toBe(false);
    expect(await has('warrantyVerify', 'A'.repeat(22))).toBe(false);
  });

  it('reads its table once however many unknown ids are asked for', async () => {
    const table = tables({ newsDetail: ['1'] });
    const { has } = index(table);
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => has('newsDetail', String(1000 + i))),
    );
    expect(new Set(answers)).toEqual(new Set([false]));
    expect(table.reads.get('newsDetail')).toBe(1);
  });

  it('reads its table again once its tag has expired: a new id is found at once', async () => {
    const table = tables({ productDetail: ['battery-a'] });
    const { has, write } = index(table);
    expect(await has('productDetail', 'battery-b')).toBe(false);
    write('productDetail', 'battery-b', 1_000);
    expect(await has('productDetail', 'battery-b')).toBe(true);
    expect(await has('productDetail', 'battery-c')).toBe(false);
    expect(table.reads.get('productDetail')).toBe(2);
  });

  it('leaves the answer to the page while the expiry of its tag is not known', async () => {
    const table = tables({ newsDetail: ['1'] });
    const { has, expiries } = index(table);
    expect(await has('newsDetail', '2')).toBe(false);
    expiries.set('tag-newsDetail', undefined);
    expect(await has('newsDetail', '2')).toBeUndefined();
    // An id it has is still known.
    expect(await has('newsDetail', '1')).toBe(true);
  });

  it('keeps no ids of a table past its bound, and leaves that table to the page', async () => {
    const table = tables({ newsDetail: ['1', '2', '3'] });
    const { has } = index(table, { maxIds: 2 });
    expect(await has('newsDetail', '9')).toBeUndefined();
    expect(await has('newsDetail', '1')).toBeUndefined();
  });

  it('leaves the answer to the page while its database is away, without asking it per request', async () => {
    const table = tables();
    const getDb = vi.fn(async (): Promise<Db> => {
      throw new Error('connection refused');
    });
    const { has } = index(table, { getDb });
    for (let i = 0; i < 50; i += 1) expect(await has('newsDetail', String(i + 1))).toBeUndefined();
    expect(getDb).toHaveBeenCalledTimes(1);
  });
});

describe("the proxy's question (lib/known-details.ts)", () => {
  afterEach(() => setDetailLookup(undefined));

  it('asks the index about well-formed detail ids only', async () => {
    const asked: string[] = [];
    setDetailLookup(async (kind, id) => {
      asked.push(`${kind}:${id}`);
      return id === '12' || id === 'B'.repeat(22);
    });
    expect(await missingPage('/explore/news/99')).toBe('detail');
    expect(await missingPage('/explore/news/12')).toBe(false);
    expect(await missingPage('/warranty/verify/' + 'A'.repeat(22))).toBe('certificate');
    expect(await missingPage('/warranty/verify/' + 'B'.repeat(22))).toBe(false);
    // Pages of their own, lists and anything else are answered without it.
    expect(missingPage('/products/high-voltage-lfp-battery')).toBe(false);
    expect(missingPage('/explore/news')).toBe(false);
    expect(missingPage('/about-us')).toBe(false);
    expect(asked).toEqual([
      'newsDetail:99',
      'newsDetail:12',
      `warrantyVerify:${'A'.repeat(22)}`,
      `warrantyVerify:${'B'.repeat(22)}`,
    ]);
  });

  it('answers a certificate check without a well-formed code at once, index or not', () => {
    for (const lookup of [undefined, async () => true]) {
      setDetailLookup(lookup);
      for (const rest of [
        '/warranty/verify',
        '/warranty/verify/short',
        '/warranty/verify/' + 'A'.repeat(21) + '!',
        "/warranty/verify/'; DROP TABLE",
        '/warranty/verify/' + 'A'.repeat(22) + '/more',
        '/warranty/verify/' + 'x'.repeat(5000),
      ]) {
        expect(missingPage(rest), rest).toBe('certificate');
      }
    }
    // Other detail routes leave a malformed id to the routing rules (it never gets here).
    setDetailLookup(undefined);
    expect(missingPage('/explore/news/not-a-number')).toBe(false);
  });

  it('is never sure without an index, or when it fails or cannot tell', async () => {
    expect(missingPage('/explore/news/99')).toBe(false);
    expect(missingPage('/warranty/verify/' + 'A'.repeat(22))).toBe(false);
    setDetailLookup(async () => undefined);
    expect(await missingPage('/explore/news/99')).toBe(false);
    expect(await missingPage('/warranty/verify/' + 'A'.repeat(22))).toBe(false);
    setDetailLookup(async () => {
      throw new Error('broken');
    });
    expect(await missingPage('/explore/news/99')).toBe(false);
  });
});

describe('proxy.ts with the index', () => {
  afterEach(() => setDetailLookup(undefined));

  /** The request header the proxy hands on to Next's router (its rewrites read it). */
  const markOf = async (path: string, headers: Record<string, string> = {}) => {
    const { proxy } = await import('@/proxy');
    const response = await proxy(new NextRequest(`http://127.0.0.1:3000${path}`, { headers }));
    return {
      response,
      mark: response.headers.get(`x-middleware-request-${MISSING_DETAIL_HEADER}`),
      overridden: response.headers.get('x-middleware-override-headers') ?? '',
    };
  };

  it("marks an unknown id with its page's locale, a public page like any other", async () => {
    setDetailLookup(async (_kind, id) => id === '12');
    const unknown = await markOf('/de/explore/news/99');
    expect(unknown.mark).toBe('de-DE');
    expect(unknown.response.headers.get('cache-control')).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=60',
    );
    expect(unknown.response.headers.get('content-security-policy')).toContain("'unsafe-inline'");
    expect((await markOf('/explore/blog/no-such-post')).mark).toBe('en-US');
    // A known id and any other page go on untouched.
    for (const path of ['/de/explore/news/12', '/de/explore/news', '/about-us']) {
      const { mark, overridden } = await markOf(path);
      expect(mark, path).toBeNull();
      expect(overridden, path).toBe('');
    }
  });

  it("marks a malformed or unknown certificate code for the check's own not-found page", async () => {
    setDetailLookup(async (_kind, id) => id === 'B'.repeat(22));
    const headers = { 'x-forwarded-for': '198.51.100.60' };
    for (const [path, mark] of [
      ['/warranty/verify/short', 'certificate:en-US'],
      ["/fr/warranty/verify/'%3B%20DROP%20TABLE", 'certificate:fr-FR'],
      ['/de/warranty/verify/' + 'A'.repeat(22), 'certificate:de-DE'],
      ['/cn/warranty/verify', 'certificate:zh-CN'],
    ] as const) {
      const { response, mark: got } = await markOf(path, headers);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('location'), path).toBeNull();
      expect(got, path).toBe(mark);
    }
    expect((await markOf('/warranty/verify/' + 'B'.repeat(22), headers)).mark).toBeNull();
    // A visitor's own certificate mark is removed like any other.
    const own = await markOf('/warranty/verify/' + 'B'.repeat(22), {
      ...headers,
      [MISSING_DETAIL_HEADER]: 'certificate:en-US',
    });
    expect(own.overridden.split(',')).not.toContain(MISSING_DETAIL_HEADER);
  });

  it("removes a visitor's own mark", async () => {
    setDetailLookup(async () => true);
    for (const path of ['/de/explore/news/12', '/about-us', '/login']) {
      const { mark, overridden } = await markOf(path, { [MISSING_DETAIL_HEADER]: 'en-US' });
      expect(mark, path).toBeNull();
      expect(overridden.split(','), path).not.toContain(MISSING_DETAIL_HEADER);
    }
  });
});
