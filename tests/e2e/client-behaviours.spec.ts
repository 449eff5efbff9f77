import { expect, test, type Page } from '@playwright/test';
import { consentCookie, declined } from './support/consent';
import { BASE_URL } from '../../playwright.config';
import { cookie, daysLeft, routeFakeHosts, setVisibility } from './support/privacy';

// requirements: Client behaviours, in a real browser: language cache, mobile flag,
// build check, chunk-error recovery, visitor tracking. Each test sets the consent it needs.
test.use({ storageState: { cookies: [], origins: [] } });
test.beforeEach(({ page }) => routeFakeHosts(page));

const allowAll = { preference: true, statistics: true, marketing: true };
const statisticsOnly = { preference: false, statistics: true, marketing: false };

/** A consent the server has on record (as the banner leaves it), for this browser. */
async function consentTo(page: Page, choice: typeof allowAll, id: string) {
  const action = Object.values(choice).every(Boolean)
    ? 'accept_all'
    : Object.values(choice).some(Boolean)
      ? 'selection'
      : 'decline';
  const res = await page.request.post('/api/consent', {
    data: { consentId: id, action, version: 1, ...choice },
    headers: { Origin: BASE_URL },
  });
  expect(res.status()).toBe(200);
  await page.context().addCookies([consentCookie(choice, id)]);
}

const uniqueId = () =>
  `e2e${Date.now().toString(16)}${Math.random().toString(16).slice(2)}`
    .padEnd(32, '0')
    .slice(0, 32);

/** Marks this document; the mark is gone once a full page load replaced it. */
const mark = (page: Page) => page.evaluate(() => ((window as { __mark?: number }).__mark = 1));
const isSameDocument = (page: Page) =>
  page.evaluate(() => (window as { __mark?: number }).__mark === 1);

const hydrated = (page: Page) => page.locator('main h1').first().waitFor();

test.describe('language cache', () => {
  test('with preference consent: the path language in local storage and a 1-day cookie', async ({
    page,
  }) => {
    await consentTo(page, allowAll, uniqueId());
    await page.goto('/de/products');
    await hydrated(page);
    const stored = () => page.evaluate(() => localStorage.getItem('official_lang_cache@v1'));
    await expect.poll(stored).toBe('de');
    const cached = await cookie(page, 'official_lang_cache');
    expect(cached?.value).toBe('de');
    expect(daysLeft(cached!.expires)).toBeGreaterThan(0.95);
    expect(daysLeft(cached!.expires)).toBeLessThan(1.05);

    // An unprefixed path resets it to en.
    await page.goto('/products');
    await hydrated(page);
    await expect.poll(stored).toBe('en');

    // switchLang: the routing's own NEXT_LOCALE cookie (365 days), and the new path's language.
    await page.goto('/?switchLang=cn');
    await expect(page).toHaveURL(/\/cn$/);
    await hydrated(page);
    await expect.poll(stored).toBe('cn');
    const locale = await cookie(page, 'NEXT_LOCALE');
    expect(locale?.value).toBe('zh-CN');
    expect(Math.round(daysLeft(locale!.expires))).toBe(365);
    expect(locale?.sameSite).toBe('Lax');
  });

  test('follows the language switcher to another variant', async ({ page }) => {
    await consentTo(page, allowAll, uniqueId());
    await page.goto('/products');
    await hydrated(page);
    const stored = () => page.evaluate(() => localStorage.getItem('official_lang_cache@v1'));
    await expect.poll(stored).toBe('en');
    await page.getByLabel(/Language/).click();
    await page.getByRole('link', { name: 'Nederlands' }).click();
    await expect(page).toHaveURL(/\/nl\/products$/);
    await expect.poll(stored).toBe('nl');
  });

  test('without preference consent nothing is cached', async ({ page }) => {
    await page.context().addCookies([consentCookie(declined)]);
    await page.goto('/it');
    await hydrated(page);
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => localStorage.getItem('official_lang_cache@v1'))).toBeNull();
    expect(await cookie(page, 'official_lang_cache')).toBeUndefined();
  });
});

