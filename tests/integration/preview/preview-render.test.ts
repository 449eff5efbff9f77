import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAuthLimiters } from '@/lib/server/account/limits';
import { closeDb, getDb } from '@/lib/server/db/client';
import { news, users } from '@/lib/server/db/schema';
import { testDriver, useTestDatabase } from '../../support/db';
import { type Browser, signedInUser } from '../../support/accounts';
import { useAccountEnv, useGenerousLimits } from '../account/helpers';

vi.mock('next/cache', () => import('../../support/next-cache'));

// The page request of a server render, as next/headers would give it: the browser's cookies
// and Next's draft mode (its cookie is Next's business; here it is a flag).
const page = vi.hoisted(() => ({ cookie: '', draft: false, enable: vi.fn(), disable: vi.fn() }));
vi.mock('next/headers', () => ({
  cookies: async () => ({ toString: () => page.cookie }),
  headers: async () => new Headers(page.cookie ? { cookie: page.cookie } : {}),
  draftMode: async () => ({ isEnabled: page.draft, enable: page.enable, disable: page.disable }),
}));

const { getItem, getList } = await import('@/lib/server/api-client');
const { enterPreview } = await import('@/lib/server/preview/handlers');
const { currentSession } = await import('@/components/account/current-user');

const DE = 4;

/** What a German news page rendered for this request shows: list ids and the draft's detail. */
async function germanNews() {
  const list = await getList<{ id?: unknown; websiteId?: unknown; state?: unknown }>('/news');
  const draft = await getItem<{ title: string }>('/news/9001?lang=de');
  return { ids: list.de.map((r) => r.id), draft };
}

const as = (browser: Browser | null, draft: boolean) => {
  page.cookie = browser?.cookieHeader() ?? '';
  page.draft = draft;
};

describe(`a page rendered in preview (${testDriver})`, () => {
  let editor: Browser;
  let admin: Browser;
  let user: Browser;

  beforeAll(async () => {
    useAccountEnv();
    await useTestDatabase('preview_render');
    await useGenerousLimits();
    const db = await getDb();
    const common = { websiteId: DE, summary: 'Vorschau', publishedOn: '2030-01-01' };
    await db.insert(news).values([
      { ...common, id: 9001, title: 'Entwurf', state: false },
      { ...common, id: 9002, title: 'Geplant', publishAt: new Date(Date.now() + 864e5) },
    ]);
    editor = await signedInUser({ role: 'editor' });
    admin = await signedInUser({ role: 'admin' });
    user = await signedInUser({ role: 'user' });
  });
  afterAll(async () => {
    await setAuthLimiters(undefined);
    await closeDb();
  });
  beforeEach(() => as(null, false));

  it('shows drafts and scheduled items in place to an editor and an admin in draft mode', async () => {
    for (const browser of [editor, admin]) {
      as(browser, true);
      const { ids, draft } = await germanNews();
      expect(ids).toEqual(expect.arrayContaining([9001, 9002]));
      // Published German news are still there, around the drafts.
      expect(ids.length).toBeGreaterThan(2);
      expect(draft).toMatchObject({ title: 'Entwurf' });
    }
  });

  it.each([
    ['a visitor in draft mode', () => null, true],
    ['an ordinary user in draft mode', () => user, true],
    ['an editor outside draft mode', () => editor, false],
  ])('shows no draft to %s', async (_, who, draft) => {
    as(who(), draft);
    const { ids, draft: item } = await germanNews();
    expect(ids.length).toBeGreaterThan(0);
    expect(ids).not.toContain(9001);
    expect(ids).not.toContain(9002);
    expect(item).toBeNull();
  });

  it('stops showing drafts once the editor’s role is taken away', async () => {
    const demoted = await signedInUser({ role: 'editor' });
    as(demoted, true);
    expect((await germanNews()).ids).toContain(9001);
    const session = await currentSession();
    const db = await getDb();
    await db.update(users).set({ role: 'user' }).where(eq(users.id, session!.user.id));
    expect((await germanNews()).ids).not.toContain(9001);
  });

  it('lets GET /api/preview enter draft mode for an editor only, by the real session', async () => {
    const url = 'http://127.0.0.1:3100/api/preview?path=%2Fde%2Fexplore%2Fnews';
    as(user, false);
    expect((await enterPreview(new Request(url))).status).toBe(403);
    as(null, false);
    expect((await enterPreview(new Request(url))).headers.get('location')).toMatch(
      /^\/de\/login\?next=/,
    );
    expect(page.enable).not.toHaveBeenCalled();
    as(editor, false);
    const res = await enterPreview(new Request(url));
    expect(res.status).toBe(307);
    expect(res.headers.get('location')).toBe('/de/explore/news');
    expect(page.enable).toHaveBeenCalledOnce();
  });
});
