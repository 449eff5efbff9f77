import { expect, test, type Page } from '@playwright/test';
import { CONSOLE_MARKER } from '../../components/console/shell/marker';
import { commonTexts } from '../../lib/console/i18n/common';
import { contentTexts } from '../../lib/console/i18n/content';
import type preview from '../../messages/preview/en-US.json';
import { ADMIN_EMAIL } from './support/admin';
import { violationsOn } from './support/axe';
import {
  adminRequest,
  asAdmin,
  messagesOf,
  newsConsole,
  newVisitor,
  stamp,
} from './support/console';
import { pastIdle } from './support/privacy';
import { roleState } from './support/roles';

// The console's shell and content pages end to end: an editor drafts a German news item,
// previews it, publishes it, and a visitor sees it on /de/explore/news on the very next request;
// a stale edit is refused with the server's words; nobody without the role gets in; axe finds
// nothing; no console code reaches a public page.
// Texts are the console's own (lib/console/i18n), so a changed word fails here, not silently.

const bar = messagesOf<typeof preview>('preview', 'de-DE').Preview;
const common = commonTexts.en;
const t = contentTexts.en;

/** websiteId of German (the language table, lib/i18n/locales.ts). */
const DE = 4;
const STALE =
  'This item was changed by someone else since you opened it. Reload it to see the newer version.';

const today = () => new Date().toISOString().slice(0, 10);
const main = (page: Page) => page.locator('#console-main');

/** Every script the page loaded (tags and later imports alike), once it has settled. */
async function scriptUrls(page: Page): Promise<string[]> {
  await page.waitForLoadState('load');
  await pastIdle(page);
  return page.evaluate(() => {
    // Script tags, dynamic imports and preloads alike: every .js the page fetched.
    const loaded = performance
      .getEntriesByType('resource')
      .map((e) => e.name)
      .filter((u) => new URL(u).pathname.endsWith('.js'));
    const tags = [...document.querySelectorAll('script[src]')].map(
      (s) => (s as HTMLScriptElement).src,
    );
    return [...new Set([...loaded, ...tags])].filter((u) => new URL(u).origin === location.origin);
  });
}

async function scriptsHoldMarker(page: Page): Promise<boolean[]> {
  const urls = await scriptUrls(page);
  expect(urls.length, 'the page loaded scripts').toBeGreaterThan(0);
  return Promise.all(
    urls.map(async (url) => (await (await page.request.get(url)).text()).includes(CONSOLE_MARKER)),
  );
}

test.describe('who gets into the console', () => {
  test('a visitor without a session is sent to the login page, and back afterwards', async ({
    page,
  }) => {
    await page.goto('/admin/content/news');
    await expect(page).toHaveURL(
      (url) => url.pathname === '/login' && url.searchParams.get('next') === '/admin/content/news',
    );
    await page.goto('/cn/admin');
    await expect(page).toHaveURL(
      (url) => url.pathname === '/cn/login' && url.searchParams.get('next') === '/cn/admin',
    );
    // The console is English and Chinese only: the other languages lead to /admin.
    await page.goto('/de/admin');
    await expect(page).toHaveURL(
      (url) => url.pathname === '/login' && url.searchParams.get('next') === '/admin',
    );
  });

  test.describe(() => {
    test.use({ storageState: roleState('customer') });

    test('an ordinary account sees the 403 view, not the console', async ({ page }) => {
      await page.goto('/admin');
      await expect(page).toHaveURL('/admin');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(common.forbidden.title);
      await expect(page.getByRole('link', { name: common.forbidden.home })).toHaveAttribute(
        'href',
        '/',
      );
      await expect(page.getByRole('navigation', { name: common.mainNav })).toHaveCount(0);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      expect((await page.request.get('/api/admin/me')).status()).toBe(403);
      expect(await violationsOn(page)).toEqual([]);
    });
  });

  test('the admin gets the console in English and Chinese, without the public frame', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await asAdmin(page, '/admin');
    const nav = page.getByRole('navigation', { name: common.mainNav });
    for (const key of [
      'dashboard',
      'content',
      'translations',
      'config',
      'users',
      'audit',
    ] as const) {
      await expect(nav.getByRole('link', { name: common.nav[key], exact: true })).toBeVisible();
    }
    await expect(page.getByText(ADMIN_EMAIL)).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    // None of the public site's header, footer or cookie banner.
    await expect(page.locator('footer')).toHaveCount(0);
    await expect(page.locator('#main')).toHaveCount(0);
    // The skip link is the first stop of the keyboard and lands on the page.
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: common.skipToContent });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(main(page)).toBeFocused();

    await page.goto('/cn/admin');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      contentTexts.zh.dashboard.title,
    );
    await expect(page.getByRole('button', { name: commonTexts.zh.signOut })).toBeVisible();
    await page.goto('/fr/admin');
    await expect(page).toHaveURL('/admin');
  });
});

