import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { app } from '@/lib/server/api/app';
import {
  startScheduleWatcher,
  stopScheduleWatcher,
  tickSchedule,
} from '@/lib/server/console/schedule';
import { reads } from '@/lib/server/data/cached';
import { closeDb, getDb } from '@/lib/server/db/client';
import { blogs, faqs, news, products } from '@/lib/server/db/schema';
import { testDriver, useTestDatabase } from '../../support/db';

// Next's data cache, kept for real here (the shared mock passes every read through): a read is
// answered from memory while its key (name, arguments, schedule epoch) is unchanged, as the
// cache would for an hour.
vi.mock('next/cache', async () => {
  const base = await import('../../support/next-cache');
  const store = new Map<string, unknown>();
  const unstable_cache =
    <A extends unknown[], R>(fn: (...args: A) => Promise<R>, keyParts: string[]) =>
    async (...args: A) => {
      const key = JSON.stringify([keyParts, args]);
      if (!store.has(key)) store.set(key, await fn(...args));
      return store.get(key) as R;
    };
  return { ...base, unstable_cache };
});

const ID = { draft: 9001, scheduled: 9002, live: 9003, soon: 9004 };
const article = (id: number, extra: Partial<typeof news.$inferInsert>) => ({
  id,
  websiteId: 4,
  title: `Artikel ${id}`,
  publishedOn: '2025-06-30',
  ...extra,
});

async function publicNewsIds(): Promise<number[]> {
  const res = await app.request('/api/news?page=1&size=9999');
  const rows = ((await res.json()) as { data: { id: number }[] }).data;
  return rows.map((r) => r.id).filter((id) => id >= 9000);
}
const detailStatus = async (path: string) => (await app.request(path)).status;

describe(`what visitors see of drafts and scheduled rows (${testDriver})`, () => {
  beforeAll(async () => {
    await useTestDatabase('console_visibility');
    const db = await getDb();
    await db
      .insert(news)
      .values([
        article(ID.draft, { state: false }),
        article(ID.scheduled, { state: true, publishAt: new Date(Date.now() + 60_000) }),
        article(ID.live, { state: true, publishAt: new Date(Date.now() - 60_000) }),
      ]);
    await db.insert(blogs).values({
      keytitle: 'draft-post',
      websiteId: 4,
      state: false,
      title: 'Entwurf',
      publishedOn: '2025-06-30',
    });
    await db.insert(products).values({
      id: 'coming-soon',
      websiteId: 4,
      category: 'hybrid',
      name: 'Bald',
      publishAt: new Date(Date.now() + 60_000),
    });
    await db
      .insert(faqs)
      .values({ id: 9001, websiteId: 4, state: false, question: 'Q', answer: 'A' });
  });
  afterEach(() => {
    stopScheduleWatcher();
    vi.useRealTimers();
  });
  afterAll(closeDb);

  it('hides drafts and future rows from public lists and details', async () => {
    expect(await publicNewsIds()).toEqual([ID.live]);
    expect(await detailStatus(`/api/news/${ID.draft}?lang=de`)).toBe(404);
    expect(await detailStatus(`/api/news/${ID.scheduled}?lang=de`)).toBe(404);
    expect(await detailStatus(`/api/news/${ID.live}?lang=de`)).toBe(200);
    expect(await detailStatus('/api/blogs/draft-post?lang=de')).toBe(404);
    expect(await detailStatus('/api/products/coming-soon?lang=de')).toBe(404);
    const faqList = await (await app.request('/api/faqs')).json();
    expect((faqList as { data: { id: number }[] }).data.map((f) => f.id)).not.toContain(9001);
  });

  it('shows every row to the preview reads, uncached', async () => {
    const preview = reads(true);
    const ids = (await preview.listNews({ page: 1, size: 9999 })).map((r) => r.id);
    expect(ids).toEqual(expect.arrayContaining([ID.draft, ID.scheduled, ID.live]));
    expect(await preview.getNews(ID.draft, 4)).toMatchObject({ state: false });
    expect(await preview.getBlog('draft-post', 4)).not.toBeNull();
    expect(await preview.getProduct('coming-soon', 4)).not.toBeNull();
    expect((await preview.listFaqs({ page: 1, size: 9999 })).map((f) => f.id)).toContain(9001);
    expect(await reads(false).getBlog('draft-post', 4)).toBeNull();
  });

  it('lets a scheduled row out of the cached list once the watcher sees its time pass', async () => {
    await tickSchedule();
    expect(await publicNewsIds()).toEqual([ID.live]);
    expect(await detailStatus(`/api/news/${ID.scheduled}?lang=de`)).toBe(404);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 120_000);
    // Its time has passed, but the cached answers still stand: nothing has told the cache.
    expect(await publicNewsIds()).toEqual([ID.live]);

    await tickSchedule();
    expect((await publicNewsIds()).sort()).toEqual([ID.scheduled, ID.live]);
    expect(await detailStatus(`/api/news/${ID.scheduled}?lang=de`)).toBe(200);
    expect(await detailStatus('/api/products/coming-soon?lang=de')).toBe(200);
  });

  it('wakes on its own just after the due time', async () => {
    const db = await getDb();
    // Due 2 s ahead: on a busy machine the first read can take far longer than a few hundred ms,
    // and the row must still be hidden then. Seen within 5 s, it was the wake-up that showed it:
    // the watcher's next regular tick is 30 s away.
    await db.insert(news).values(article(ID.soon, { publishAt: new Date(Date.now() + 2_000) }));
    startScheduleWatcher();
    await tickSchedule();
    expect(await publicNewsIds()).not.toContain(ID.soon);
    let seen = false;
    for (let i = 0; i < 50 && !seen; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      seen = (await publicNewsIds()).includes(ID.soon);
    }
    expect(seen).toBe(true);
  });
});
