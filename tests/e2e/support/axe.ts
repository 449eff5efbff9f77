import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * The one axe configuration of the suite: WCAG 2.2 AA and best practices, on the whole page or
 * only on the part that `include` selects.
 */
export async function violationsOn(page: Page, include?: string): Promise<string[]> {
  // A settled document: after a client-side navigation (a filter's Apply, a link) Next streams
  // the new page's metadata after its body, so the <title> can be missing for a moment while the
  // content a test waits for is already there (CI: one "document-title" on the console inbox).
  // A page that never gets a title still fails, here, with the reason.
  await expect(page, 'the page has a title').toHaveTitle(/\S/);
  // Only violations are read: axe then keeps one node per passing or inapplicable rule instead
  // of describing every element it checked (most of its time on a long page).
  // A page without frames is analysed in place (legacy mode): the default mode gathers each
  // frame's partial results in a new blank page, which more than doubles axe's time here and
  // checks nothing more when there is one frame. A page with frames keeps the default.
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  const results = await builder
    .withTags(axeTags)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(page.frames().length === 1)
    .analyze();
  return results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}
