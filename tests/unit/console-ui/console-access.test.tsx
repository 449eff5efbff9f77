import { createElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderServer, textOf } from '../../support/render-server';

// The console layout decides on the server who sees the console: nobody without a session
// (login, coming back afterwards), no ordinary account (the 403 view), English and Chinese only.

const state = {
  session: null as null | { user: { id: string; email: string; name: string; role: string } },
  publicPath: '/admin',
  pathname: '/admin',
};

vi.mock('@/components/account/current-user', () => ({
  currentSession: async () => state.session,
}));
vi.mock('next/headers', () => ({
  headers: async () => new Headers({ 'x-public-path': state.publicPath }),
}));
vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  redirect: (url: string) => {
    throw new Error(`redirect:${url}`);
  },
}));
vi.mock('next-intl/server', () => ({ setRequestLocale: () => undefined }));
vi.mock('@/lib/i18n/navigation', async () => ({
  ...(await import('@/tests/support/render-mocks')).i18nNavigation,
  usePathname: () => state.pathname,
}));
vi.mock('@/lib/i18n/client-navigation', async () => ({
  ...(await import('@/tests/support/render-mocks')).i18nClientNavigation,
  usePathname: () => state.pathname,
}));

const { default: Layout, generateMetadata } = await import('@/app/[locale]/(console)/admin/layout');
const { RoleGate } = await import('@/components/console/shell/role-gate');
const { CONSOLE_MARKER } = await import('@/components/console/shell');

const as = (role: string) => ({
  user: { id: 'u1', email: `${role}@voltara.test`, name: role, role },
});

function render(locale: string) {
  return renderServer(
    Layout({
      children: createElement('p', { id: 'page' }, 'the page'),
      params: Promise.resolve({ locale }),
    }),
  );
}

beforeEach(() => {
  state.session = null;
  state.publicPath = '/admin';
  state.pathname = '/admin';
});

describe('console layout', () => {
  it('sends a visitor without a session to the login page, coming back afterwards', async () => {
    state.publicPath = '/admin/content/news';
    await expect(render('en-US')).rejects.toThrow('redirect:/login?next=%2Fadmin%2Fcontent%2Fnews');
  });

  it('keeps the Chinese prefix on the way to the login page and back', async () => {
    state.publicPath = '/cn/admin';
    await expect(render('zh-CN')).rejects.toThrow('redirect:/cn/login?next=%2Fcn%2Fadmin');
  });

  it('never puts a foreign address into ?next', async () => {
    state.publicPath = '//evil.example/admin';
    await expect(render('en-US')).rejects.toThrow('redirect:/login?next=%2Fadmin');
  });

  it('sends the other five languages to the English console', async () => {
    state.session = as('admin');
    for (const locale of ['de-DE', 'en-AU', 'it-IT', 'nl-NL', 'fr-FR']) {
      await expect(render(locale)).rejects.toThrow('redirect:/admin');
    }
  });

  it('shows an ordinary account the 403 view, not the console or the page', async () => {
    state.session = as('user');
    const html = await render('en-US');
    expect(textOf(html)).toContain('You do not have access to the console');
    expect(html).toContain('href="/"');
    expect(html).not.toContain('the page');
    expect(html).not.toContain(CONSOLE_MARKER);
    expect(html).not.toContain('Audit log');
  });

  it('gives an editor the console without the admin-only sections', async () => {
    state.session = as('editor');
    const html = await render('en-US');
    const text = textOf(html);
    expect(html).toContain('href="#console-main"');
    expect(html).toMatch(/<main id="console-main"[^>]*>\s*<p id="page">the page<\/p>/);
    for (const section of ['Dashboard', 'Content', 'Translations', 'Configuration', 'Inbox']) {
      expect(text).toContain(section);
    }
    expect(text).not.toContain('Users');
    expect(text).not.toContain('Audit log');
    expect(text).toContain('editor@voltara.test');
    expect(text).toContain('Editor');
    expect(html).toContain(`data-console-bundle="${CONSOLE_MARKER}"`);
    // The public site's frame is not part of the console.
    expect(html).not.toContain('cookie');
  });

  it('shows an admin the users and the audit log, and marks the current section', async () => {
    state.session = as('admin');
    state.pathname = '/admin/users';
    const html = await render('en-US');
    expect(html).toMatch(/<a href="\/admin\/users" aria-current="page"[^>]*>Users<\/a>/);
    expect(html).toContain('href="/admin/audit"');
    expect(html).toMatch(/<a href="\/admin"(?! aria-current)[^>]*>Dashboard<\/a>/);
  });

  it('speaks Chinese at /cn/admin', async () => {
    state.session = as('editor');
    const text = textOf(await render('zh-CN'));
    expect(text).toContain('管理控制台');
    expect(text).toContain('翻译状态');
    expect(text).toContain('退出登录');
  });

  it('is never indexed', async () => {
    const metadata = await generateMetadata({
      children: null,
      params: Promise.resolve({ locale: 'en-US' }),
    });
    expect(metadata.robots).toEqual({ index: false, follow: false });
  });
});

describe('RoleGate', () => {
  it('shows an editor the 403 message on an admin-only page', async () => {
    state.session = as('editor');
    const html = await renderServer(
      RoleGate({ locale: 'en-US', needed: 'admin', children: createElement('p', null, 'users') }),
    );
    expect(textOf(html)).toContain('Only administrators can open this page.');
    expect(html).not.toContain('<p>users</p>');
  });

  it('lets an admin through', async () => {
    state.session = as('admin');
    const html = await renderServer(
      RoleGate({ locale: 'en-US', needed: 'admin', children: createElement('p', null, 'users') }),
    );
    expect(html).toContain('<p>users</p>');
  });
});
