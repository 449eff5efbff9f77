import { expect, test, type Browser, type Page } from '@playwright/test';
import type preview from '../../messages/preview/en-US.json';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './support/admin';
import { violationsOn } from './support/axe';
import { accountTexts, messagesOf, newsConsole, signIn } from './support/console';
import { declinedConsentState } from './support/consent';
import { roleState } from './support/roles';

// Preview, end to end in German: a visitor following a preview link is sent to the
// login and, once signed in as an editor (the e2e server's first admin), lands on the page in
// preview with the bar; a draft shows in place; Exit ends it. A visitor never sees the draft.

const account = accountTexts('de-DE');
const bar = messagesOf<typeof preview>('preview', 'de-DE').Preview;

const LIST = '/de/explore/news';
const previewLink = (target: string) => `/api/preview?path=${encodeURIComponent(target)}`;
const previewBar = (page: Page) => page.getByRole('region', { name: bar.label });

/** A fresh visitor: no session, no draft-mode cookie (the banner already declined). */
async function visitor(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, storageState: declinedConsentState });
  return { context, page: await context.newPage() };
}

test('a shared preview link: login first, then the page in preview with drafts, then exit', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const title = `Vorschau-Entwurf ${Date.now().toString(36)}`;

  // Not signed in: the link leads to the German login, which knows where to come back to.
  await page.goto(previewLink(LIST));
  await expect(page).toHaveURL(
    (url) => url.pathname === '/de/login' && url.searchParams.get('next') === previewLink(LIST),
  );
  await expect(previewBar(page)).toHaveCount(0);

  // Signing in follows the link: the list in preview, with the bar.
  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD, account);
  await expect(page).toHaveURL(LIST);
  await expect(previewBar(page)).toBeVisible();
  await expect(previewBar(page)).toContainText(bar.notice);
  expect(await violationsOn(page)).toEqual([]);

  // A new draft shows in place, in the list and on its own page.
  const id = await newsConsole(page.request, baseURL!, 4).create(title, { state: 'draft' });
  await page.reload();
  await expect(page.locator('main article h3 a', { hasText: title })).toBeVisible();
  await page.goto(`${LIST}/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(previewBar(page)).toBeVisible();

  // A visitor sees neither, even sending a made-up preview header to the API.
  const guest = await visitor(browser, baseURL!);
  try {
    await guest.page.goto(LIST);
    await expect(guest.page.locator('main article').first()).toBeVisible();
    await expect(guest.page.locator('main')).not.toContainText(title);
    await expect(previewBar(guest.page)).toHaveCount(0);
    const detail = await guest.page.goto(`${LIST}/${id}`);
    expect(detail?.status()).toBe(404);
    await expect(guest.page.locator('main')).not.toContainText(title);
    const api = await guest.page.request.get(`/api/news/${id}?lang=de`, {
      headers: { 'X-Preview': '1' },
    });
    expect(api.status()).toBe(404);
  } finally {
    await guest.context.close();
  }

  // Exit: back on the same page, no bar, and the draft is gone from the editor's view too.
  await previewBar(page).getByRole('link', { name: bar.exit }).click();
  await expect(page).toHaveURL(`${LIST}/${id}`);
  await expect(previewBar(page)).toHaveCount(0);
  await page.goto(LIST);
  await expect(page.locator('main')).not.toContainText(title);
});

test.describe(() => {
  test.use({ storageState: roleState('editor') });

  test('an editor already signed in goes straight into preview; an invalid path is refused', async ({
    page,
  }) => {
    await page.goto(previewLink('/de/explore/blog'));
    await expect(page).toHaveURL('/de/explore/blog');
    await expect(previewBar(page)).toBeVisible();

    for (const bad of ['https://evil.example/', '//evil.example/de']) {
      const res = await page.request.get(previewLink(bad), { maxRedirects: 0 });
      expect(res.status(), bad).toBe(400);
    }
  });
});

test('the login never sends anyone to another site after sign-in', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto(`/de/login?next=${encodeURIComponent('//evil.example/steal')}`);
  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD, account);
  await expect(page).toHaveURL('/de/personal-center');
});
