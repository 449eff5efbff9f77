import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** The one axe configuration of the suite: WCAG 2.2 AA and best practices. */
export async function violationsOn(page: Page): Promise<string[]> {
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