test.describe(() => {
  test.use({ storageState: roleState('editor') });

  test('an editor drafts German news, previews it, publishes it; a visitor sees it at once', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const title = `Speicher-Neuigkeit ${stamp()}`;
    await page.goto('/admin');
    await expect(page).toHaveURL('/admin');

    // Content → News → New item, in German, as a draft.
    await page
      .getByRole('navigation', { name: common.mainNav })
      .getByRole('link', {
        name: common.nav.content,
        exact: true,
      })
      .click();
    await page
      .getByRole('navigation', { name: t.content.typesNav })
      .getByRole('link', {
        name: 'News',
        exact: true,
      })
      .click();
    await expect(page).toHaveURL('/admin/content/news');
    await page.getByRole('link', { name: t.content.newItem }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/admin/content/news/new');
    const form = main(page).locator('form');
    await form
      .getByRole('combobox', { name: t.editor.language, exact: true })
      .selectOption(String(DE));
    await form.getByRole('combobox', { name: t.editor.state, exact: true }).selectOption('draft');
    await form.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await form.getByRole('textbox', { name: 'Summary', exact: true }).fill('Kurz gesagt: neu.');
    await form
      .getByRole('textbox', { name: 'Body', exact: true })
      .fill('## Zwischentitel\n\nEin Absatz mit **fettem** Text.');
    // The live preview is the site's own rendering.
    await expect(form.locator('[data-markdown-preview] h2')).toHaveText('Zwischentitel');
    await expect(form.locator('[data-markdown-preview] strong')).toHaveText('fettem');
    await form.locator('input[name="publishedOn"]').fill(today());
    await form.getByRole('button', { name: t.editor.create, exact: true }).click();

    // On to the item's editor, German version chosen.
    await expect(page).toHaveURL(
      (url) =>
        /^\/admin\/content\/news\/\d+$/.test(url.pathname) &&
        url.searchParams.get('websiteId') === String(DE),
    );
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    const versions = page.getByRole('navigation', { name: t.editor.versions });
    await expect(versions.getByRole('link', { name: /Deutsch/ })).toContainText(
      common.states.draft,
    );

    // A visitor does not see the draft.
    const visitor = await newVisitor(browser, baseURL!);
    await visitor.page.goto('/de/explore/news');
    await expect(visitor.page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(visitor.page.getByText(title)).toHaveCount(0);

    // Preview opens the public German page in draft mode, with the preview bar.
    const [popup] = await Promise.all([
      page.context().waitForEvent('page'),
      main(page)
        .getByRole('link', { name: new RegExp(`^${t.editor.preview}`) })
        .click(),
    ]);
    await expect(popup).toHaveURL((url) => url.pathname === `/de/explore/news/${id}`);
    await expect(popup.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(popup.getByRole('region', { name: bar.label })).toBeVisible();
    await popup.close();

    // Publish.
    await form
      .getByRole('combobox', { name: t.editor.state, exact: true })
      .selectOption('published');
    await form.getByRole('button', { name: common.save, exact: true }).click();
    await expect(page.getByText(common.saved, { exact: true })).toBeVisible();
    await expect(versions.getByRole('link', { name: /Deutsch/ })).toContainText(
      common.states.published,
    );

    // The visitor's very next request shows it.
    await visitor.page.goto('/de/explore/news');
    await expect(visitor.page.getByText(title)).toBeVisible();
    await visitor.context.close();
  });
});

test('a stale edit is refused with the server’s message and can be reloaded', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await asAdmin(page, '/admin');
  const id = await newsConsole(page.request, baseURL!, DE).create(`Konflikt ${stamp()}`, {
    state: 'draft',
  });
  const editor = `/admin/content/news/${id}?websiteId=${DE}`;
  const titleOf = (p: Page) =>
    main(p).locator('form').getByRole('textbox', { name: 'Title', exact: true });

  // Two tabs open the same version.
  const first = page;
  const second = await page.context().newPage();
  await first.goto(editor);
  await second.goto(editor);
  await expect(titleOf(first)).not.toHaveValue('');
  await expect(titleOf(second)).not.toHaveValue('');

  // The second saves first.
  const newer = `Neuer Titel ${stamp()}`;
  await titleOf(second).fill(newer);
  await main(second).getByRole('button', { name: common.save, exact: true }).click();
  await expect(second.getByText(common.saved, { exact: true })).toBeVisible();

  // The first, still on the old revision, is refused: nothing of it is written.
  await titleOf(first).fill('Veralteter Titel');
  await main(first).getByRole('button', { name: common.save, exact: true }).click();
  const alert = main(first).getByRole('alert').filter({ hasText: common.errors.conflictTitle });
  await expect(alert).toContainText(STALE);
  const stored = await first.request.get(`/api/admin/content/news/${id}`);
  const row = ((await stored.json()) as { data: { versions: Record<string, { title: string }> } })
    .data.versions[String(DE)];
  expect(row?.title).toBe(newer);

  // Reload shows the newer version.
  await alert.getByRole('button', { name: common.reload, exact: true }).click();
  await expect(titleOf(first)).toHaveValue(newer);
  await expect(alert).toHaveCount(0);
  await second.close();
});

test('a new item’s publication date starts as today in the editor’s time zone; an edit keeps its own', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // 25 hours apart: at any hour one of the two is on another day than UTC (the server's zone).
  const zones = ['Pacific/Kiritimati', 'Pacific/Pago_Pago'];
  const dayIn = (timeZone: string) =>
    new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date()); // 2026-05-01
  expect(zones.some((zone) => dayIn(zone) !== dayIn('UTC'))).toBe(true);

  for (const timezoneId of zones) {
    const context = await browser.newContext({ baseURL, timezoneId });
    const page = await context.newPage();
    for (const type of ['news', 'blogs', 'videos']) {
      await asAdmin(page, `/admin/content/${type}/new`);
      const publishedOn = main(page).locator('form').locator('input[name="publishedOn"]');
      await expect(publishedOn, `${type} in ${timezoneId}`).toHaveValue(dayIn(timezoneId));
    }

    // Created with the default, the item keeps that day.
    await page.goto('/admin/content/news/new');
    const form = main(page).locator('form');
    await expect(form.locator('input[name="publishedOn"]')).toHaveValue(dayIn(timezoneId));
    await form
      .getByRole('combobox', { name: t.editor.language, exact: true })
      .selectOption(String(DE));
    await form.getByRole('combobox', { name: t.editor.state, exact: true }).selectOption('draft');
    await form.getByRole('textbox', { name: 'Title', exact: true }).fill(`Heute ${stamp()}`);
    await form.getByRole('textbox', { name: 'Summary', exact: true }).fill('Kurz.');
    await form.getByRole('textbox', { name: 'Body', exact: true }).fill('Text.');
    await form.getByRole('button', { name: t.editor.create, exact: true }).click();
    await expect(page).toHaveURL((url) => /^\/admin\/content\/news\/\d+$/.test(url.pathname));
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    const news = newsConsole(page.request, baseURL!, DE);
    expect((await news.current(id)).publishedOn).toBe(dayIn(timezoneId));

    // Editing shows the stored date, not today.
    await news.update(id, { publishedOn: '2020-02-29' });
    await page.goto(`/admin/content/news/${id}?websiteId=${DE}`);
    await expect(
      main(page).locator('form').getByRole('textbox', { name: 'Title' }),
    ).not.toHaveValue('');
    await expect(main(page).locator('form input[name="publishedOn"]')).toHaveValue('2020-02-29');
    await context.close();
  }
});

