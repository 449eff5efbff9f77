import { expect, test } from '@playwright/test';
import { mainMenu, pathOf } from '@/lib/site-menu';

const allMenuPaths = mainMenu.flatMap((s) => s.pages.map(pathOf));

test.describe('default layout', () => {
  test('the header links every section and page, translated', async ({ page }) => {
    await page.goto('/de');
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    for (const path of allMenuPaths) {
      await expect(nav.locator(`a[href="${path === '/' ? '/de' : `/de${path}`}"]`)).toHaveCount(1);
    }
    await expect(page.locator('footer')).toContainText('© 2025');
  });

  test('keyboard users reach a dropdown link and follow it', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: /skip/i })).toBeFocused();
    const target = page.locator('#main-nav a[href="/solutions/utility-ess"]');
    for (
      let i = 0;
      i < 12 && !(await target.evaluate((el) => el === document.activeElement));
      i++
    ) {
      await page.keyboard.press('Tab');
    }
    await expect(target).toBeFocused();
    await expect(target).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/solutions\/utility-ess$/);
  });

  test('the language switcher goes to the same page in another language', async ({ page }) => {
    await page.goto('/products');
    await page.getByLabel(/Language/).click();
    await page.getByRole('link', { name: 'Français' }).click();
    await expect(page).toHaveURL(/\/fr\/products$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
  });

  test('layout-disabled pages have no site header or footer', async ({ page }) => {
    for (const path of ['/login', '/contact-us', '/de/sign-up', '/cn/retrieve-password']) {
      await page.goto(path);
      await expect(page.locator('#main-nav'), path).toHaveCount(0);
      await expect(page.locator('footer'), path).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
    }
  });
});

test.describe('mobile menu (viewport under 780 px)', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('opens and closes by keyboard and shows every section', async ({ page }) => {
    await page.goto('/it');
    const nav = page.locator('#main-nav');
    await expect(nav).toBeHidden();
    const button = page.locator('button[aria-controls="main-nav"]');
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(nav).toBeVisible();
    await expect(nav.locator('a[href="/it/platform/pangu-os"]')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('following a link closes the menu', async ({ page }) => {
    await page.goto('/au');
    await page.locator('button[aria-controls="main-nav"]').click();
    await page.locator('#main-nav a[href="/au/explore/news"]').click();
    await expect(page).toHaveURL(/\/au\/explore\/news$/);
    await expect(page.locator('#main-nav')).toBeHidden();
  });

  test('at 780 px the desktop navigation shows without the menu button', async ({ page }) => {
    await page.setViewportSize({ width: 780, height: 800 });
    await page.goto('/nl');
    await expect(page.locator('#main-nav')).toBeVisible();
    await expect(page.locator('button[aria-controls="main-nav"]')).toBeHidden();
  });
});
