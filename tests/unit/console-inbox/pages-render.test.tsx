import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage, textOf } from '@/tests/support/render-server';

const address = { search: '' };
/** The signed-in user's role, as the session read on the server gives it. */
const signedIn = { role: 'admin' };

vi.mock('@/components/account/current-user', () => ({
  currentSession: async () => ({
    user: { id: 'u1', email: `${signedIn.role}@voltara.test`, name: 'U', role: signedIn.role },
  }),
}));

vi.mock(
  'next-intl/server',
  async () => (await import('@/tests/support/render-mocks')).nextIntlServer,
);
vi.mock(
  '@/lib/i18n/navigation',
  async () => (await import('@/tests/support/render-mocks')).i18nNavigation,
);
vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  ...(await import('@/tests/support/render-mocks')).nextNavigationHooks,
  useSearchParams: () => new URLSearchParams(address.search),
}));

const pages = '@/app/[locale]/(console)/admin';

beforeEach(() => {
  address.search = '';
  signedIn.role = 'admin';
});

/** A page as Next renders it. Its client parts read the console's language from the layout's
 * provider, English without it: these tests check their English markup only. */
async function render(file: Promise<{ default: unknown }>, params: Record<string, string>) {
  return { html: await renderPage(file, params) };
}

const isNotFound = { digest: expect.stringContaining('404') };

describe('inbox pages', () => {
  it('starts with one way into each kind', async () => {
    const { html } = await render(import(`${pages}/submissions/page`), { locale: 'zh-CN' });
    expect(html).toMatch(/<h1[^>]*>访客提交<\/h1>/);
    for (const kind of ['contact', 'newsletter', 'training']) {
      expect(html).toContain(`href="/admin/submissions/${kind}"`);
    }
  });

  it('shows one kind with its filters and an export carrying the filters of the address', async () => {
    address.search = 'language=de&status=handled&q=Sonne&page=2';
    const { html } = await render(import(`${pages}/submissions/[kind]/page`), {
      locale: 'en-US',
      kind: 'contact',
    });
    expect(html).toMatch(/<h1[^>]*>Contact requests<\/h1>/);
    expect(html).toContain('aria-current="page"');
    const href = /<a href="([^"]+)"[^>]*download=""/.exec(html)?.[1]?.replace(/&amp;/g, '&');
    expect(href).toBe(
      '/api/admin/submissions/contact/export.csv?language=de&status=handled&q=Sonne',
    );
    expect(html).toMatch(/<option value="de" selected="">Deutsch<\/option>/);
    // The rows come from the API in the browser; the server sends none.
    expect(textOf(html)).toContain('Loading');
  });

  it('is a 404 for a kind or id that names nothing', async () => {
    await expect(
      renderPage(import(`${pages}/submissions/[kind]/page`), { locale: 'en-US', kind: 'orders' }),
    ).rejects.toMatchObject(isNotFound);
    await expect(
      renderPage(import(`${pages}/submissions/[kind]/[id]/page`), {
        locale: 'en-US',
        kind: 'contact',
        id: '1; drop',
      }),
    ).rejects.toMatchObject(isNotFound);
  });

  it('titles one submission and links back to its kind', async () => {
    const { html } = await render(import(`${pages}/submissions/[kind]/[id]/page`), {
      locale: 'zh-CN',
      kind: 'training',
      id: '42',
    });
    expect(html).toMatch(/<h1[^>]*>培训申请 #42<\/h1>/);
    expect(html).toMatch(/<a href="\/admin\/submissions\/training"[^>]*>.*返回培训申请<\/a>/s);
  });
});

describe('admin pages', () => {
  it('render their heading for an admin', async () => {
    for (const [path, title] of [
      ['users', 'Users'],
      ['audit', 'Audit log'],
      ['partners', 'Certified partners'],
    ]) {
      const { html } = await render(import(`${pages}/${path}/page`), { locale: 'en-US' });
      expect(html).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
    }
  });

  it('refuse an editor on the server: the 403 view, not the page', async () => {
    signedIn.role = 'editor';
    for (const path of ['users', 'audit']) {
      const { html } = await render(import(`${pages}/${path}/page`), { locale: 'en-US' });
      expect(html).toContain('data-console-forbidden="admin"');
      expect(html).not.toMatch(/<h1[^>]*>(Users|Audit log)<\/h1>/);
    }
  });
});
