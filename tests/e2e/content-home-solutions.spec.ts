import { expect, test, type Page } from '@playwright/test';
import { violationsOn } from './support/axe';
import {
  expectSameDocument,
  expectServerIgnoresQuery,
  markDocument,
  settled,
} from './support/url-filter';

// Home, solutions and platforms pages with real content from the content API.

/** The cards of the cases list (the filter links are list items too, but carry no h3). */
const caseCards = (page: Page) => page.locator('#projects li:has(h3)');

test.describe('home page', () => {
  // One load of / (and of /de) for what it shows; each check is a step of its own in the report.
  test('/ and /de: the company figures, the four platforms, the calls to action and JSON-LD', async ({
    page,
  }) => {
    await page.goto('/');
    await test.step('shows the three company figures in English', async () => {
      const en = page.getByRole('region', { name: 'Voltara in figures' });
      await expect(en).toContainText('2.5 GWh');
      await expect(en).toContainText('Production centers');
      await expect(en.locator('dd')).toHaveText(['2.5 GWh', '3', '16']);
    });

    await test.step('names the four platforms and links each to its page', async () => {
      const platforms = page.locator('#platforms h3 a');
      await expect(platforms).toHaveText(['ECOS', 'ECOS Hub', 'Pangu OS', 'Open API']);
      const hrefs = await platforms.evaluateAll((links) =>
        links.map((a) => a.getAttribute('href')),
      );
      expect(hrefs).toEqual([
        '/platform/ecos',
        '/platform/ecos-hub',
        '/platform/pangu-os',
        '/platform/open-api',
      ]);
    });

    await test.step('has both calls to action, the newsletter anchor and the Organization JSON-LD', async () => {
      await expect(page.getByRole('link', { name: 'Explore solutions' })).toHaveAttribute(
        'href',
        '#solutions',
      );
      await expect(page.locator('main a[href="/contact-us"]').first()).toBeVisible();
      await expect(page.getByRole('link', { name: 'Subscribe to the newsletter' })).toHaveAttribute(
        'href',
        '#newsletter',
      );
      await expect(
        page.getByRole('link', { name: 'Talk to our team', exact: true }),
      ).toHaveAttribute('href', '/contact-us');
      const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
      const organization = ld.map((s) => JSON.parse(s)).find((d) => d['@type'] === 'Organization');
      expect(organization).toMatchObject({
        name: 'Voltara',
        contactPoint: { email: 'info@voltara.example' },
      });
      expect(organization.logo).toMatch(/\/icon\.svg$/);
    });

    await page.goto('/de');
    await test.step('shows the three company figures in German', async () => {
      const de = page.getByRole('region', { name: 'Voltara in Zahlen' });
      await expect(de.locator('dd')).toHaveText(['2,5 GWh', '3', '16']);
      await expect(de).toContainText('Produktionsstandorte');
      await expect(de).toContainText('Jahre Forschung und Entwicklung');
    });
  });

  test('links the three latest news items of the language, newest first', async ({ page }) => {
    for (const prefix of ['', '/de']) {
      await page.goto(prefix || '/');
      const links = page.locator('#news h3 a');
      await expect(links).toHaveCount(3);
      const hrefs = await links.evaluateAll((all) => all.map((a) => a.getAttribute('href') ?? ''));
      for (const href of hrefs) expect(href).toMatch(new RegExp(`^${prefix}/explore/news/\\d+$`));
      const days = await page
        .locator('#news time')
        .evaluateAll((all) => all.map((t) => t.getAttribute('datetime') ?? ''));
      expect(days).toEqual([...days].sort().reverse());
      const response = await page.goto(hrefs[0]!);
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1')).toBeVisible();
    }
  });
});

