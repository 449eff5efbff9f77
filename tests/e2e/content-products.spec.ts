import { expect, test, type Page } from '@playwright/test';
import { violationsOn } from './support/axe';
import {
  expectSameDocument,
  expectServerIgnoresQuery,
  markDocument,
  settled,
} from './support/url-filter';

const HYBRID = '/products/three-phase-home-battery-energy-storage-system';
const BATTERY = '/products/high-voltage-lfp-battery';

/** Visible text of the page body, with no-break spaces read as spaces. */
async function mainText(page: Page): Promise<string> {
  return (await page.locator('main').innerText()).replace(/[\u00a0\u202f]/g, ' ');
}

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

// The flagship figures, in each language's number format. The system figures appear on both pages.
const figures = {
  en: {
    hybrid: ['5–13 kW', '9.98–29.94 kWh', 'up to 2x', 'up to 5', '149.76 kWh', '16/26 A', '110%'],
    battery: ['4.99–29.94 kWh', '> 10,000 cycles', '1C', '15 min', '75%', '100%', '−20 °C'],
    system: [
      '60 kW and 62.5 kW',
      'up to 10',
      'up to 99%',
      'within 15 s',
      '< 25 dB',
      '−20 to 55 °C',
      'IP55/IP65/IP66',
      '< 10 ms',
    ],
  },
  de: {
    hybrid: ['5–13 kW', '9,98–29,94 kWh', 'bis zu 2-fach', 'bis zu 5', '149,76 kWh', '16/26 A'],
    battery: ['4,99–29,94 kWh', '> 10.000 Zyklen', '1C', '15 Min.', '75 %', '100 %', '−20 °C'],
    system: [
      '60 kW und 62,5 kW',
      'bis zu 10',
      'bis zu 99 %',
      'innerhalb von 15 s',
      '< 25 dB',
      '−20 bis 55 °C',
      'IP55/IP65/IP66',
      '< 10 ms',
    ],
  },
};

test.describe('flagship product pages', () => {
  for (const [code, prefix] of [
    ['en', ''],
    ['de', '/de'],
  ] as const) {
    test(`the hybrid system page carries every flagship figure (${code})`, async ({ page }) => {
      await page.goto(`${prefix}${HYBRID}`);
      const text = await mainText(page);
      for (const figure of [...figures[code].hybrid, ...figures[code].system]) {
        expect(text, figure).toContain(figure);
      }
      expect(text).toContain(code === 'de' ? '110 %' : '110%');
    });

    test(`the battery box page carries every flagship figure (${code})`, async ({ page }) => {
      await page.goto(`${prefix}${BATTERY}`);
      const text = await mainText(page);
      for (const figure of [...figures[code].battery, ...figures[code].system]) {
        expect(text, figure).toContain(figure);
      }
    });
  }

  test('the German pages use German number format, never the English one', async ({ page }) => {
    await page.goto(`/de${HYBRID}`);
    const text = await mainText(page);
    expect(text).not.toContain('9.98');
    expect(text).not.toContain('149.76');
    expect(text).not.toContain('62.5 kW');
  });

  test('figures sit in spec tables with captions and row headers', async ({ page }) => {
    await page.goto(BATTERY);
    const table = page.locator('table', { has: page.locator('caption') }).first();
    await expect(table).toBeVisible();
    await expect(page.getByRole('rowheader', { name: 'Cycle life' })).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Technical specifications' }),
    ).toBeVisible();
  });

  test('both flagship pages publish Product and BreadcrumbList JSON-LD', async ({
    page,
    baseURL,
  }) => {
    for (const [path, sku] of [
      [HYBRID, 'three-phase-hybrid-system'],
      [BATTERY, 'high-voltage-lfp-battery-box'],
    ] as const) {
      await page.goto(path);
      const data = await jsonLd(page);
      const product = data.find((d) => d['@type'] === 'Product');
      expect(product, path).toMatchObject({ sku, brand: { name: 'Voltara' } });
      expect(String(product?.image)).toMatch(new RegExp(`^${baseURL}/images/products/`));
      expect(
        data.some((d) => d['@type'] === 'BreadcrumbList'),
        path,
      ).toBe(true);
    }
  });
});

