import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServerClient, createFetchAdapter, fetchList } from '@/lib/api';
import { languages } from '@/lib/i18n/locales';
import { app } from '@/lib/server/api/app';
import { closeDb } from '@/lib/server/db/client';
import { testDriver, useTestDatabase } from '../support/db';

// List bucketing on real data: the same client the pages use, through the in-process transport, buckets
// the seeded lists by websiteId, one bucket per language, drafts dropped.
const client = createServerClient({
  baseURL: 'http://in-process.invalid/api',
  adapter: createFetchAdapter((request) => Promise.resolve(app.fetch(request))),
  logger: { error: () => undefined },
});

type Item = { id?: number | string; keytitle?: string; websiteId: number; state: boolean };
const key = (item: Item) => String(item.id ?? item.keytitle);

describe(`list bucketing on the seeded database (${testDriver})`, () => {
  beforeAll(() => useTestDatabase('bucketing'));
  afterAll(() => closeDb());

  it.each(['news', 'blogs', 'events', 'cases', 'products', 'downloads', 'faqs', 'trainings'])(
    '/%s: every language bucket holds only its own websiteId, the same items in each',
    async (name) => {
      const buckets = await fetchList<Item>(client, `/${name}`);
      const english = buckets.en.map(key).sort();
      expect(english.length).toBeGreaterThan(0);
      for (const language of languages) {
        const bucket = buckets[language.code];
        expect(bucket.every((item) => item.websiteId === language.id && item.state)).toBe(true);
        expect(bucket.map(key).sort(), `${name} ${language.code}`).toEqual(english);
      }
    },
  );

  it('drops the unpublished draft from every bucket', async () => {
    const buckets = await fetchList<Item>(client, '/news');
    expect(
      Object.values(buckets)
        .flat()
        .some((item) => item.id === 99),
    ).toBe(false);
    expect(buckets.en.length).toBeGreaterThanOrEqual(6);
  });

  it('answers empty buckets for a list that fails', async () => {
    const buckets = await fetchList<Item>(client, '/no-such-list');
    expect(Object.values(buckets).every((bucket) => bucket.length === 0)).toBe(true);
  });
});