test.describe('mobile flag (viewport < 780 px, updated on resize)', () => {
  test('growing past 780 px closes the mobile menu; it stays closed on the way back', async ({
    page,
  }) => {
    await page.context().addCookies([consentCookie(declined)]);
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/');
    await hydrated(page);
    const header = page.locator('#site-header');
    const button = page.locator('button[aria-controls="main-nav"]');
    await button.click();
    await expect(header).toHaveAttribute('data-menu', 'open');
    await page.setViewportSize({ width: 779, height: 800 });
    await expect(header).toHaveAttribute('data-menu', 'open');
    await page.setViewportSize({ width: 780, height: 800 });
    await expect(header).toHaveAttribute('data-menu', 'closed');
    await page.setViewportSize({ width: 390, height: 800 });
    await expect(page.locator('#main-nav')).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('build check', () => {
  /** Answers the manifest with `id`; resolves with the count of manifest requests so far. */
  async function fakeManifest(page: Page, id: () => string) {
    const asked: string[] = [];
    await page.route('**/api/build?*', (route) => {
      asked.push(route.request().url());
      return route.fulfill({ json: { code: 200, message: 'OK', data: { buildId: id() } } });
    });
    return asked;
  }

  /** The check loads on idle; showing the tab makes it ask at once (instead of in 5 minutes). */
  async function poll(page: Page, asked: string[]) {
    const before = asked.length;
    await expect
      .poll(async () => {
        await setVisibility(page, 'visible');
        return asked.length;
      })
      .toBeGreaterThan(before);
    // Let the page read the answer before the test acts on it.
    await page.waitForTimeout(500);
  }

  test.beforeEach(async ({ page }) => {
    await page.context().addCookies([consentCookie(declined)]);
  });

  test('the manifest is asked with a _t timestamp and not cached', async ({ page, request }) => {
    const res = await request.get(`/api/build?_t=${Date.now()}`);
    expect(res.headers()['cache-control']).toContain('no-store');
    expect((await res.json()).data.buildId).toMatch(/\S+/);
    const asked = await fakeManifest(page, () => 'same');
    await page.goto('/');
    await hydrated(page);
    await poll(page, asked);
    expect(asked.at(-1)).toMatch(/\/api\/build\?_t=\d{13}$/);
  });

  test('a new build id: the next link is followed by a full page load', async ({
    page,
    request,
  }) => {
    const current = (await (await request.get('/api/build')).json()).data.buildId as string;
    let served = current;
    const asked = await fakeManifest(page, () => served);
    await page.goto('/');
    await hydrated(page);
    await mark(page);

    // Same id: a client navigation, the document stays.
    await poll(page, asked);
    await page.locator('#main-nav a[href="/about-us"]').dispatchEvent('click');
    await expect(page).toHaveURL(/\/about-us$/);
    await hydrated(page);
    expect(await isSameDocument(page)).toBe(true);

    // A new id: the next navigation loads the page from the server.
    served = 'a-newer-build';
    await poll(page, asked);
    const load = page.waitForEvent('load');
    await page.locator('#main-nav a[href="/products"]').dispatchEvent('click');
    await load;
    await expect(page).toHaveURL(/\/products$/);
    expect(await isSameDocument(page)).toBe(false);
  });

  test('never while a form holds unsaved input; once it is clear, when the tab is hidden', async ({
    page,
  }) => {
    const asked = await fakeManifest(page, () => 'a-newer-build');
    await page.goto('/contact-us');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const name = page.getByRole('textbox', { name: 'Name', exact: true });
    await expect(name).toBeEditable();
    await mark(page);
    await poll(page, asked);

    await name.fill('Half-written question');
    await setVisibility(page, 'hidden');
    await page.waitForTimeout(1_000);
    expect(await isSameDocument(page)).toBe(true);

    await name.fill('');
    await setVisibility(page, 'visible');
    const load = page.waitForEvent('load');
    await setVisibility(page, 'hidden');
    await load;
    expect(await isSameDocument(page)).toBe(false);
  });
});

test.describe('chunk load errors: one reload per path within 10 s', () => {
  test('a failed chunk reloads the page once, and a second failure does not reload again', async ({
    page,
  }) => {
    await page.context().addCookies([consentCookie(declined)]);
    // The first chunk asked for once armed (the banner's code) fails, every time it is asked.
    let isArmed = false;
    let blocked: string | undefined;
    let aborted = 0;
    await page.route('**/_next/static/chunks/**', (route) => {
      const url = route.request().url();
      if (isArmed) blocked ??= url;
      if (url !== blocked) return route.continue();
      aborted += 1;
      return route.abort('failed');
    });
    let loads = 0;
    page.on('load', () => (loads += 1));

    await page.goto('/');
    await hydrated(page);
    // The footer's newsletter form loads on demand (near the viewport, first interaction): load
    // it now, so the chunk blocked below is the banner's and not the form's.
    await page.locator('section#newsletter').scrollIntoViewIfNeeded();
    await expect(page.locator('section#newsletter form')).toBeAttached();
    await page.waitForLoadState('networkidle');
    expect(loads).toBe(1);

    // "Cookie settings" imports the banner's code, which has not been loaded yet.
    isArmed = true;
    const reload = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Cookie settings', exact: true }).click();
    await reload;
    expect(aborted).toBeGreaterThan(0);
    expect(loads).toBe(2);

    // Within 10 s the same failure on the same path: no second reload.
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    const abortedBefore = aborted;
    await page.getByRole('button', { name: 'Cookie settings', exact: true }).click();
    await expect.poll(() => aborted).toBeGreaterThan(abortedBefore);
    await page.waitForTimeout(3_000);
    expect(loads).toBe(2);
    await expect(page.locator('main h1').first()).toBeVisible();
  });
});

test.describe('visitor tracking (statistics consent only)', () => {
  /** Every navigator.sendBeacon call of the page, and every request to the tracking API. */
  async function beacons(page: Page) {
    await page.addInitScript(() => {
      const original = navigator.sendBeacon.bind(navigator);
      const calls: { url: string; body: string }[] = [];
      (window as unknown as { __beacons: typeof calls }).__beacons = calls;
      navigator.sendBeacon = (url, data) => {
        calls.push({ url: String(url), body: String(data) });
        return original(url, data);
      };
    });
    const requests: string[] = [];
    page.on('request', (r) => r.url().includes('/api/tracking') && requests.push(r.url()));
    const sent = () =>
      page.evaluate(() =>
        (window as unknown as { __beacons: { url: string; body: string }[] }).__beacons.map(
          (b) => ({ url: b.url, body: JSON.parse(b.body) as Record<string, unknown> }),
        ),
      );
    return { sent, requests };
  }

  /**
   * Tracking has started (on idle): it has given the visit its session id, and listens for the
   * page being hidden from then on. Instead of a fixed wait long enough for idle.
   */
  const trackingStarted = (page: Page) =>
    expect
      .poll(() => page.evaluate(() => sessionStorage.getItem('visit_session@v1')))
      .not.toBeNull();

  test('with statistics consent, a beacon carries the visit when the page is hidden', async ({
    page,
  }) => {
    const consentId = uniqueId();
    await consentTo(page, statisticsOnly, consentId);
    const { sent } = await beacons(page);
    await page.goto('/de');
    await hydrated(page);
    // Tracking starts on idle; the first page is its landing page.
    await trackingStarted(page);
    await page.locator('#main-nav a[href="/de/products"]').dispatchEvent('click');
    await expect(page).toHaveURL(/\/de\/products$/);
    await hydrated(page);
    await setVisibility(page, 'hidden');
    await expect.poll(async () => (await sent()).length).toBeGreaterThan(0);
    const { url, body } = (await sent()).at(-1)!;
    expect(url).toBe('/api/tracking');
    expect(body).toMatchObject({
      consentId,
      language: 'de',
      client: 'desktop',
      landingPage: '/de',
      jumpOut: false,
      refer: '',
    });
    expect((body.routes as { path: string }[]).map((r) => r.path)).toEqual(['/de', '/de/products']);
    expect(body.timezone).toMatch(/\S/);
    expect(body.browser).toMatch(/^Chrome \d+$/);
    // What the browser sent, the server takes and stores (its consent is on record).
    const stored = await page.request.post('/api/tracking', {
      data: JSON.stringify(body),
      headers: { Origin: BASE_URL, 'Content-Type': 'text/plain;charset=UTF-8' },
    });
    expect(stored.status()).toBe(200);
  });

  test('a visit of one page keeps jumpOut true', async ({ page }) => {
    await consentTo(page, statisticsOnly, uniqueId());
    const { sent } = await beacons(page);
    await page.goto('/');
    await hydrated(page);
    await trackingStarted(page);
    await setVisibility(page, 'hidden');
    await expect.poll(async () => (await sent()).length).toBeGreaterThan(0);
    expect((await sent()).at(-1)!.body).toMatchObject({ landingPage: '/', jumpOut: true });
  });

  test('without statistics consent nothing is sent', async ({ page }) => {
    await consentTo(page, { preference: true, statistics: false, marketing: true }, uniqueId());
    const { sent, requests } = await beacons(page);
    await page.goto('/');
    await hydrated(page);
    await page.waitForTimeout(3_000);
    await page.locator('#main-nav a[href="/products"]').dispatchEvent('click');
    await expect(page).toHaveURL(/\/products$/);
    await setVisibility(page, 'hidden');
    await page.waitForTimeout(1_500);
    expect(await sent()).toEqual([]);
    expect(requests).toEqual([]);
    expect(await page.evaluate(() => sessionStorage.getItem('visit_session@v1'))).toBeNull();
  });
});

test.describe('links (SiteLink, no next/link in the first load)', () => {
  test.beforeEach(async ({ page }) => {
    await page.context().addCookies([consentCookie(declined)]);
  });

  test('a pointer over a link fetches its page ahead; a click opens it in place', async ({
    page,
  }) => {
    await page.goto('/de');
    await hydrated(page);
    await mark(page);
    const link = page.locator('main a[href^="/de/products"]').first();
    const href = (await link.getAttribute('href'))!;
    const ahead = page.waitForRequest(
      (request) =>
        new URL(request.url()).pathname === href &&
        request.headers()['next-router-prefetch'] !== undefined,
    );
    await link.hover();
    await ahead;
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await hydrated(page);
    expect(await isSameDocument(page)).toBe(true);
  });

  test('modified clicks and same-page anchors stay the browser’s', async ({ page, context }) => {
    await page.goto('/de');
    await hydrated(page);
    await mark(page);
    // The skip link, first in the tab order: the browser moves to #main, in the same document.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/de#main$/);
    // Ctrl+click: a new tab; this page stays where it is.
    const link = page.locator('main a[href^="/de/products"]').first();
    const opened = context.waitForEvent('page');
    await link.click({ modifiers: ['ControlOrMeta'] });
    expect(new URL((await opened).url()).pathname).toBe(await link.getAttribute('href'));
    await expect(page).toHaveURL(/\/de#main$/);
    expect(await isSameDocument(page)).toBe(true);
  });
});
