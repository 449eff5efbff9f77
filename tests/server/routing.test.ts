import { describe, expect, test } from 'vitest';
import { allRoutes, publicPath, signedInRoutes, variants } from '../e2e/support/routes';
import { followed, request } from './support/http';
import { BASE_URL, LEGACY_HOST } from './support/site';

// requirements: Language variants, Routes — the redirects and status codes of the routing rules;
// a browser following them is checked in tests/e2e/routing.spec.ts.

async function head(path: string, headers: Record<string, string> = {}) {
  const response = await request(path, { headers });
  return { status: response.status, location: response.headers.get('location'), response };
}

describe('routing rules against next start -H 127.0.0.1', () => {
  test('serves every route of the route table in all seven variants', async () => {
    for (const variant of variants) {
      for (const route of allRoutes) {
        const path = publicPath(variant.prefix, route.path);
        const { status, response } = await head(path);
        expect(status, path).toBe(200);
        expect(await response.text(), path).toContain(`<html lang="${variant.tag}"`);
      }
      // The personal center sends a visitor without a session to the login page, in their language.
      for (const route of signedInRoutes) {
        const { status, location } = await head(publicPath(variant.prefix, route.path));
        expect(status).toBe(307);
        expect(new URL(location ?? '', 'http://x').pathname).toBe(
          publicPath(variant.prefix, '/login'),
        );
      }
    }
  });

  test('redirects /en and /en/… to the unprefixed path', async () => {
    expect(await head('/en')).toMatchObject({ status: 308, location: '/' });
    expect(await head('/en/products?x=1')).toMatchObject({
      status: 308,
      location: '/products?x=1',
    });
  });

  test('removes trailing slashes by redirect', async () => {
    const products = await head('/products/');
    expect([301, 308]).toContain(products.status);
    expect(products.location).toBe('/products');
    const cn = await head('/cn/');
    expect(cn.location).toBe('/cn');
  });

  test('redirects unmatched paths to the language home', async () => {
    expect(await head('/does/not/exist')).toMatchObject({ status: 307, location: '/' });
    expect(await head('/de/does-not-exist')).toMatchObject({ status: 307, location: '/de' });
    expect(await head('/cn/company/profile')).toMatchObject({ location: '/cn' });
    expect(await head('/fr/digital-twins')).toMatchObject({ location: '/fr' });
    expect(await head('/solar_wind_power')).toMatchObject({ location: '/' });
  });

  test('switchLang switches, stores the choice for a year and is removed', async () => {
    const toGerman = await head('/products?switchLang=de');
    expect(toGerman).toMatchObject({ status: 307, location: '/de/products' });
    const cookie = toGerman.response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/NEXT_LOCALE=de-DE/);
    expect(cookie).toMatch(/Max-Age=31536000/);
    expect(cookie).toMatch(/SameSite=lax/i);
    // Sent by a browser that now holds the German choice.
    expect(await head('/de/products?switchLang=en', { cookie: 'NEXT_LOCALE=de-DE' })).toMatchObject(
      { location: '/products' },
    );
  });

  test('detects the language from the cookie, then a zh-CN browser', async () => {
    expect(await head('/products', { cookie: 'NEXT_LOCALE=it-IT' })).toMatchObject({
      status: 307,
      location: '/it/products',
    });
    expect(await head('/', { 'accept-language': 'zh-CN,zh;q=0.9' })).toMatchObject({
      location: '/cn',
    });
    expect((await head('/', { 'accept-language': 'de-DE' })).status).toBe(200);
  });

  test('a legacy host gets a 301 to SITE_URL with the same path and query', async () => {
    const legacy = await head('/de/products?ref=old', { host: LEGACY_HOST });
    // SITE_URL is this server's origin, so Next sends the location on relative.
    expect(legacy).toMatchObject({ status: 301, location: '/de/products?ref=old' });
    const api = await head('/api/health', { host: LEGACY_HOST });
    expect(api).toMatchObject({ status: 301, location: '/api/health' });
    const page = await followed('/de/products?ref=old', { headers: { host: LEGACY_HOST } });
    expect(page.url).toBe(`${BASE_URL}/de/products?ref=old`);
    expect(page.res.status).toBe(200);
  });

  test('works behind a reverse proxy (X-Forwarded-Host/Proto) without loops', async () => {
    const forwarded = { 'x-forwarded-host': 'www.voltara.example', 'x-forwarded-proto': 'https' };
    const redirect = await head('/en/products', forwarded);
    expect(redirect).toMatchObject({ status: 308, location: '/products' });
    const page = await head('/de/products', forwarded);
    expect(page.status).toBe(200);
  });

  test('bad input is a redirect, a 404 or a 4xx — never a 500 or a loop', async () => {
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
      const { res } = await followed(path);
      expect(res.status, path).toBeLessThan(500);
    }
    const huge = await request('/', { headers: { 'x-huge': 'a'.repeat(64 * 1024) } });
    expect(huge.status).toBeGreaterThanOrEqual(400);
    expect(huge.status).toBeLessThan(500);
  });
});
