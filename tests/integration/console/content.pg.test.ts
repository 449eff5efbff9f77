import { revalidateTag } from 'next/cache';
import { and, eq, max } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { STALE_MESSAGE } from '@/lib/console/content-types';
import { setAuthLimiters } from '@/lib/server/account/limits';
import { closeDb, getDb } from '@/lib/server/db/client';
import { auditLog, news } from '@/lib/server/db/schema';
import { testDriver, useTestDatabase } from '../../support/db';
import { Browser, signedInUser, whoAmI } from '../../support/accounts';
import { useAccountEnv, useGenerousLimits } from '../account/helpers';

type Version = Record<string, unknown> & { id: number; revision: number; websiteId: number };

const draft = (extra: Record<string, unknown> = {}) => ({
  websiteId: 4,
  state: 'draft',
  title: 'Neuer Speicher für Gewerbe',
  summary: 'Kurz',
  body: '# Hallo\n\n<figure><img src="/images/a.png" alt=""></figure>',
  publishedOn: '2025-06-30',
  ...extra,
});

describe(`the content console API (${testDriver})`, () => {
  let editor: Browser;
  let editorId: string;

  const audits = async (action: string) => {
    const db = await getDb();
    return db.select().from(auditLog).where(eq(auditLog.action, action));
  };
  const newsRow = async (id: number, websiteId: number) => {
    const db = await getDb();
    const [row] = await db
      .select()
      .from(news)
      .where(and(eq(news.id, id), eq(news.websiteId, websiteId)));
    return row;
  };

  beforeAll(async () => {
    useAccountEnv();
    await useTestDatabase('console_content');
    await getDb();
    await useGenerousLimits();
    editor = await signedInUser({ role: 'editor' });
    editorId = (await whoAmI(editor)).id;
  });
  afterAll(async () => {
    await setAuthLimiters(undefined);
    await closeDb();
  });
  beforeEach(() => vi.mocked(revalidateTag).mockClear());

  it('answers 401 to visitors and 403 to ordinary users, writing nothing', async () => {
    const user = await signedInUser({ role: 'user' });
    for (const browser of [new Browser(), user]) {
      const expected = browser === user ? 403 : 401;
      expect((await browser.get('/api/admin/content/news')).status).toBe(expected);
      expect((await browser.post('/api/admin/content/news', draft())).status).toBe(expected);
      expect((await browser.get('/api/admin/i18n-config')).status).toBe(expected);
      expect((await browser.post('/api/admin/markdown', { markdown: 'x' })).status).toBe(expected);
    }
    expect(await audits('content.create')).toEqual([]);
  });

  it('creates a version with the next free id across languages, audited and revalidated', async () => {
    const db = await getDb();
    const [top] = await db.select({ id: max(news.id) }).from(news);
    const res = await editor.post('/api/admin/content/news', draft());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const row = res.body.data as Version;
    expect(row).toMatchObject({
      id: (top!.id ?? 0) + 1,
      websiteId: 4,
      state: 'draft',
      versionState: 'draft',
      revision: 1,
      publishAt: null,
      coverUrl: null,
    });
    // Stored as typed, HTML included (requirements: Rich text); the page's renderer sanitizes it
    // when shown.
    expect((await newsRow(row.id, 4))?.body).toContain('<figure>');
    expect(revalidateTag).toHaveBeenCalledWith('news', { expire: 0 });
    const [audit] = (await audits('content.create')).filter((a) => a.entityId === String(row.id));
    expect(audit).toMatchObject({ actorId: editorId, entity: 'news', websiteId: 4 });

    // The same id again in that language: 409; in another language it is the same item.
    const again = await editor.post('/api/admin/content/news', draft({ id: row.id }));
    expect(again.status).toBe(409);
    const english = await editor.post(
      '/api/admin/content/news',
      draft({ id: row.id, websiteId: 3 }),
    );
    expect(english.status).toBe(200);
    const item = (await editor.get(`/api/admin/content/news/${row.id}`)).body.data as {
      versions: Record<string, Version>;
    };
    expect(Object.keys(item.versions)).toEqual(['3', '4']);
  });

  it('creates slug items (blog keytitle, product with its spec table)', async () => {
    const blog = await editor.post('/api/admin/content/blogs', {
      ...draft(),
      id: 'speicher-im-sommer',
    });
    expect(blog.body.data).toMatchObject({
      id: 'speicher-im-sommer',
      keytitle: 'speicher-im-sommer',
    });
    const specs = [{ title: 'Elektrisch', rows: [{ label: 'Leistung', value: '10 kW' }] }];
    const product = await editor.post('/api/admin/content/products', {
      websiteId: 4,
      id: 'hybrid-10k',
      state: 'published',
      name: 'Hybrid 10K',
      category: 'hybrid',
      specs,
    });
    expect(product.status, JSON.stringify(product.body)).toBe(200);
    expect(product.body.data).toMatchObject({ id: 'hybrid-10k', specs, sort: 0 });
    const item = (await editor.get('/api/admin/content/products/hybrid-10k')).body.data as {
      versions: Record<string, Version>;
    };
    expect(item.versions['4']).toMatchObject({ name: 'Hybrid 10K', versionState: 'published' });
    expect((await editor.get('/api/admin/content/products/nope-404')).status).toBe(404);
  });

  it('gives two creates at once two ids', async () => {
    const [a, b] = await Promise.all([
      editor.post('/api/admin/content/news', draft()),
      editor.post('/api/admin/content/news', draft({ websiteId: 5 })),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect((a.body.data as Version).id).not.toBe((b.body.data as Version).id);
  });

  it('refuses bad input with field errors, and unknown types with 404', async () => {
    const bad = await editor.post('/api/admin/content/news', draft({ title: '', websiteId: 9 }));
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual(['title', 'websiteId']);
    expect((await editor.get('/api/admin/content/pages')).status).toBe(404);
    expect((await editor.post('/api/admin/content/pages', draft())).status).toBe(404);
    expect((await editor.get('/api/admin/content/news/abc')).status).toBe(400);
    expect((await editor.get('/api/admin/content/news?state=maybe')).status).toBe(400);
    const slug = await editor.post('/api/admin/content/blogs', { ...draft(), id: 'Not A Slug' });
    expect(slug.body.errors).toHaveProperty('id');
  });

  it('refuses script in any field with a field error, storing nothing', async () => {
    const db = await getDb();
    const [before] = await db.select({ id: max(news.id) }).from(news);
    for (const [field, value] of [
      ['body', '# Hallo\n\n<script>alert(1)</script>'],
      ['body', '<img src=x onerror="alert(1)">'],
      ['summary', '[click](javascript:alert(1))'],
      ['title', 'Speicher <iframe src="https://evil.example"></iframe>'],
    ] as const) {
      const res = await editor.post('/api/admin/content/news', draft({ [field]: value }));
      expect(res.status, value).toBe(400);
      expect(res.body.errors?.[field], value).toEqual(['Scripts are not allowed here.']);
    }
    const [after] = await db.select({ id: max(news.id) }).from(news);
    expect(after!.id).toBe(before!.id);
    const config = await editor.request('PUT', '/api/admin/i18n-config/de-DE/slogan.x', {
      value: '<script>alert(1)</script>',
    });
    expect(config.status).toBe(400);
  });

  it('saves an edit with the current revision and refuses a stale one, writing nothing', async () => {
    const created = (await editor.post('/api/admin/content/news', draft())).body.data as Version;
    const path = `/api/admin/content/news/${created.id}/4`;
    const edit = { ...draft({ title: 'Erste Fassung' }), revision: 1 };
    const first = await editor.request('PUT', path, edit);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toMatchObject({ title: 'Erste Fassung', revision: 2 });

    const auditsBefore = (await audits('content.update')).length;
    const stale = await editor.request('PUT', path, { ...edit, title: 'Überschrieben' });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(STALE_MESSAGE);
    expect(await newsRow(created.id, 4)).toMatchObject({ title: 'Erste Fassung', revision: 2 });
    expect(await audits('content.update')).toHaveLength(auditsBefore);

    // Publishing is an edit too, audited by its own name.
    const published = await editor.request('PUT', path, {
      ...edit,
      state: 'published',
      revision: 2,
    });
    expect(published.body.data).toMatchObject({ state: 'published', revision: 3 });
    const publishes = (await audits('content.publish')).filter(
      (a) => a.entityId === String(created.id),
    );
    expect(publishes).toHaveLength(1);
    expect((await editor.request('PUT', `/api/admin/content/news/999999/4`, edit)).status).toBe(
      404,
    );
  });

  it('duplicates a version into another language as a draft, once', async () => {
    const created = (await editor.post('/api/admin/content/news', draft({ state: 'published' })))
      .body.data as Version;
    const path = `/api/admin/content/news/${created.id}/4/duplicate`;
    const copy = await editor.post(path, { toWebsiteId: 5 });
    expect(copy.status).toBe(200);
    expect(copy.body.data).toMatchObject({
      id: created.id,
      websiteId: 5,
      state: 'draft',
      revision: 1,
      title: created.title,
      body: created.body,
    });
    expect((await editor.post(path, { toWebsiteId: 5 })).status).toBe(409);
    expect((await editor.post(path, { toWebsiteId: 0 })).status).toBe(400);
    const [audit] = (await audits('content.duplicate')).filter(
      (a) => a.entityId === String(created.id),
    );
    expect(audit).toMatchObject({ websiteId: 5, detail: { fromWebsiteId: 4 } });
  });

  it('deletes a version only with its current revision', async () => {
    const created = (await editor.post('/api/admin/content/news', draft())).body.data as Version;
    const path = `/api/admin/content/news/${created.id}/4`;
    expect((await editor.request('DELETE', `${path}?revision=7`)).status).toBe(409);
    expect(await newsRow(created.id, 4)).toBeDefined();
    expect((await editor.request('DELETE', path)).status).toBe(400);
    const gone = await editor.request('DELETE', `${path}?revision=1`);
    expect(gone.body.data).toEqual({ deleted: true });
    expect(await newsRow(created.id, 4)).toBeUndefined();
    expect((await editor.request('DELETE', `${path}?revision=1`)).status).toBe(404);
    expect((await audits('content.delete')).map((a) => a.entityId)).toContain(String(created.id));
    expect(revalidateTag).toHaveBeenCalledWith('news', { expire: 0 });
  });

  it('lists versions by title, language and state, with the total', async () => {
    const unique = `Zebra ${Date.now()}`;
    await editor.post('/api/admin/content/news', draft({ title: `${unique} eins` }));
    await editor.post('/api/admin/content/news', draft({ title: `${unique} zwei`, websiteId: 7 }));
    const future = new Date(Date.now() + 3_600_000).toISOString();
    await editor.post(
      '/api/admin/content/news',
      draft({ title: `${unique} drei`, state: 'published', publishAt: future }),
    );
    const list = async (query: string) =>
      (await editor.get(`/api/admin/content/news?q=${encodeURIComponent(unique)}${query}`)).body
        .data as { items: { title: string; state: string; websiteId: number }[]; total: number };
    expect((await list('')).total).toBe(3);
    expect((await list('&websiteId=7')).items.map((i) => i.title)).toEqual([`${unique} zwei`]);
    expect((await list('&state=scheduled')).items.map((i) => i.state)).toEqual(['scheduled']);
    expect((await list('&state=draft')).total).toBe(2);
    const paged = await list('&size=2&page=2');
    expect(paged).toMatchObject({ total: 3 });
    expect(paged.items).toHaveLength(1);
    // q is a plain text, not a pattern.
    expect((await editor.get('/api/admin/content/news?q=%25')).body.data).toMatchObject({
      total: 0,
    });
  });
});
