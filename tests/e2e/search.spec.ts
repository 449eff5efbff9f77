import { expect, test, type Page } from '@playwright/test';
import { adminRequest, newsConsole, stamp } from './support/console';

// The header's search box (typing, keyboard, screen-reader roles), the search page
// without JavaScript, corrections of a query that matches nothing, and an item published in two
// languages only (head, switcher, sitemap).

const headerBox = (page: Page) => page.locator('#search-header');
// The first searches of a fresh server on a busy CI machine: more than expect's default.
const firstAnswer = { timeout: 30_000 };

test.describe('site search', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('typing in the header box on /de shows German results while typing', async ({ page }) => {
    await page.goto('/de/explore/news');
    const box = headerBox(page);
    await expect(box).toHaveAttribute('role', 'combobox');
    await box.click();
    await box.pressSequentially('Wechselrichter', { delay: 30 });
    const list = page.locator('#search-header-list');
    await expect(list).toHaveAttribute('role', 'listbox', firstAnswer);
    const options = list.getByRole('option');
    await expect(options.first()).toBeVisible(firstAnswer);
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(options.first().locator('mark').first()).toHaveText(/wechselrichter/i);
    const hrefs = await options
      .locator('a')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href).toMatch(/^\/(de\/|files\/)/);
    // The live region says how many.
    await expect(page.locator('[data-search-count]').first()).toHaveText(/\d+ Ergebnisse?/);
  });

  test('typing 逆变器 in the header box on /cn finds the inverters', async ({ page }) => {
    await page.goto('/cn');
    const box = headerBox(page);
    await box.click();
    await box.fill('逆变器');
    const first = page.locator('#search-header-list').getByRole('option').first();
    await expect(first).toBeVisible(firstAnswer);
    await expect(first.locator('mark').first()).toHaveText('逆变器');
    await expect(first.locator('a')).toHaveAttribute('href', /^\/cn\//);
  });

  test('works with the keyboard only: / focuses, arrows choose, Enter opens, Escape closes', async ({
    page,
  }) => {
    await page.goto('/products');
    await page.locator('main h1').first().waitFor();
    const box = headerBox(page);
    // The shortcut works once the header has hydrated; the h1 is there before that.
    await expect(async () => {
      await page.keyboard.press('/');
      await expect(box).toBeFocused({ timeout: 1_000 });
    }).toPass(firstAnswer);
    // Typing can outlast the debounce on a busy machine, so a shorter query ('H3-1') may be asked
    // and listed first; its answer is replaced, and the choice reset, when the full one comes.
    // The arrow key waits for the answer to what was typed.
    const answered = page.waitForResponse(
      (res) =>
        new URL(res.url()).pathname === '/api/search' &&
        new URL(res.url()).searchParams.get('q')?.toLowerCase() === 'h3-10',
      firstAnswer,
    );
    await page.keyboard.type('H3-10');
    await answered;
    const first = page.locator('#search-header-list').getByRole('option').first();
    await expect(first).toBeVisible(firstAnswer);
    await page.keyboard.press('ArrowDown');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', 'search-header-option-0');
    await page.keyboard.press('Escape');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/products\/three-phase-hybrid-system$/);
    // Ctrl+K focuses the box from anywhere, even from another field.
    await page.locator('main').click();
    await page.keyboard.press('Control+k');
    await expect(headerBox(page)).toBeFocused();
  });

  test('the mobile menu has the box too', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/de');
    await page.getByRole('button', { name: /menü|menu/i }).click();
    const box = page.locator('#search-menu');
    await expect(box).toBeVisible();
    await box.fill('Garantie');
    await expect(page.locator('#search-menu-list').getByRole('option').first()).toBeVisible();
  });

  test('the header box says when it shows results of a corrected query', async ({ page }) => {
    await page.goto('/');
    const box = headerBox(page);
    await box.click();
    await box.fill('baterry');
    const popup = page.locator('#search-header-list').locator('..');
    await expect(popup.locator('[data-search-correction]')).toHaveText(
      'Showing results for “battery”.',
      firstAnswer,
    );
    await expect(popup.getByRole('option').first().locator('mark').first()).toHaveText(/battery/i);
    // The screen reader hears it with the count.
    await expect(page.locator('[data-search-count]').first()).toContainText(
      'Showing results for “battery”.',
    );
    // Typed right, there is nothing to say.
    await box.fill('battery');
    await expect(popup.getByRole('option').first()).toBeVisible();
    await expect(popup.locator('[data-search-correction]')).toHaveCount(0);
  });

  test('drops late answers: the last query typed wins', async ({ page }) => {
    let delayed = false;
    await page.route('**/api/search?*', async (route) => {
      // The first request answers last.
      if (!delayed) {
        delayed = true;
        await new Promise((resolve) => setTimeout(resolve, 800));
      }
      await route.continue().catch(() => {});
    });
    await page.goto('/');
    const box = headerBox(page);
    await box.click();
    await box.fill('warranty');
    await page.waitForTimeout(300);
    await box.fill('AC charger');
    const first = page.locator('#search-header-list').getByRole('option').first();
    await expect(first).toContainText('AC charger');
    await page.waitForTimeout(900);
    await expect(first).toContainText('AC charger');
  });
});

