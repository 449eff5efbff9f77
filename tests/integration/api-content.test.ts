import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '@/lib/api/envelope';
import { locales } from '@/lib/i18n/locales';
import { app } from '@/lib/server/api/app';
import { closeDb } from '@/lib/server/db/client';
import { testDriver, useTestDatabase } from '../support/db';

type Item = { id?: unknown; websiteId: number; state: boolean; body?: unknown };

async function call<T = unknown>(path: string, init?: RequestInit) {
  const res = await app.request(path, init);
  return { status: res.status, headers: res.headers, body: (await res.json()) as Envelope<T> };
}

const lists = [
  'news',
  'blogs',
  'events',
  'cases',
  'products',
  'downloads',
  'faqs',
  'videos',
  'trainings',
  'distributors',
];

describe(`content API (${testDriver})`, () => {
  beforeAll(() => useTestDatabase('api'));
  afterAll(() => closeDb());

  it.each(lists)('GET /api/%s answers published items of all seven languages', async (name) => {
    const { status, body } = await call<Item[]>(`/api/${name}?page=1&size=9999&_t=1`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: 200, message: 'OK' });
    expect(Array.isArray(body.data)).toBe(true);
    const items = body.data ?? [];
    expect(new Set(items.map((i) => i.websiteId))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7]));
    expect(items.every((i) => i.state === true)).toBe(true);
  });

  it('leaves the draft news item 99 out of the list and its detail', async () => {
    const { body } = await call<Item[]>('/api/news');
    expect(body.data?.some((i) => i.id === 99)).toBe(false);
    expect((await call('/api/news/99?lang=en')).status).toBe(404);
  });

  it('pages a list with page and size', async () => {
    const first = await call<Item[]>('/api/news?page=1&size=2');
    const second = await call<Item[]>('/api/news?page=2&size=2');
    expect(first.body.data).toHaveLength(2);
    expect(second.body.data).toHaveLength(2);
    expect(second.body.data).not.toEqual(first.body.data);
  });

  it('keys /api/config/i18n by the seven language tags', async () => {
    const { status, body } = await call<Record<string, Record<string, string>>>(
      '/api/config/i18n?page=1&size=9999',
    );
    expect(status).toBe(200);
    expect(Object.keys(body.data ?? {}).sort()).toEqual([...locales].sort());
    expect(body.data?.['de-DE']).toMatchObject({
      siteName: 'Voltara',
      phone: '+86 755 0000 0000',
      email: 'info@voltara.example',
    });
  });

  it('answers a seeded news article in German', async () => {
    const { status, body } = await call<{ id: number; websiteId: number; title: string }>(
      '/api/news/1?lang=de',
    );
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ id: 1, websiteId: 4, state: true });
    expect(body.data?.title).toBe('Voltara eröffnet sein drittes Produktionszentrum');
  });

  it('answers a seeded blog post and product in German, English by default', async () => {
    const blog = await call<Item>('/api/blogs/choosing-a-home-battery?lang=de');
    expect(blog.status).toBe(200);
    expect(blog.body.data).toMatchObject({ keytitle: 'choosing-a-home-battery', websiteId: 4 });
    const product = await call<Item>('/api/products/three-phase-hybrid-system?lang=de');
    expect(product.body.data).toMatchObject({ name: 'Dreiphasiges Hybridsystem', websiteId: 4 });
    expect(typeof product.body.data?.body).toBe('string');
    const english = await call<Item>('/api/products/high-voltage-lfp-battery-box');
    expect(english.body.data?.websiteId).toBe(3);
  });

  it('answers a 404 envelope for an unknown news id or product', async () => {
    for (const path of ['/api/news/999999', '/api/products/unknown', '/api/blogs/nope']) {
      const { status, body } = await call(path);
      expect(status).toBe(404);
      expect(body).toEqual({ code: 404, message: 'Not Found' });
    }
  });

  it('answers a 400 envelope with field errors for a bad query or id', async () => {
    const cases: [string, string][] = [
      ['/api/news?size=abc', 'size'],
      ['/api/news?page=0', 'page'],
      ['/api/faqs?page=-1', 'page'],
      ['/api/faqs?size=10000', 'size'],
      ['/api/config/i18n?size=abc', 'size'],
      ['/api/news/1?lang=xx', 'lang'],
      ['/api/news/12345678901', 'id'],
      ['/api/news/abc', 'id'],
      [`/api/products/${'a'.repeat(121)}`, 'id'],
    ];
    for (const [path, field] of cases) {
      const { status, body } = await call(path);
      expect(status, path).toBe(400);
      expect(body).toMatchObject({ code: 400, message: 'Bad Request' });
      expect(body.errors?.[field]?.length, path).toBeGreaterThan(0);
    }
  });

  it('answers a 404 envelope for an unknown API path', async () => {
    const { status, body } = await call('/api/nope');
    expect(status).toBe(404);
    expect(body).toEqual({ code: 404, message: 'Not Found' });
  });

  it('answers a 405 envelope when a read-only path is asked to write', async () => {
    const { status, headers, body } = await call('/api/news', { method: 'POST' });
    expect(status).toBe(405);
    expect(headers.get('allow')).toBe('GET, HEAD');
    expect(body).toEqual({ code: 405, message: 'Method Not Allowed' });
  });

  it('reports the database up on /api/health, never cached', async () => {
    const { status, headers, body } = await call('/api/health');
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(body).toEqual({
      code: 200,
      message: 'OK',
      data: { database: 'up', driver: testDriver },
    });
  });
});
