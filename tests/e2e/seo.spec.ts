import { expect, test } from '@playwright/test';
import { allRoutes, publicPath } from './support/routes';

// requirements: SEO — the /sitemap page in a browser; the heads, sitemap.xml and robots.txt are
// checked without one (tests/server/seo.test.ts).

test.describe('SEO heads', () => {
  test('the /sitemap page links every page of the menu', async ({ page }) => {
    await page.goto('/de/sitemap');
    const hrefs = await page
      .locator('main a')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    for (const route of allRoutes.filter((r) => r.indexable)) {
      expect(hrefs, route.path).toContain(publicPath('/de', route.path));
    }
  });
});
