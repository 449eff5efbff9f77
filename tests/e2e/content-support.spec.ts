import { expect, test, type Locator, type Page } from '@playwright/test';
import { violationsOn } from './support/axe';
import {
  expectSameDocument,
  expectServerIgnoresQuery,
  markDocument,
  settled,
} from './support/url-filter';

// Support center and "how to buy": filters live in the URL, bad input is never a 500
// and a keyword is shown as text. Counts come from the seeded data, so no test assumes a number.
// The pages are cached the same for every query: the browser applies the filter.
const DOWNLOADS = '/support-center/downloads';
const SCRIPT = '<script>alert(1)</script>';

const results = (page: Page) => page.getByRole('region', { name: 'Documents' });
const items = (page: Page) => results(page).getByRole('heading', { level: 3 });

/** The value shown for a term (Type, Series…) in each listed document. */
async function termValues(page: Page, term: string): Promise<string[]> {
  const cells: Locator = results(page)
    .locator('dt', { hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]');
  return cells.allInnerTexts();
}

test.describe('support downloads', () => {
  test.beforeEach(async ({ page }) => {
    page.on('dialog', () => {
      throw new Error('a script ran from the URL');
    });
  });

  const filters = [
    { name: 'series', label: 'Series', term: 'Series' },
    { name: 'type', label: 'Type', term: 'Type' },
    { name: 'lang', label: 'Language', term: 'Language' },
    { name: 'year', label: 'Updated in', term: 'Updated' },
    { name: 'format', label: 'File type', term: 'File type' },
  ];

  for (const filter of filters) {
    test(`the ${filter.name} filter narrows the list and lives in the URL`, async ({ page }) => {
      await page.goto(DOWNLOADS);
      await settled(page);
      const total = await items(page).count();
      expect(total).toBeGreaterThan(0);
      await markDocument(page);

      const select = page.getByLabel(filter.label, { exact: true });
      const option = select.locator('option:not([value=""])').first();
      const [value, label] = [await option.getAttribute('value'), await option.innerText()];
      await select.selectOption(value!);
      await page.getByRole('button', { name: 'Show documents' }).click();

      await expect(page).toHaveURL(new RegExp(`[?&]${filter.name}=${encodeURIComponent(value!)}`));
      await expect(page.locator('main').getByRole('status')).toContainText(/document|No documents/);
      await expectSameDocument(page);
      const count = await items(page).count();
      expect(count).toBeLessThanOrEqual(total);
      for (const shown of await termValues(page, filter.term)) {
        expect(filter.name === 'year' ? shown : shown.trim()).toContain(
          filter.name === 'year' ? value! : label.trim(),
        );
      }

      // The URL alone restores the same state: shareable.
      await page.goto(page.url());
      await expect(select).toHaveValue(value!);
      await expect(items(page)).toHaveCount(count);
    });
  }

  test('a shared link with two filters shows their documents; a reset link clears them', async ({
    page,
  }) => {
    await page.goto(DOWNLOADS);
    await settled(page);
    const total = await items(page).count();
    await page.goto(`${DOWNLOADS}?type=warranty&format=pdf`);
    const reset = page.getByRole('link', { name: 'Reset filters' });
    await expect(reset).toBeVisible();
    await expect(page.getByLabel('Type', { exact: true })).toHaveValue('warranty');
    await expect(page.getByLabel('File type', { exact: true })).toHaveValue('pdf');
    expect(await items(page).count()).toBeLessThan(total);
    for (const type of await termValues(page, 'Type')) expect(type).toBe('Warranty');
    for (const format of await termValues(page, 'File type')) expect(format).toBe('PDF');
    expect(await violationsOn(page)).toEqual([]);
    await markDocument(page);
    await reset.click();
    await expect(page).toHaveURL(new RegExp(`${DOWNLOADS}$`));
    await expect(items(page)).toHaveCount(total);
    await expect(page.getByLabel('Type', { exact: true })).toHaveValue('');
    await expect(reset).toHaveCount(0);
    await expectSameDocument(page);
  });

  test('a shared German link shows its documents with the German count', async ({ page }) => {
    await page.goto(`/de${DOWNLOADS}?format=pdf`);
    await expect(page.getByLabel('Dateityp', { exact: true })).toHaveValue('pdf');
    for (const format of await termValues(page, 'Dateityp')) expect(format).toBe('PDF');
    await expect(page.locator('main').getByRole('status')).toHaveText(
      /^\d+ Dokumente? gefunden\.$/,
    );
  });

  test('the server sends the same full list for every query', async ({ request }) => {
    const main = await expectServerIgnoresQuery(request, DOWNLOADS, [
      `${DOWNLOADS}?type=warranty&format=pdf`,
      `${DOWNLOADS}?q=${encodeURIComponent(SCRIPT)}&series=X9&series=H3`,
    ]);
    expect(main).not.toContain('Reset filters');
    await expectServerIgnoresQuery(request, '/de/support-center/faqs', [
      '/de/support-center/faqs?q=Garantie',
    ]);
    await expectServerIgnoresQuery(request, '/how-to-buy', ['/how-to-buy?country=DE']);
  });

  test('the keyword narrows the list', async ({ page }) => {
    await page.goto(DOWNLOADS);
    const total = await items(page).count();
    const first = (await items(page).first().innerText()).split(/\s+/)[0]!;
    await page.getByLabel('Keyword (title, product or series)').fill(first);
    await page.getByRole('button', { name: 'Show documents' }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(first)}`));
    expect(await items(page).count()).toBeGreaterThan(0);
    expect(await items(page).count()).toBeLessThanOrEqual(total);
  });

  test('a keyword typed while the page is still loading is kept and searched', async ({ page }) => {
    // The page's scripts wait until the visitor has typed: the URL filter then applies (an empty
    // query) to a field that already holds text, as on a slow phone. It once emptied the field.
    let release!: () => void;
    const typed = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_next/static/chunks/*.js', async (route) => {
      await typed;
      await route.continue();
    });
    await page.goto(DOWNLOADS, { waitUntil: 'domcontentloaded' });
    const keyword = page.getByLabel('Keyword (title, product or series)');
    await keyword.fill('Three-phase');
    release();
    await page.locator('[data-url-filter-applied]').waitFor({ state: 'attached' });
    await expect(keyword).toHaveValue('Three-phase');
    await page.getByRole('button', { name: 'Show documents' }).click();
    await expect(page).toHaveURL(/[?&]q=Three-phase/);
  });

  test('an empty result shows "no data", in German on /de', async ({ page }) => {
    await page.goto(`${DOWNLOADS}?q=no-such-document-anywhere`);
    await expect(page.getByText('no data', { exact: true })).toBeVisible();
    await page.goto(`/de${DOWNLOADS}?q=no-such-document-anywhere`);
    await expect(page.getByText('Keine Daten', { exact: true })).toBeVisible();
    await expect(page.locator('main').getByRole('status')).toHaveText('Keine Dokumente gefunden.');
  });

  test('unknown filter values are ignored and an overlong keyword is cut, never a 500', async ({
    page,
  }) => {
    await page.goto(DOWNLOADS);
    await settled(page);
    const total = await items(page).count();
    const odd = await page.goto(`${DOWNLOADS}?series=X9&type=manual&lang=xx&year=1&format=exe`);
    expect(odd?.status()).toBe(200);
    await settled(page);
    await expect(items(page)).toHaveCount(total);
    await expect(page.getByLabel('Series', { exact: true })).toHaveValue('');

    const long = await page.goto(`${DOWNLOADS}?q=${'a'.repeat(2000)}`);
    expect(long?.status()).toBe(200);
    await expect(page.getByText('shortened to the first 100 characters')).toBeVisible();
    await expect(page.getByLabel('Keyword (title, product or series)')).toHaveValue(
      'a'.repeat(100),
    );
  });

  test('a script keyword is shown as text, not run', async ({ page, request }) => {
    const url = `${DOWNLOADS}?q=${encodeURIComponent(SCRIPT)}`;
    const html = await (await request.get(url)).text();
    expect(html).not.toContain(SCRIPT);
    await page.goto(url);
    await expect(page.getByText(`Keyword: “${SCRIPT}”`)).toBeVisible();
    await expect(page.getByLabel('Keyword (title, product or series)')).toHaveValue(SCRIPT);
  });

  test('every download link answers 200 with the content type of its file', async ({
    page,
    request,
  }) => {
    await page.goto(DOWNLOADS);
    const links = results(page).locator('a[download]');
    expect(await links.count()).toBeGreaterThan(0);
    const expected: Record<string, RegExp> = {
      pdf: /^application\/pdf/,
      mp4: /^video\/mp4/,
      webm: /^video\/webm/,
      png: /^image\/png/,
      jpg: /^image\/jpeg/,
      jpeg: /^image\/jpeg/,
      webp: /^image\/webp/,
      svg: /^image\/svg\+xml/,
    };
    for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')!))) {
      const response = await request.get(href, { maxRedirects: 0 });
      expect(response.status(), href).toBe(200);
      const extension = href.split('.').pop()!.toLowerCase();
      expect(response.headers()['content-type'], href).toMatch(expected[extension] ?? /./);
    }
  });
});

test.describe('FAQs', () => {
  test('the German search finds an answer and opens it', async ({ page }) => {
    await page.goto('/de/support-center/faqs');
    await settled(page);
    await markDocument(page);
    await page.getByLabel('Fragen und Antworten durchsuchen').fill('Garantie');
    await page.getByRole('button', { name: 'Suchen', exact: true }).click();
    await expect(page).toHaveURL(/\/de\/support-center\/faqs\?q=Garantie$/);
    await expect(page.locator('main').getByRole('status')).toContainText(
      /\d+ Antworte?n? pass(t|en) zu/,
    );
    const open = page.locator('details[open]');
    expect(await open.count()).toBeGreaterThan(0);
    await expect(page.locator('main details')).toHaveCount(await open.count());
    for (const text of await open.allInnerTexts()) expect(text.toLowerCase()).toContain('garantie');
    await expectSameDocument(page);
  });

  test('without JavaScript the search is a GET to the shareable URL, where every answer shows', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/de/support-center/faqs');
    const total = await page.locator('main details').count();
    expect(total).toBeGreaterThan(1);
    await page.getByLabel('Fragen und Antworten durchsuchen').fill('Garantie');
    await page.getByRole('button', { name: 'Suchen', exact: true }).click();
    await expect(page).toHaveURL(/\?q=Garantie$/);
    await expect(page.locator('main details')).toHaveCount(total);
    await context.close();
  });

  test('without JavaScript a question opens from the keyboard and shows its answer', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/de/support-center/faqs');
    const first = page.locator('main details').first();
    await expect(first).not.toHaveAttribute('open');
    await expect(first.locator('p').first()).toBeHidden();
    await first.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('open', '');
    await expect(first.locator('p').first()).toBeVisible();
    await context.close();
  });

  test('the FAQPage structured data holds every question and answer the page shows', async ({
    page,
  }) => {
    await page.goto('/de/support-center/faqs');
    await settled(page);
    const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
    const faqPages = scripts
      .map((text) => JSON.parse(text) as { '@type': string; mainEntity?: unknown })
      .filter((data) => data['@type'] === 'FAQPage');
    expect(faqPages).toHaveLength(1);
    const entities = faqPages[0]!.mainEntity as {
      '@type': string;
      name: string;
      acceptedAnswer: { '@type': string; text: string };
    }[];
    const questions = await page.locator('main details summary').allInnerTexts();
    expect(questions.length).toBeGreaterThan(1);
    expect(entities.map((e) => e.name)).toEqual(questions.map((q) => q.trim()));
    for (const entity of entities) {
      expect(entity['@type']).toBe('Question');
      expect(entity.acceptedAnswer['@type']).toBe('Answer');
      expect(entity.acceptedAnswer.text.length).toBeGreaterThan(0);
    }
    const firstAnswer = await page
      .locator('main details')
      .first()
      .locator('p')
      .first()
      .textContent();
    expect(entities[0]!.acceptedAnswer.text.startsWith(firstAnswer!)).toBe(true);
  });

  test('a shared search link shows only its answers, in English and in French', async ({
    page,
  }) => {
    for (const [prefix, keyword, status] of [
      ['', 'warranty', /^\d+ answers? match(es)? “warranty”\.$/],
      ['/fr', 'garantie', /^\d+ réponses? correspond(ent)? à «\sgarantie\s»\.$/],
    ] as const) {
      await page.goto(`${prefix}/support-center/faqs`);
      await settled(page);
      const total = await page.locator('main details').count();
      await page.goto(`${prefix}/support-center/faqs?q=${keyword}`);
      await expect(page.locator('main').getByRole('status')).toHaveText(status);
      const shown = page.locator('main details');
      expect(await shown.count()).toBeLessThan(total);
      for (const text of await shown.allInnerTexts()) expect(text.toLowerCase()).toContain(keyword);
      await expect(page.getByRole('searchbox')).toHaveValue(keyword);
    }
  });

  test('a script keyword is echoed as text and finds "no data"', async ({ page }) => {
    page.on('dialog', () => {
      throw new Error('a script ran from the URL');
    });
    await page.goto(`/support-center/faqs?q=${encodeURIComponent(SCRIPT)}`);
    await expect(page.locator('main').getByRole('status')).toHaveText(
      `No answers match “${SCRIPT}”.`,
    );
    await expect(page.getByText('no data', { exact: true })).toBeVisible();
  });
});

test.describe('how to buy', () => {
  test('?country=DE lists only partners in Germany', async ({ page }) => {
    await page.goto('/how-to-buy');
    await settled(page);
    const cards = page
      .getByRole('region', { name: 'Distributors and installers' })
      .locator('ul > li');
    const total = await cards.count();

    await page.goto('/how-to-buy?country=DE');
    await expect(page.getByLabel('Country or region')).toHaveValue('DE');
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(total);
    for (const card of await cards.all()) await expect(card).toContainText('Germany');
  });

  test('country names are in the page language and an unknown country shows everyone', async ({
    page,
  }) => {
    await page.goto('/de/how-to-buy?country=DE');
    await expect(page.getByLabel('Land oder Region')).toHaveValue('DE');
    await expect(page.getByLabel('Land oder Region').locator('option[value="DE"]')).toHaveText(
      'Deutschland',
    );
    const cards = page
      .getByRole('region', { name: 'Distributoren und Installateure' })
      .locator('ul > li');
    for (const card of await cards.all()) await expect(card).toContainText('Deutschland');
    await page.goto('/how-to-buy');
    await settled(page);
    const total = await page
      .getByRole('region', { name: 'Distributors and installers' })
      .locator('ul > li')
      .count();
    const response = await page.goto('/how-to-buy?country=ZZ');
    expect(response?.status()).toBe(200);
    await settled(page);
    await expect(page.getByLabel('Country or region')).toHaveValue('');
    await expect(
      page.getByRole('region', { name: 'Distributors and installers' }).locator('ul > li'),
    ).toHaveCount(total);
  });

  test('choosing a country updates the list, the count and the URL without a reload', async ({
    page,
  }) => {
    await page.goto('/how-to-buy');
    await settled(page);
    await markDocument(page);
    await page.getByLabel('Country or region').selectOption('DE');
    await page.getByRole('button', { name: 'Show partners' }).click();
    await expect(page).toHaveURL(/\/how-to-buy\?country=DE$/);
    await expect(page.locator('main').getByRole('status')).toHaveText(/^\d+ partners? found\.$/);
    const cards = page
      .getByRole('region', { name: 'Distributors and installers' })
      .locator('ul > li');
    for (const card of await cards.all()) await expect(card).toContainText('Germany');
    await expectSameDocument(page);
  });
});
