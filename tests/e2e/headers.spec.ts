import { expect, test } from '@playwright/test';

// requirements: Security — in a browser: no page breaks its policy. The headers themselves are
// checked without one (tests/server/headers.test.ts).

test.describe('security headers', () => {
  // Zod probes for eval on its first schema (caught, yet reported as a violation): the shared
  // schemas set it jitless. Pages whose forms load with them, or on demand, stay clean.
  for (const path of ['/de', '/contact-us', '/cn/login', '/de/sign-up']) {
    test(`${path} runs with no CSP violation in the browser, forms loaded`, async ({ page }) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { cspViolations: string[] }).cspViolations = seen;
        document.addEventListener('securitypolicyviolation', (e) =>
          seen.push(`${e.violatedDirective} ${e.blockedURI}`),
        );
      });
      await page.goto(path);
      // On-demand forms load at the first interaction once the page is hydrated: a key press
      // that comes before hydration is simply pressed again, as a person would.
      await expect(async () => {
        await page.keyboard.press('Tab');
        await expect(page.locator('form').first()).toBeAttached({ timeout: 1_000 });
      }).toPass();
      await page.waitForLoadState('networkidle');
      expect(
        await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
      ).toEqual([]);
      expect(violations).toEqual([]);
    });
  }
});
