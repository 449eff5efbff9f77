import { expect, test } from '@playwright/test';
import { violationsOn } from './support/axe';
import { allRoutes, publicPath, variants } from './support/routes';

// Axe finds no violation on home, products, a product detail, news (list and an
// article) and downloads in any of the seven variants; besides, every route once, in the
// variants taken in turn (route i in variant i mod 7), so each variant's texts, lengths and
// script (Chinese) meet every kind of page without checking each route seven times: axe costs
// about 6 s a page, and CI has a 20-minute budget. One page per test, so they run in parallel.
const contentPages = [
  '/',
  '/products',
  '/products/power-conversion-system',
  '/explore/news',
  '/explore/news/1',
  '/support-center/downloads',
];

const inEveryVariant = new Set(
  variants.flatMap((v) => contentPages.map((path) => publicPath(v.prefix, path))),
);

const targets = new Set([
  ...allRoutes.map((r, i) => publicPath(variants[i % variants.length]!.prefix, r.path)),
  ...inEveryVariant,
  '/explore/news/999999',
  // The certificate check's 404: a malformed code, and a well-formed one no certificate has.
  '/warranty/verify/not-a-code',
  '/cn/warranty/verify/AbCdEfGhIjKlMnOpQrSt_-',
  // Search: results with facets and marks, a fallback to other languages, Chinese, a correction.
  '/de/search?q=Wechselrichter',
  '/search?q=Hybridwechselrichter',
  '/cn/search?q=逆变器',
  '/fr/search?q=baterrie',
]);

for (const path of targets) {
  test(`axe finds no violation on ${path}`, async ({ page }) => {
    const response = await page.goto(path);
    // The seeded items exist in every variant: a 404 page would hide the real one from axe.
    if (inEveryVariant.has(path)) expect(response?.status(), path).toBe(200);
    // Analyse the rendered document, not a moment of hydration.
    await page.locator('main h1').first().waitFor();
    expect(await violationsOn(page)).toEqual([]);
  });
}
