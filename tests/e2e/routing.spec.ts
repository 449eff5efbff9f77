import { expect, test } from '@playwright/test';

// requirements: Language variants — a browser following the language redirects; the redirects and
// status codes themselves are checked without one (tests/server/routing.test.ts).

test.describe('routing rules against next start -H 127.0.0.1', () => {
  test('a browser follows switchLang and stays in the chosen language', async ({ page }) => {
    await page.goto('/products?switchLang=nl');
    await expect(page).toHaveURL(/\/nl\/products$/);
    await page.goto('/about-us');
    await expect(page).toHaveURL(/\/nl\/about-us$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl-NL');
    await page.goto('/nl/about-us?switchLang=en');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/about-us$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  });
});
