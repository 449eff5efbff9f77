import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { setAuthLimiters } from '@/lib/server/account/limits';
import { app } from '@/lib/server/api/app';
import { PROCESS_CACHE } from '@/lib/server/data/expire';
import { closeDb, getDb } from '@/lib/server/db/client';
import { createSearchLimiters, setSearchLimiters } from '@/lib/server/search/limits';
import type { SearchResponse } from '@/lib/search/types';
import { testDriver, useTestDatabase } from '../../support/db';
import { Browser, signedInUser } from '../../support/accounts';
import { useAccountEnv, useGenerousLimits } from '../account/helpers';

// Next's data cache kept for real, with its tags: a search answer stays cached until a console
// write expires one of the searched collections, as in the running site.
vi.mock('next/cache', async () => {
  const base = await import('../../support/next-cache');
  const store = new Map<string, { tags: string[]; value: unknown }>();
  const unstable_cache =
    <A extends unknown[], R>(
      fn: (...args: A) => Promise<R>,
      keyParts: string[],
      options: { tags?: string[] } = {},
    ) =>
    async (...args: A) => {
      const key = JSON.stringify([keyParts, args]);
      if (!store.has(key)) store.set(key, { tags: options.tags ?? [], value: await fn(...args) });
      return store.get(key)!.value as R;
    };
  const revalidateTag = (tag: string) => {
    for (const [key, entry] of store) if (entry.tags.includes(tag)) store.delete(key);
  };
  return { ...base, unstable_cache, revalidateTag };
});

// The cache handler's record of when each tag expired (lib/server/data/expire.ts), which the
// running site has once Next opened its cache: the vocabulary of corrections follows it.
const expiries = new Map<string, number>();
const processCache = globalThis as { [PROCESS_CACHE]?: Promise<unknown> };

type Answer = { status: number; body: { code: number; message: string; data?: SearchResponse } };

async function ask(query: string, ip = '203.0.113.5'): Promise<Answer> {
  const res = await app.request(`/api/search?${query}`, { headers: { 'X-Forwarded-For': ip } });
  return { status: res.status, body: (await res.json()) as Answer['body'] };
}
/** Percent-encoding that also writes lone surrogates (as WTF-8 bytes), as a script might. */
const encode = (text: string) =>
  text.replace(/[\s\S]/gu, (ch) => {
    const code = ch.codePointAt(0)!;
    if (code < 0xd800 || code > 0xdfff) return encodeURIComponent(ch);
    return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
      .map((b) => `%${b.toString(16).toUpperCase()}`)
      .join('');
  });
const q = (text: string, lang = 'en', extra = '') => ask(`q=${encode(text)}&lang=${lang}${extra}`);