test.describe('site search without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });

  test('the header form submits to the results page, rendered per request', async ({ page }) => {
    await page.goto('/de/support-center/downloads');
    await headerBox(page).fill('Garantie');
    await headerBox(page).press('Enter');
    await expect(page).toHaveURL(/\/de\/search\?q=Garantie$/);
    const results = page.locator('[data-result]');
    await expect(results.first()).toBeVisible();
    await expect(page.locator('mark').first()).toHaveText(/garantie/i);
    // Facets with counts; a facet link narrows the list.
    const facet = page.getByRole('navigation', { name: 'Nach Typ filtern' }).getByRole('link', {
      name: /^Download \(\d+\)$/,
    });
    const count = Number((await facet.textContent())!.match(/\((\d+)\)/)![1]);
    await facet.click();
    await expect(page.locator('[data-result]')).toHaveCount(Math.min(count, 20));
    // A download result links straight to its file.
    await expect(page.locator('[data-result] h3 a').first()).toHaveAttribute('href', /^\/files\//);
  });

  for (const { path, typed, heading, note, exactly, none } of [
    {
      path: '/search',
      typed: 'baterry',
      heading: 'Results for “battery”',
      note: 'No results for “baterry”. Showing results for “battery”.',
      exactly: 'Search exactly for “baterry”',
      none: 'Nothing matches “baterry”.',
    },
    {
      path: '/de/search',
      typed: 'Baterrie',
      heading: 'Ergebnisse für „Batterie“',
      note: 'Keine Ergebnisse für „Baterrie“. Ergebnisse für „Batterie“ werden angezeigt.',
      exactly: 'Genau nach „Baterrie“ suchen',
      none: 'Nichts passt zu „Baterrie“.',
    },
  ]) {
    test(`${path}?q=${typed} shows the corrected results, and a link to search exactly`, async ({
      page,
    }) => {
      await page.goto(`${path}?q=${typed}`);
      const notice = page.locator('[data-search-correction]');
      await expect(page.locator('#search-results-heading')).toHaveText(heading);
      await expect(notice).toContainText(note);
      await expect(page.locator('[data-result]').first()).toBeVisible();
      await expect(page.locator('[data-result] mark').first()).toHaveText(/batter/i);
      // The form still holds what was typed.
      await expect(page.locator('#search-page-q')).toHaveValue(typed);
      await notice.getByRole('link', { name: exactly }).click();
      await expect(page).toHaveURL(`${path}?q=${typed}&exact=1`);
      await expect(page.locator('[data-search-correction]')).toHaveCount(0);
      await expect(page.locator('[data-result]')).toHaveCount(0);
      await expect(page.getByText(none)).toBeVisible();
    });
  }

  test('the results page is never cached for everyone', async ({ request }) => {
    const res = await request.get('/de/search?q=Speicher');
    expect(res.headers()['cache-control']).toContain('no-store');
    expect(await res.text()).toContain('Speicher');
  });
});

test.describe('an item published in two languages only', () => {
  test('head, language switcher and sitemap.xml name the same two languages', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const admin = await adminRequest(playwright.request, baseURL!);
    const title = `Nur zweisprachig ${stamp()}`;
    const id = await newsConsole(admin, baseURL!, 4).create(title);
    await newsConsole(admin, baseURL!, 7).create(`Seulement bilingue ${stamp()}`, { id });
    await admin.dispose();
    const path = `/explore/news/${id}`;

    // The head: de-DE, fr-FR and x-default (German: no English version) only.
    await page.goto(`/de${path}`);
    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) =>
        Object.fromEntries(links.map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')])),
      );
    expect(alternates).toEqual({
      'de-DE': `${baseURL}/de${path}`,
      'fr-FR': `${baseURL}/fr${path}`,
      'x-default': `${baseURL}/de${path}`,
    });

    // The switcher: French goes to the article, the others to the news list with a note.
    await page.locator('summary[aria-label^="DE"]').click();
    const option = (code: string) => page.locator(`a[hreflang][href*="switchLang=${code}"]`);
    await expect(option('fr')).toHaveAttribute('data-available', 'true');
    await expect(option('fr')).toHaveAttribute('href', `/de${path}?switchLang=fr`);
    const available = await page
      .locator('a[data-available="true"]')
      .evaluateAll((as) => as.map((a) => a.getAttribute('hreflang')));
    expect(available.sort()).toEqual(['de-DE', 'fr-FR']);
    for (const code of ['en', 'au', 'cn', 'it', 'nl']) {
      await expect(option(code)).toHaveAttribute(
        'href',
        `/de/explore/news?switchLang=${code}&unavailable=1`,
      );
    }
    await option('en').click();
    await expect(page).toHaveURL(/\/explore\/news\?unavailable=1$/);
    await expect(page.locator('[data-availability-note]')).toContainText(
      'not available in English',
    );
    expect((await page.request.get(path)).status()).toBe(404);

    // sitemap.xml: the two versions, each with the same alternates as the head.
    const xml = await (await page.request.get('/sitemap.xml')).text();
    const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]!);
    const ofItem = entries.filter((e) => new RegExp(`${path}</loc>`).test(e));
    expect(ofItem.map((e) => e.match(/<loc>([^<]*)<\/loc>/)![1]).sort()).toEqual(
      [`${baseURL}/de${path}`, `${baseURL}/fr${path}`].sort(),
    );
    for (const entry of ofItem) {
      const links = Object.fromEntries(
        [...entry.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]),
      );
      expect(links).toEqual(alternates);
    }
  });
});
