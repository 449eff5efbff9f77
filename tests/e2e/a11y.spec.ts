import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { allRoutes, publicPath, variants } from './support/routes';

// axe on every route in English and German, and on the home page of every variant.
const targets = [
  ...allRoutes.flatMap((r) => ['', '/de'].map((prefix) => publicPath(prefix, r.path))),
  ...variants.map((v) => publicPath(v.prefix, '/')),
  '/explore/news/999999',
];

for (const path of new Set(targets)) {
  test(`axe finds no violation on ${path}`, async ({ page }) => {
    await page.goto(path);
    // Analyse the rendered document, not a moment of hydration.
    await page.locator('main h1').first().waitFor();
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .analyze();
    expect(
      results.violations.map(
        (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      ),
    ).toEqual([]);
  });
}
