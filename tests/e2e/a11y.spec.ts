import { expect, test } from '@playwright/test';
import { violationsOn } from './support/axe';
import { expectOneEdge, gridPages } from './support/grid';
import { allRoutes, publicPath, variants } from './support/routes';

// Axe finds no violation on home, products, a product detail, news (list and an
// article) and downloads in any of the seven variants; besides, every route once, in the
// variants taken in turn (route i in variant i mod 7), so each variant's texts, lengths and
// script (Chinese) meet every kind of page without checking each route seven times: axe costs
// about 6 s a page, and CI has a 15-minute budget. One page per test, so they run in parallel.
// The route table's pages are measured against the layout grid in the same load, at the
// wide-screen width where a stray narrower column shows most (tests/e2e/support/grid.ts).
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

const routeTablePages = allRoutes.map((r, i) =>
  publicPath(variants[i % variants.length]!.prefix, r.path),
);
/** Measured on the grid here; gridPages are measured at three widths by layout-grid.spec.ts. */
const onTheGrid = new Set(routeTablePages.filter((path) => !gridPages.includes(path)));

const targets = new Set([
  ...routeTablePages,
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

test.describe('every page', () => {
  test.use({ viewport: { width: 1920, height: 900 } });

  for (const path of targets) {
    const grid = onTheGrid.has(path);
    const name = grid
      ? `axe finds no violation on ${path}, and every band starts at the h1's left edge`
      : `axe finds no violation on ${path}`;
    test(name, async ({ page }) => {
      const response = await page.goto(path);
      // The seeded items exist in every variant: a 404 page would hide the real one from axe.
      if (inEveryVariant.has(path) || grid) expect(response?.status(), path).toBe(200);
      // Analyse the rendered document, not a moment of hydration.
      await page.locator('main h1').first().waitFor();
      if (grid) await expectOneEdge(page, path);
      expect(await violationsOn(page)).toEqual([]);
    });
  }
});

test('the axe check reports a violation when a page has one', async ({ page }) => {
  await page.setContent(
    '<html lang="en"><head><title>Probe</title></head>' +
      '<body><main><h1>Probe</h1><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="></main></body></html>',
  );
  expect(await violationsOn(page)).toEqual(['image-alt: img']);
});
