import { expect, test, type APIRequestContext } from '@playwright/test';
import { LEGACY_HOST } from '../../playwright.config';
import { allRoutes, publicPath, signedInRoutes, variants } from './support/routes';

async function head(
  request: APIRequestContext,
  path: string,
  headers: Record<string, string> = {},
) {
  const response = await request.get(path, { maxRedirects: 0, headers });
  return { status: response.status(), location: response.headers()['location'], response };
}

test.describe('routing rules against next start -H 127.0.0.1', () => {
  test('serves every route of the route table in all seven variants', async ({ request }) => {
    // Hundreds of page renders in one test: its own time limit, not the per-test default.
    test.setTimeout(180_000);
    for (const variant of variants) {
      for (const route of allRoutes) {
        const path = publicPath(variant.prefix, route.path);
        const { status, response } = await head(request, path);
        expect(status, path).toBe(200);
        expect(await response.text(), path).toContain(`<html lang="${variant.tag}"`);
      }
      // The personal center sends a visitor without a session to the login page, in their language.
      for (const route of signedInRoutes) {
        const { status, location } = await head(request, publicPath(variant.prefix, route.path));
        expect(status).toBe(307);
        expect(new URL(location ?? '', 'http://x').pathname).toBe(
          publicPath(variant.prefix, '/login'),
        );
      }
    }
  });

  test('redirects /en and /en/… to the unprefixed path', async ({ request }) => {
    expect(await head(request, '/en')).toMatchObject({ status: 308, location: '/' });
    expect(await head(request, '/en/products?x=1')).toMatchObject({
      status: 308,
      location: '/products?x=1',
    });
  });

  test('removes trailing slashes by redirect', async ({ request }) => {
    const products = await head(request, '/products/');
    expect([301, 308]).toContain(products.status);
    expect(products.location).toBe('/products');
    const cn = await head(request, '/cn/');
    expect(cn.location).toBe('/cn');
  });

  test('redirects unmatched paths to the language home', async ({ request }) => {
    expect(await head(request, '/does/not/exist')).toMatchObject({ status: 307, location: '/' });
    expect(await head(request, '/de/does-not-exist')).toMatchObject({
      status: 307,
      location: '/de',
    });
    expect(await head(request, '/cn/company/profile')).toMatchObject({ location: '/cn' });
    expect(await head(request, '/fr/digital-twins')).toMatchObject({ location: '/fr' });
    expect(await head(request, '/solar_wind_power')).toMatchObject({ location: '/' });
  });

  test('switchLang switches, stores the choice for a year and is removed', async ({ request }) => {
    const toGerman = await head(request, '/products?switchLang=de');
    expect(toGerman).toMatchObject({ status: 307, location: '/de/products' });
    const cookie = toGerman.response.headers()['set-cookie'] ?? '';
    expect(cookie).toMatch(/NEXT_LOCALE=de-DE/);
    expect(cookie).toMatch(/Max-Age=31536000/);
    expect(cookie).toMatch(/SameSite=lax/i);
    expect(await head(request, '/de/products?switchLang=en')).toMatchObject({
      location: '/products',
    });
  });

  test('detects the language from the cookie, then a zh-CN browser', async ({ request }) => {
    expect(await head(request, '/products', { cookie: 'NEXT_LOCALE=it-IT' })).toMatchObject({
      status: 307,
      location: '/it/products',
    });
    expect(await head(request, '/', { 'accept-language': 'zh-CN,zh;q=0.9' })).toMatchObject({
      location: '/cn',
    });
    expect((await head(request, '/', { 'accept-language': 'de-DE' })).status).toBe(200);
  });

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

  test('a legacy host gets a 301 to SITE_URL with the same path and query', async ({
    request,
    baseURL,
  }) => {
    const legacy = await head(request, '/de/products?ref=old', { host: LEGACY_HOST });
    // SITE_URL is this server's origin, so Next sends the location on relative.
    expect(legacy).toMatchObject({ status: 301, location: '/de/products?ref=old' });
    const api = await head(request, '/api/health', { host: LEGACY_HOST });
    expect(api).toMatchObject({ status: 301, location: '/api/health' });
    const page = await request.get('/de/products?ref=old', { headers: { host: LEGACY_HOST } });
    expect(page.url()).toBe(`${baseURL}/de/products?ref=old`);
    expect(page.status()).toBe(200);
  });

  test('works behind a reverse proxy (X-Forwarded-Host/Proto) without loops', async ({
    request,
  }) => {
    const forwarded = { 'x-forwarded-host': 'www.voltara.example', 'x-forwarded-proto': 'https' };
    const redirect = await head(request, '/en/products', forwarded);
    expect(redirect).toMatchObject({ status: 308, location: '/products' });
    const page = await head(request, '/de/products', forwarded);
    expect(page.status).toBe(200);
  });

  test('bad input is a redirect, a 404 or a 4xx — never a 500 or a loop', async ({ request }) => {
    const odd = [
      '/products?switchLang=xx',
      '/products?switchLang=de&switchLang=de',
      '/%E0%A4%A',
      '/..%2f..%2fetc/passwd',
      `/${'a'.repeat(4000)}`,
      '/xx/products',
      '/de-DE/products',
      '/products?x=%ZZ',
      '/%2Fproducts',
      '/products/%2e%2e/%2e%2e/secret',
      '/explore/news/abc',
    ];
    for (const path of odd) {
      const response = await request.get(path, { maxRedirects: 5 });
      expect(response.status(), path).toBeLessThan(500);
    }
    const huge = await request.get('/', {
      headers: { 'x-huge': 'a'.repeat(64 * 1024) },
      failOnStatusCode: false,
    });
    expect(huge.status()).toBeGreaterThanOrEqual(400);
    expect(huge.status()).toBeLessThan(500);
  });
});