test.describe('product list', () => {
  const order = [
    'Home systems',
    'Batteries',
    'Inverters',
    'Power conversion',
    'Control cabinets',
    'Data loggers (WiFi, LAN, 4G)',
    'Smart plug',
    'AC and EV chargers',
    'Other',
  ];
  const groupHeadings = (page: Page) => page.locator('main section h2').allInnerTexts();

  test('/products groups the products by category and links the flagships to their pages', async ({
    page,
  }) => {
    await page.goto('/products');
    await test.step('groups the products by category in catalogue order', async () => {
      const headings = await groupHeadings(page);
      expect(headings.length).toBeGreaterThan(3);
      expect(headings).toEqual(order.filter((name) => headings.includes(name)));
      expect(headings).toContain('Batteries');
    });
    await test.step('links the flagship products to their dedicated pages', async () => {
      await expect(page.locator(`main a[href="${HYBRID}"]`).first()).toBeVisible();
      await expect(page.locator(`main a[href="${BATTERY}"]`).first()).toBeVisible();
    });
  });

  const nav = (page: Page) => page.getByRole('navigation', { name: 'Filter products by category' });
  const filter = (page: Page, name = 'Batteries') =>
    nav(page).getByRole('link', { name, exact: true });
  const count = (page: Page) => page.locator('main').getByRole('status');

  // requirements: Caching — the filter is applied in the browser to the cached, complete list.
  test('a shared ?category=battery link shows only batteries and marks the filter link', async ({
    page,
  }) => {
    await page.goto('/products?category=battery');
    await expect(page.locator('main section h2')).toHaveText(['Batteries']);
    await expect(filter(page)).toHaveAttribute('aria-current', 'page');
    await expect(count(page)).toHaveText(/^\d+ products?$/);
    expect(await violationsOn(page)).toEqual([]);
  });

  test('the German list has German category headings and count', async ({ page }) => {
    await page.goto('/de/products?category=battery');
    await expect(page.locator('main section h2')).toHaveText(['Batterien']);
    await expect(count(page)).toHaveText(/^\d+ Produkte?$/);
  });

  test('a filter link updates the list, the count and the URL without a reload', async ({
    page,
  }) => {
    await page.goto('/products');
    const all = await groupHeadings(page);
    await expect(count(page)).toHaveText(/products/);
    const total = await count(page).innerText();
    await markDocument(page);
    // By keyboard: the link keeps the focus once the list has changed.
    const inverters = filter(page, 'Inverters');
    await inverters.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/products\?category=inverter$/);
    await expect(page.locator('main section h2')).toHaveText(['Inverters']);
    await expect(inverters).toHaveAttribute('aria-current', 'page');
    await expect(inverters).toBeFocused();
    await expect(count(page)).not.toHaveText(total);
    await nav(page).getByRole('link', { name: 'All products' }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.locator('main section h2')).toHaveText(all);
    await expect(count(page)).toHaveText(total);
    await expectSameDocument(page);
  });

  test('an unknown or repeated category shows every product instead of an error', async ({
    page,
  }) => {
    await page.goto('/products');
    const all = await groupHeadings(page);
    for (const query of ['category=%3Cscript%3Enope', 'category=battery&category=inverter']) {
      const response = await page.goto(`/products?${query}`);
      expect(response?.status()).toBe(200);
      await settled(page);
      await expect(filter(page, 'All products')).toHaveAttribute('aria-current', 'page');
      expect(await groupHeadings(page), query).toEqual(all);
    }
  });

  test('the server sends the same full list for every query', async ({ request }) => {
    const main = await expectServerIgnoresQuery(request, '/products', [
      '/products?category=battery',
      '/products?category=battery&category=inverter',
      '/products?category=nope&utm_source=x',
    ]);
    for (const heading of ['Batteries', 'Inverters']) expect(main).toContain(`>${heading}</h2>`);
    await expectServerIgnoresQuery(request, '/de/products', ['/de/products?category=battery']);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the filter is a plain link to the shareable URL, where the full list shows', async ({
      page,
    }) => {
      await page.goto('/products');
      const all = await groupHeadings(page);
      await filter(page).click();
      await expect(page).toHaveURL(/\/products\?category=battery$/);
      expect(await groupHeadings(page)).toEqual(all);
    });
  });
});

test.describe('product detail', () => {
  test('shows a spec table and Product JSON-LD', async ({ page, baseURL }) => {
    await page.goto('/products');
    const href = await page
      .locator('main section a[href^="/products/"]')
      .evaluateAll((links) =>
        links
          .map((a) => a.getAttribute('href') ?? '')
          .find(
            (h) =>
              /^\/products\/[a-z0-9-]+$/.test(h) &&
              !h.includes('high-voltage-lfp-battery') &&
              !h.includes('three-phase-home'),
          ),
      );
    expect(href).toBeTruthy();
    const response = await page.goto(href!);
    expect(response?.status()).toBe(200);
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page.locator('main table caption').first()).toBeVisible();
    expect(await page.locator('main table th[scope="row"]').count()).toBeGreaterThan(0);
    const product = (await jsonLd(page)).find((d) => d['@type'] === 'Product');
    const id = href!.split('/').pop();
    expect(product).toMatchObject({ sku: id, brand: { '@type': 'Brand', name: 'Voltara' } });
    expect(String(product?.image)).toMatch(new RegExp(`^${baseURL}/`));
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Products');
    // Its contact buttons lead to the page's own contact block.
    await expect(page.locator(`main a[href="${href}#contact"]`)).toHaveCount(2);
  });

  test('the flagship product detail offers its dedicated page', async ({ page }) => {
    const response = await page.goto('/products/three-phase-hybrid-system');
    expect(response?.status()).toBe(200);
    await expect(page.locator(`main a[href="${HYBRID}"]`)).toBeVisible();
  });

  test('an unknown German product is a 404', async ({ request }) => {
    expect((await request.get('/de/products/unknown')).status()).toBe(404);
  });
});