test.describe('solutions and platforms', () => {
  test('the German Open API page lists the five access steps in order', async ({ page }) => {
    await page.goto('/de/platform/open-api');
    await expect(page.locator('#steps ol > li h3')).toHaveText([
      'Offline per Telefon oder E-Mail beantragen',
      'In der API-Konsole anmelden',
      'Den Nutzungsleitfaden lesen',
      'Testen und debuggen',
      'Entwickeln',
    ]);
  });

  test('the residential page names the four operating modes', async ({ page }) => {
    await page.goto('/solutions/residential-ess');
    await expect(page.locator('#modes h3')).toHaveText([
      'Self-power',
      'Time of use',
      'Back up',
      'Virtual power plant',
    ]);
  });

  test('the C&I and utility pages show the cabinet and PCS figures', async ({ page }) => {
    for (const path of ['/solutions/commercial-industrial-ess', '/solutions/utility-ess']) {
      await page.goto(path);
      const figures = page.locator('#figures dd');
      for (const value of ['≤ 15 s', '< 25 dB', '−20 to 55 °C', 'IP55 / IP65 / IP66', '< 10 ms']) {
        await expect(figures.filter({ hasText: value })).toHaveCount(1);
      }
      await expect(figures.filter({ hasText: '60 / 62.5 kW' })).toHaveCount(1);
      await expect(figures.filter({ hasText: '99%' })).toHaveCount(1);
    }
  });

  test('solution, platform and other pages have their trail right above the heading', async ({
    page,
  }) => {
    const paths = [
      '/solutions/cases',
      '/solutions/utility-ess',
      '/platform/pangu-os',
      '/products',
      '/support-center/downloads',
      '/document/privacy-policy',
    ];
    for (const path of paths) {
      await page.goto(path);
      const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(trail).toHaveCount(1);
      await expect(trail.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute(
        'href',
        '/',
      );
      await expect(trail.locator('[aria-current="page"]')).toBeVisible();
      // One place on every page: inside the intro band, directly above the h1.
      await expect(page.locator('main nav[aria-label="Breadcrumb"] + h1'), path).toBeVisible();
    }
  });
});

test.describe('cases', () => {
  const current = (page: Page) => page.locator('#projects nav [aria-current="page"]');
  const count = (page: Page) => page.locator('#projects').getByRole('status');

  // requirements: Caching — the filter is applied in the browser to the cached, complete list.
  test('a shared ?category=residential link shows only residential cases', async ({ page }) => {
    await page.goto('/solutions/cases');
    await settled(page);
    const total = await caseCards(page).count();

    await page.goto('/solutions/cases?category=residential');
    await expect(current(page)).toHaveText('Residential');
    const cards = caseCards(page);
    const shown = await cards.count();
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(total);
    for (let i = 0; i < shown; i++) {
      await expect(cards.nth(i).locator('p').first()).toHaveText('Residential');
    }
    expect(await violationsOn(page)).toEqual([]);
  });

  test('a filter link in German updates the list, the count and the URL without a reload', async ({
    page,
  }) => {
    await page.goto('/de/solutions/cases?category=residential');
    await expect(current(page)).toHaveText('Privathaushalte');
    const residential = await caseCards(page).count();
    await expect(count(page)).toHaveText(
      `${residential} ${residential === 1 ? 'Projekt' : 'Projekte'}`,
    );
    await markDocument(page);
    await page.getByRole('link', { name: 'Netzspeicher', exact: true }).click();
    await expect(page).toHaveURL(/\/de\/solutions\/cases\?category=utility$/);
    await expect(current(page)).toHaveText('Netzspeicher');
    for (const card of await caseCards(page).all()) {
      await expect(card.locator('p').first()).toHaveText('Netzspeicher');
    }
    await page.getByRole('link', { name: 'Alle', exact: true }).click();
    await expect(page).toHaveURL(/\/de\/solutions\/cases$/);
    await expect(current(page)).toHaveText('Alle');
    expect(await caseCards(page).count()).toBeGreaterThan(residential);
    await expectSameDocument(page);
  });

  test('an unknown or repeated ?category shows every case without an error', async ({ page }) => {
    await page.goto('/solutions/cases');
    await settled(page);
    const total = await caseCards(page).count();
    expect(total).toBeGreaterThan(0);

    for (const value of ['xx', '<script>alert(1)</script>', '1']) {
      const response = await page.goto(`/solutions/cases?category=${encodeURIComponent(value)}`);
      expect(response?.status()).toBe(200);
      await settled(page);
      await expect(caseCards(page)).toHaveCount(total);
      await expect(current(page)).toHaveText('All');
    }
  });

  test('the server sends the same full list for every query', async ({ request }) => {
    await expectServerIgnoresQuery(request, '/solutions/cases', [
      '/solutions/cases?category=residential',
      '/solutions/cases?category=utility&category=commercial',
    ]);
    await expectServerIgnoresQuery(request, '/de/solutions/cases', [
      '/de/solutions/cases?category=commercial',
    ]);
  });

  test('without JavaScript the filter is a plain link, and the full list shows', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/de/solutions/cases');
    const total = await caseCards(page).count();
    await page.getByRole('link', { name: 'Netzspeicher', exact: true }).click();
    await expect(page).toHaveURL(/\/de\/solutions\/cases\?category=utility$/);
    await expect(caseCards(page)).toHaveCount(total);
    await context.close();
  });
});
