import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '@/lib/api/envelope';
import { app } from '@/lib/server/api/app';
import { closeDb, getDb } from '@/lib/server/db/client';
import { blogs, news, products } from '@/lib/server/db/schema';
import { PREVIEW_HEADER, previewSecret } from '@/lib/server/preview/secret';
import { testDriver, useTestDatabase } from '../../support/db';

// Preview: the public list and detail routes answer drafts and scheduled items only to a
// request carrying the process's preview secret (sent by a preview render of our own server).

type Row = { id?: unknown; keytitle?: unknown; websiteId: number; state: boolean };
const DE = 4;
const tomorrow = () => new Date(Date.now() + 24 * 60 * 60 * 1000);

async function call<T>(path: string, preview?: string) {
  const res = await app.request(path, preview ? { headers: { [PREVIEW_HEADER]: preview } } : {});
  return { status: res.status, headers: res.headers, body: (await res.json()) as Envelope<T> };
}

const forgeries = () => [
  undefined,
  '1',
  'true',
  previewSecret().slice(0, -1),
  `${previewSecret()}x`,
];

describe(`public reads in preview (${testDriver})`, () => {
  beforeAll(async () => {
    await useTestDatabase('preview_api');
    const db = await getDb();
    const common = { websiteId: DE, summary: 'Vorschau', publishedOn: '2030-01-01' };
    await db.insert(news).values([
      { ...common, id: 9001, title: 'Entwurf', state: false },
      { ...common, id: 9002, title: 'Geplant', state: true, publishAt: tomorrow() },
    ]);
    await db
      .insert(blogs)
      .values({ ...common, keytitle: 'preview-draft', title: 'B', state: false });
    await db.insert(products).values({
      id: 'preview-draft',
      websiteId: DE,
      category: 'c-series',
      name: 'Entwurf',
      state: false,
    });
  });
  afterAll(() => closeDb());

  const newsIds = async (preview?: string) =>
    ((await call<Row[]>('/api/news?page=1&size=9999', preview)).body.data ?? []).map((r) => r.id);

  it('never lists a draft or a scheduled item without the secret, forged or absent', async () => {
    for (const forged of forgeries()) {
      const ids = await newsIds(forged);
      expect(ids.length, `X-Preview: ${forged}`).toBeGreaterThan(0);
      expect(ids).not.toContain(9001);
      expect(ids).not.toContain(9002);
      expect(ids).not.toContain(99);
    }
  });

  it('lists drafts and scheduled items, with their own state, to the secret', async () => {
    const res = await call<Row[]>('/api/news?page=1&size=9999', previewSecret());
    expect(res.status).toBe(200);
    const rows = res.body.data ?? [];
    expect(rows.find((r) => r.id === 9001)).toMatchObject({ websiteId: DE, state: false });
    expect(rows.find((r) => r.id === 9002)).toMatchObject({ websiteId: DE, state: true });
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('vary')).toContain(PREVIEW_HEADER);
  });

  it('keeps a visitor’s list clean right after a preview read (no shared cache entry)', async () => {
    await newsIds(previewSecret());
    expect(await newsIds()).not.toContain(9001);
  });

  it.each([
    ['/api/news/9001?lang=de'],
    ['/api/news/9002?lang=de'],
    ['/api/blogs/preview-draft?lang=de'],
    ['/api/products/preview-draft?lang=de'],
  ])('answers %s with 404 to visitors and the item to the secret', async (path) => {
    for (const forged of forgeries()) {
      expect((await call(path, forged)).status, `X-Preview: ${forged}`).toBe(404);
    }
    const res = await call<Row>(path, previewSecret());
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ websiteId: DE });
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });

  it('still answers 404 in preview for an item that does not exist', async () => {
    const res = await call('/api/news/9999?lang=de', previewSecret());
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });
});