describe(`GET /api/search (${testDriver})`, () => {
  let editor: Browser;
  // A German news article as an editor writes it in the console: created, then a later version.
  const newsBase = { websiteId: 4, summary: 'Neu', body: 'Text', publishedOn: '2025-06-30' };
  const news = {
    create: (state: string, title: string) =>
      editor.post('/api/admin/content/news', { ...newsBase, state, title }),
    put: (id: number, state: string, title: string, revision: number) =>
      editor.request('PUT', `/api/admin/content/news/${id}/4`, {
        ...newsBase,
        state,
        title,
        revision,
      }),
  };

  beforeAll(async () => {
    processCache[PROCESS_CACHE] = Promise.resolve({
      expireTags: async (tags: readonly string[]) => {
        for (const tag of tags) expiries.set(tag, expiries.size + Math.random());
      },
      tagExpiredAt: async (tag: string) => expiries.get(tag) ?? 0,
    });
    useAccountEnv();
    await useTestDatabase('search_api');
    await getDb();
    await useGenerousLimits();
    await setSearchLimiters(
      createSearchLimiters({
        keyPrefix: `test:${Math.random()}`,
        perIp: { points: 5000, duration: 60 },
      }),
    );
    editor = await signedInUser({ role: 'editor' });
  }, 120_000);
  afterAll(async () => {
    delete processCache[PROCESS_CACHE];
    await setAuthLimiters(undefined);
    await setSearchLimiters(undefined);
    await closeDb();
  });

  it('answers results of the asked language with type, highlighted snippet, link and facets', async () => {
    const { status, body } = await q('Wechselrichter', 'de');
    expect(status).toBe(200);
    const data = body.data!;
    expect(data.otherLanguages).toBe(false);
    expect(data.hits.length).toBeGreaterThan(0);
    expect(data.hits.every((h) => h.lang === 'de')).toBe(true);
    const product = data.hits.find((h) => h.kind === 'product')!;
    expect(product.href).toMatch(/^\/de\/products\//);
    expect(product.title.some((p) => p.hit && /wechselrichter/i.test(p.text))).toBe(true);
    expect(data.facets.reduce((n, f) => n + f.n, 0)).toBe(data.total);
    const downloads = data.facets.find((f) => f.kind === 'download')!;
    // A download leads straight to its file.
    const filtered = (await q('Wechselrichter', 'de', '&type=download')).body.data!;
    expect(filtered.hits).toHaveLength(Math.min(downloads.n, 20));
    expect(filtered.hits.every((h) => h.kind === 'download' && h.href.startsWith('/files/'))).toBe(
      true,
    );
  });

  it('matches "energie" to "énergie" and marks it in the snippet', async () => {
    const data = (await q('energie', 'fr')).body.data!;
    expect(data.hits.length).toBeGreaterThan(0);
    const marked = data.hits.flatMap((h) => [...h.title, ...h.snippet]).filter((p) => p.hit);
    expect(marked.some((p) => p.text.toLowerCase() === 'énergie')).toBe(true);
  });

  it('offers other languages, labelled, only when the current one has no match', async () => {
    const data = (await q('Hybridwechselrichter', 'en')).body.data!;
    expect(data.otherLanguages).toBe(true);
    expect(data.hits.length).toBeGreaterThan(0);
    expect(data.hits.every((h) => h.lang === 'de')).toBe(true);
    expect((await q('inverter', 'en')).body.data!.otherLanguages).toBe(false);
  });

  it('follows console writes: a published article is found, an edit re-indexed, an unpublished one gone', async () => {
    const word = 'Zauberspeicherwunder';
    expect((await q(word, 'de')).body.data!.total).toBe(0);
    const created = await news.create('published', `Der ${word} ist da`);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = (created.body.data as { id: number }).id;
    const found = (await q(word, 'de')).body.data!;
    expect(found.hits.map((h) => `${h.kind}:${h.id}`)).toEqual([`news:${id}`]);
    expect(found.hits[0]!.href).toBe(`/de/explore/news/${id}`);
    // Compound tail and typo reach it too.
    expect((await q('Wunder', 'de')).body.data!.hits.some((h) => h.id === String(id))).toBe(true);

    const path = `/api/admin/content/news/${id}/4`;
    const edit = await news.put(id, 'published', 'Ein ganz anderer Titel', 1);
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    expect((await q(word, 'de')).body.data!.total).toBe(0);
    expect((await q('anderer Titel', 'de')).body.data!.hits[0]?.id).toBe(String(id));

    const unpublish = await news.put(id, 'draft', 'Ein ganz anderer Titel', 2);
    expect(unpublish.status).toBe(200);
    expect((await q('anderer Titel', 'de')).body.data!.hits.some((h) => h.id === String(id))).toBe(
      false,
    );
    const removed = await editor.request('DELETE', `${path}?revision=3`);
    expect(removed.status).toBe(200);
  });

  it('corrects a query that matches nothing from the site’s words, says so, and not with exact=1', async () => {
    const data = (await q('baterry')).body.data!;
    expect(data).toMatchObject({ query: 'baterry', correction: 'battery', otherLanguages: false });
    expect(data.hits.length).toBeGreaterThan(0);
    expect(data.hits.every((h) => h.lang === 'en')).toBe(true);
    // The corrected word is what the results mark.
    const marked = data.hits.flatMap((h) => [...h.title, ...h.snippet]).filter((p) => p.hit);
    expect(marked.some((p) => p.text.toLowerCase() === 'battery')).toBe(true);
    expect((await q('baterry', 'en', '&exact=1')).body.data).toMatchObject({
      correction: null,
      total: 0,
      hits: [],
    });
    expect((await q('baterry', 'en', '&exact=0')).body.data!.correction).toBe('battery');
    expect((await q('Baterrie', 'de')).body.data!.correction).toBe('Batterie');
    // A query that finds something as typed is never corrected.
    expect((await q('battery')).body.data!.correction).toBeNull();
  });

  it('corrects to the words of newly published content, never to a draft’s', async () => {
    // A made-up word of 7 letters; typed with an l doubled and the a dropped, two edits.
    const typo = 'Zolltrx';
    const correction = async () => (await q(typo, 'de')).body.data!.correction;
    expect(await correction()).toBeNull();
    const created = await news.create('draft', 'Der Zoltrax ist da');
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = (created.body.data as { id: number }).id;
    expect(await correction()).toBeNull();
    const publish = await news.put(id, 'published', 'Der Zoltrax ist da', 1);
    expect(publish.status, JSON.stringify(publish.body)).toBe(200);
    const found = (await q(typo, 'de')).body.data!;
    expect(found.correction).toBe('Zoltrax');
    expect(found.hits.map((h) => `${h.kind}:${h.id}`)).toEqual([`news:${id}`]);
    const removed = await editor.request('DELETE', `/api/admin/content/news/${id}/4?revision=2`);
    expect(removed.status).toBe(200);
    expect(await correction()).toBeNull();
  });

  it('never corrects a word of the visitor’s language into another language’s', async () => {
    // "Quarvex" is German on this site, "Quavrix" Australian English (website 2), two edits apart
    // (too far for the first search's typo tolerance, within a correction's); "flumbles" too.
    const german = await news.create('published', 'Der Quarvex ist da');
    const english = await editor.post('/api/admin/content/news', {
      ...newsBase,
      websiteId: 2,
      state: 'published',
      title: 'The Quavrix flumbles',
    });
    expect(english.status, JSON.stringify(english.body)).toBe(200);
    const ids = [german, english].map((r) => (r.body.data as { id: number }).id);
    // Found nowhere as typed; the German word stays as typed, and nothing else is near.
    expect((await q('Quarvex flumbles', 'de')).body.data).toMatchObject({
      correction: null,
      total: 0,
    });
    // The Australian visitor's slip is corrected from their own language's words.
    expect((await q('Quarvex flumbles', 'au')).body.data!.correction).toBe('Quavrix flumbles');
    for (const [id, site] of [
      [ids[0], 4],
      [ids[1], 2],
    ]) {
      const removed = await editor.request(
        'DELETE',
        `/api/admin/content/news/${id}/${site}?revision=1`,
      );
      expect(removed.status).toBe(200);
    }
  });

  it('answers empty, blank and 1-character queries with no results, fast', async () => {
    for (const text of ['', '   ', 'a', '储']) {
      const { status, body } = await q(text);
      expect(status).toBe(200);
      expect(body.data).toMatchObject({ total: 0, hits: [] });
    }
    expect((await ask('lang=en')).status).toBe(200);
  });

  it('refuses overlong queries with a translated 400', async () => {
    const de = await q('x'.repeat(10 * 1024), 'de');
    expect(de.status).toBe(400);
    expect(de.body.message).toContain('zu lang');
    const cn = await q('储'.repeat(201), 'cn');
    expect(cn.status).toBe(400);
    expect(cn.body.message).toContain('过长');
    expect((await q('储'.repeat(200), 'cn')).status).toBe(200);
  });

  it('takes tsquery syntax, quotes, backslashes, SQL, emoji and lone surrogates as plain text', async () => {
    const nasty = [
      'battery & | ! : * ( )',
      "!(battery) & 'box':*",
      '"battery box"',
      "battery' OR 1=1 --",
      "'; drop table search_documents; --",
      'back\\slash\\\\ \\',
      '🔋 battery 🔋',
      'battery \uD83D box',
      '\uDC00\uD800',
      '&&&&',
      ':*:*',
      '%_%',
      '%',
    ];
    for (const text of nasty) {
      const started = Date.now();
      const res = await q(text);
      expect(res.status, text).toBe(200);
      expect(Date.now() - started).toBeLessThan(1000);
    }
    expect((await q('🔋 battery 🔋')).body.data!.total).toBeGreaterThan(0);
    // A malformed escape is a 400, never a 500.
    expect([200, 400]).toContain((await ask('q=%E0%A4%A&lang=en')).status);
    expect((await q('battery', 'en')).body.data!.total).toBeGreaterThan(0);
  });

  it('refuses a repeated q, an unknown lang, type or exact with a 400', async () => {
    expect((await ask('q=battery&q=box&lang=en')).status).toBe(400);
    const lang = await ask('q=battery&lang=xx');
    expect(lang.status).toBe(400);
    expect(lang.body.message).toBe('This language is not available.');
    expect((await ask('q=battery&lang=en&type=secret')).status).toBe(400);
    for (const exact of ['exact=yes', 'exact=1&exact=1', 'exact=']) {
      const res = await ask(`q=baterry&lang=de&${exact}`);
      expect(res.status, exact).toBe(400);
      expect(res.body.message).toBe('Diese Suchoption ist nicht verfügbar.');
    }
  });

  it('limits each address', async () => {
    await setSearchLimiters(
      createSearchLimiters({
        keyPrefix: `test:${Math.random()}`,
        perIp: { points: 3, duration: 60 },
      }),
    );
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await ask('q=battery&lang=en', '203.0.113.77')).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await ask('q=battery&lang=en', '203.0.113.78')).status).toBe(200);
  });
});
