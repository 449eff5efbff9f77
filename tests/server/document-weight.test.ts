import { expect, test } from 'vitest';
import { staticRoutes } from '@/lib/routes';
import { budgetOf, rscPayloadBytes } from '../../scripts/bench/documents';
import { publicPath, variants } from '../e2e/support/routes';
import { request } from './support/http';

// requirements: Performance — every cached document stays within its weight (raw HTML: `/` 60 KB,
// the download center and the Open API reference 100 KB, every other page 80 KB), in every
// language, and carries no data its page does not render: no country list, no client wrapper
// around every link. The footer form's country names are checked in a browser
// (tests/e2e/document-weight.spec.ts).

const publicRoutes = staticRoutes.filter((r) => !r.personal);
const details = [
  '/products/high-voltage-lfp-battery',
  '/products/ac-charger',
  '/explore/news/1',
  // The reference's longest operation page.
  '/platform/open-api/reference/setMode',
];

for (const { prefix, code } of variants) {
  test(`documents at ${prefix || '/'} stay within their weight`, async () => {
    const paths = [...publicRoutes.map((r) => r.path), ...details];
    for (const path of paths) {
      const res = await request(publicPath(prefix, path));
      if (res.status !== 200) continue; // an article missing in this language, a redirect
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
