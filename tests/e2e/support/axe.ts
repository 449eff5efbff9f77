import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** The one axe configuration of the suite: WCAG 2.2 AA and best practices. */
export async function violationsOn(page: Page): Promise<string[]> {
  // A settled document: after a client-side navigation (a filter's Apply, a link) Next streams
  // the new page's metadata after its body, so the <title> can be missing for a moment while the
  // content a test waits for is already there (CI: one "document-title" on the console inbox).
  // A page that never gets a title still fails, here, with the reason.
  await expect(page, 'the page has a title').toHaveTitle(/\S/);
  // Only violations are read: axe then keeps one node per passing or inapplicable rule instead
  // of describing every element it checked (most of its time on a long page).
  const results = await new AxeBuilder({ page })
    .withTags(axeTags)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}
