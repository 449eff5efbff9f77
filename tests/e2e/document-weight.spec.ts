import { expect, test } from '@playwright/test';
import { staticRoutes } from '@/lib/routes';
import { budgetOf, rscPayloadBytes } from '../../scripts/bench/documents';
import { publicPath, variants } from './support/routes';

// requirements: Performance — every cached document stays within its weight (raw HTML: `/` 60 KB,
// the download center 100 KB, every other page 80 KB), in every language, and carries no data its
// page does not render: no country list, no client wrapper around every link.

const publicRoutes = staticRoutes.filter((r) => !r.personal);
const details = ['/products/high-voltage-lfp-battery', '/products/ac-charger', '/explore/news/1'];

for (const { prefix, code } of variants) {
  test(`documents at ${prefix || '/'} stay within their weight`, async ({ request }) => {
    const paths = [...publicRoutes.map((r) => r.path), ...details];
    for (const path of paths) {
      const res = await request.get(publicPath(prefix, path), { maxRedirects: 0 });
      if (res.status() !== 200) continue; // an article missing in this language, a redirect
      const html = await res.text();
      const bytes = Buffer.byteLength(html);
      expect(bytes, `${code} ${path}: ${bytes} bytes`).toBeLessThanOrEqual(budgetOf(path) * 1000);
      // The payload a page's browser hydrates from is never most of the document.
      expect(rscPayloadBytes(html), `${code} ${path}`).toBeLessThan(bytes * 0.75);
      expect(html, `${code} ${path}`).not.toContain('"countries":[');
      expect(html, `${code} ${path}`).not.toContain('\\"localeCookie\\":');
    }
  });
}

test('the footer form names every country in the page language, in the browser', async ({
  page,
}) => {
  await page.goto('/de');
  const section = page.locator('section#newsletter');
  await section.scrollIntoViewIfNeeded();
  const country = section.getByRole('combobox', { name: 'Land/Region' });
  await expect(country.locator('option')).toHaveCount(250); // the placeholder + 249 countries
  await expect(country.locator('option[value="DE"]')).toHaveText('Deutschland');
  await expect(country.locator('option[value="CN"]')).toHaveText('China');
});
