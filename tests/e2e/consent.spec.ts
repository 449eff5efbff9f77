import { expect, test } from '@playwright/test';
import { violationsOn } from './support/axe';
import { ANALYTICS_SRC, MARKETING_SRC } from './support/consent';
import {
  banner,
  consentTexts,
  cookie,
  daysLeft,
  en,
  expectNoThirdParty,
  routeFakeHosts,
  scriptTag,
  watchThirdParty,
} from './support/privacy';
import { variants } from './support/routes';

// The cookie banner and what each choice lets load. A first visit: no
// consent cookie. ANALYTICS_SRC / MARKETING_SRC point at fake hosts (playwright.config.ts),
// answered here by page.route, so every request for them is seen.
test.use({ storageState: { cookies: [], origins: [] } });
test.beforeEach(({ page }) => routeFakeHosts(page));

const consentPost = (page: import('@playwright/test').Page) =>
  page.waitForResponse((r) => r.url().endsWith('/api/consent') && r.request().method() === 'POST');

test.describe('cookie banner', () => {
  test('a first visit shows the banner, and nothing third-party loads before a choice', async ({
    page,
  }) => {
    const thirdParty = watchThirdParty(page);
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    for (const name of [en.acceptAll, en.decline, en.allowSelection]) {
      await expect(banner(page).getByRole('button', { name, exact: true })).toBeVisible();
    }
    await expectNoThirdParty(page, thirdParty);
    expect(await cookie(page, 'cookie_consent')).toBeUndefined();
  });

  test('accept all: recorded on the server, kept in a cookie, both scripts load on idle', async ({
    page,
  }) => {
    const thirdParty = watchThirdParty(page);
    await page.goto('/de');
    const de = consentTexts('de-DE');
    const region = page.getByRole('region', { name: de.title });
    const posted = consentPost(page);
    await region.getByRole('button', { name: de.acceptAll, exact: true }).click();
    const response = await posted;
    expect(response.status()).toBe(200);
    expect(response.request().headers()['language']).toBe('de');
    expect(response.request().postDataJSON()).toMatchObject({
      action: 'accept_all',
      preference: true,
      statistics: true,
      marketing: true,
      version: 1,
    });
    await expect(region).toHaveCount(0);

    // The browser marks the cookie recorded (r) once it has read the server's answer, which can
    // come a moment after Playwright sees the response.
    const storedConsent = async () => {
      const found = await cookie(page, 'cookie_consent');
      return { found, value: JSON.parse(decodeURIComponent(found!.value)) };
    };
    await expect.poll(async () => (await storedConsent()).value.r).toBe(1);
    const { found: stored, value } = await storedConsent();
    expect(value).toMatchObject({ v: 1, p: 1, s: 1, m: 1, r: 1 });
    expect(Date.now() - Date.parse(value.d)).toBeLessThan(60_000);
    expect((await response.json()).data.consentId).toBe(value.id);
    expect(Math.round(daysLeft(stored!.expires))).toBe(365);
    expect(stored!.sameSite).toBe('Lax');

    await expect(scriptTag(page, ANALYTICS_SRC)).toHaveCount(1);
    await expect(scriptTag(page, MARKETING_SRC)).toHaveCount(1);
    await expect.poll(() => thirdParty.sort()).toEqual([MARKETING_SRC, ANALYTICS_SRC].sort());

    // The next page keeps the choice: no banner, the scripts load again (once each).
    await page.reload();
    await expect(page.locator('main h1').first()).toBeVisible();
    await expect(scriptTag(page, ANALYTICS_SRC)).toHaveCount(1);
    await expect(page.getByRole('region', { name: de.title })).toHaveCount(0);
  });

  test('decline: recorded, and still nothing third-party, on this page or the next', async ({
    page,
  }) => {
    const thirdParty = watchThirdParty(page);
    await page.goto('/products');
    const posted = consentPost(page);
    await banner(page).getByRole('button', { name: en.decline, exact: true }).click();
    expect((await posted).request().postDataJSON()).toMatchObject({
      action: 'decline',
      preference: false,
      statistics: false,
      marketing: false,
    });
    await expectNoThirdParty(page, thirdParty);
    await page.goto('/');
    await expect(page.locator('main h1').first()).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    await expectNoThirdParty(page, thirdParty);
  });

  test('allow selection + save: only the chosen category loads', async ({ page }) => {
    const thirdParty = watchThirdParty(page);
    await page.goto('/');
    await banner(page).getByRole('button', { name: en.allowSelection, exact: true }).click();
    // The choices appear with the focus on the first one; necessary is on and cannot change.
    const preference = page.getByRole('checkbox', { name: en.categories.preference.name });
    await expect(preference).toBeFocused();
    const necessary = page.getByRole('checkbox', {
      name: new RegExp(en.categories.necessary.name),
    });
    await expect(necessary).toBeChecked();
    await expect(necessary).toBeDisabled();
    await page.getByRole('checkbox', { name: en.categories.statistics.name }).check();
    const posted = consentPost(page);
    await banner(page).getByRole('button', { name: en.save, exact: true }).click();
    expect((await posted).request().postDataJSON()).toMatchObject({
      action: 'selection',
      preference: false,
      statistics: true,
      marketing: false,
    });
    await expect(scriptTag(page, ANALYTICS_SRC)).toHaveCount(1);
    await page.waitForTimeout(3_000);
    await expect(scriptTag(page, MARKETING_SRC)).toHaveCount(0);
    expect(thirdParty).toEqual([ANALYTICS_SRC]);
  });

  test('"Cookie settings" in the footer reopens it with the current choice', async ({ page }) => {
    await page.goto('/');
    const first = consentPost(page);
    await banner(page).getByRole('button', { name: en.decline, exact: true }).click();
    const firstId = (await (await first).json()).data.consentId;
    await expect(banner(page)).toHaveCount(0);

    const settings = page.getByRole('button', { name: en.settings, exact: true });
    await settings.click();
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole('heading', { name: en.title })).toBeFocused();
    await expect(
      page.getByRole('checkbox', { name: en.categories.marketing.name }),
    ).not.toBeChecked();

    // Escape closes without a change and gives the focus back.
    await page.keyboard.press('Escape');
    await expect(banner(page)).toHaveCount(0);
    await expect(settings).toBeFocused();

    await settings.click();
    await page.getByRole('checkbox', { name: en.categories.marketing.name }).check();
    const second = consentPost(page);
    await banner(page).getByRole('button', { name: en.save, exact: true }).click();
    const body = await (await second).json();
    // The same consent id: the server keeps the history of this browser's choices.
    expect(body.data.consentId).toBe(firstId);
    await expect(settings).toBeFocused();
    await expect(scriptTag(page, MARKETING_SRC)).toHaveCount(1);
  });

  test('keyboard only: the banner comes first in the tab order and works with Enter', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    await page.keyboard.press('Tab');
    const focusedInBanner = () =>
      page.evaluate(() => !!document.activeElement?.closest('[data-testid="cookie-banner"]'));
    expect(await focusedInBanner()).toBe(true);
    const accept = banner(page).getByRole('button', { name: en.acceptAll, exact: true });
    for (let i = 0; i < 6 && !(await accept.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    await expect(accept).toBeFocused();
    // A visible focus indicator (globals.css :focus-visible outline).
    expect(await accept.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
    const posted = consentPost(page);
    await page.keyboard.press('Enter');
    expect((await posted).status()).toBe(200);
    await expect(banner(page)).toHaveCount(0);
    await expect(page.locator('#main')).toBeFocused();
  });

  test('axe finds no violation with the banner shown, closed or expanded', async ({ page }) => {
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    const scan = () => violationsOn(page, '[data-testid="cookie-banner"]');
    expect(await scan()).toEqual([]);
    await banner(page).getByRole('button', { name: en.allowSelection, exact: true }).click();
    expect(await scan()).toEqual([]);
  });

  test('it takes no room in the page: fixed at the bottom, nothing moves when it goes', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    expect(await banner(page).evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
    await page.waitForLoadState('networkidle');
    const layout = () =>
      page.evaluate(() => ({
        mainTop: document.getElementById('main')!.getBoundingClientRect().top + scrollY,
        height: document.documentElement.scrollHeight,
      }));
    const withBanner = await layout();
    await banner(page).getByRole('button', { name: en.decline, exact: true }).click();
    await expect(banner(page)).toHaveCount(0);
    expect(await layout()).toEqual(withBanner);
  });

  for (const variant of variants) {
    test(`translated in ${variant.tag}, and the choice is recorded in that language`, async ({
      page,
    }) => {
      const t = consentTexts(variant.tag);
      await page.goto(variant.prefix || '/');
      const region = page.getByRole('region', { name: t.title });
      await expect(region).toBeVisible();
      await expect(region.getByRole('link', { name: t.policyLink })).toHaveAttribute(
        'href',
        `${variant.prefix}/document/cookies-policy`,
      );
      const posted = consentPost(page);
      await region.getByRole('button', { name: t.decline, exact: true }).click();
      expect((await posted).request().headers()['language']).toBe(variant.code);
      await expect(page.getByRole('button', { name: t.settings, exact: true })).toBeVisible();
    });
  }

  test('the cookie policy lists what each category sets', async ({ page }) => {
    await page.goto('/document/cookies-policy');
    const table = page.locator('table');
    for (const name of [
      'cookie_consent',
      'official_lang_cache',
      'visit_session@v1',
      'chunk_reload@v1',
    ]) {
      await expect(table).toContainText(name);
    }
    for (const category of ['Necessary', 'Preference', 'Statistics', 'Marketing']) {
      await expect(table).toContainText(category);
    }
  });
});