test('axe finds nothing on the dashboard, a content list and an edit page', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await asAdmin(page, '/admin');
  await expect(main(page).locator('[data-count]').first()).toBeVisible();
  expect(await violationsOn(page)).toEqual([]);

  await page.goto('/admin/content/news');
  await expect(main(page).getByRole('table')).toBeVisible();
  expect(await violationsOn(page)).toEqual([]);

  const id = await newsConsole(page.request, baseURL!, DE).create(`Barrierefrei ${stamp()}`, {
    state: 'draft',
  });
  await page.goto(`/admin/content/news/${id}?websiteId=${DE}`);
  await expect(main(page).locator('form').getByRole('textbox', { name: 'Title' })).not.toHaveValue(
    '',
  );
  expect(await violationsOn(page)).toEqual([]);

  // The delete confirmation: a modal that Escape closes, focus back where it was.
  const remove = main(page).getByRole('button', { name: t.editor.deleteVersion });
  await remove.click();
  const dialog = page.getByRole('dialog', { name: t.editor.deleteTitle });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: common.cancel })).toBeFocused();
  expect(await violationsOn(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(remove).toBeFocused();
});

test('public pages load no console code; the console does', async ({ page, browser, baseURL }) => {
  test.setTimeout(90_000);
  const visitor = await newVisitor(browser, baseURL!);
  for (const publicPath of ['/', '/de/products', '/explore/news']) {
    await visitor.page.goto(publicPath);
    const found = await scriptsHoldMarker(visitor.page);
    expect(found.some(Boolean), `console code in the scripts of ${publicPath}`).toBe(false);
  }
  await visitor.context.close();

  // The check finds the marker where it belongs, so its silence above means something.
  await asAdmin(page, '/admin');
  const found = await scriptsHoldMarker(page);
  expect(found.some(Boolean), 'the console scripts hold the marker').toBe(true);
});

test('a 24 MB video uploads whole and is served back byte for byte (no 10 MB cut before the API)', async ({
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // Next keeps only the first 10 MB of a body it buffers for the proxy: a larger video reached
  // the API cut short and was refused as an unreadable form. Uploads bypass the proxy.
  const admin = await adminRequest(playwright.request, baseURL!);
  const video = Buffer.alloc(24 * 1024 * 1024);
  video.write('\u0000\u0000\u0000\u0018ftypmp42', 0, 'latin1');
  for (let i = 16; i < video.length; i += 4096) video.writeUInt32BE(i, i);
  const res = await admin.post('/api/admin/uploads', {
    headers: { Origin: baseURL! },
    multipart: { file: { name: `launch-${stamp()}.mp4`, mimeType: 'video/mp4', buffer: video } },
    timeout: 60_000,
  });
  expect(res.status(), (await res.text()).slice(0, 300)).toBe(200);
  const { data } = (await res.json()) as { data: { url: string; size: number } };
  expect(data.size).toBe(video.length);
  const served = await admin.get(data.url, { timeout: 60_000 });
  expect(served.status()).toBe(200);
  expect(Buffer.compare(await served.body(), video)).toBe(0);
  await admin.dispose();
});
