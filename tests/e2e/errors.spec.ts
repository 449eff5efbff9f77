import { expect, test } from '@playwright/test';

test.describe('error views', () => {
  test('an unknown news id is a 404 with the translated not-found view and the path', async ({
    page,
  }) => {
    const response = await page.goto('/explore/news/999999');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    await expect(page.getByText('/explore/news/999999')).toBeVisible();
    await expect(page.getByTestId('status-code')).toHaveText('404');
  });

  test('an unknown product is a 404 in German, not a redirect', async ({ page }) => {
    const response = await page.goto('/de/products/unknown');
    expect(response?.status()).toBe(404);
    expect(page.url()).toMatch(/\/de\/products\/unknown$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Page Not Found');
    await expect(page.getByText('/de/products/unknown')).toBeVisible();
  });
});
