import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

async function loadProxy(env: Record<string, string>) {
  vi.resetModules();
  for (const [key, value] of Object.entries(env)) vi.stubEnv(key, value);
  return (await import('@/proxy')).proxy;
}

const request = (url: string, headers: Record<string, string> = {}) =>
  new NextRequest(url, { headers });

afterEach(() => vi.unstubAllEnvs());

describe('proxy', () => {
  it('sends HSTS when SITE_URL is https, and not otherwise', async () => {
    const secure = await loadProxy({ SITE_URL: 'https://www.voltara.example' });
    expect(secure(request('http://localhost/de')).headers.get('strict-transport-security')).toMatch(
      /max-age=\d+/,
    );
    const plain = await loadProxy({ SITE_URL: 'http://localhost:3000' });
    expect(
      plain(request('http://localhost/de')).headers.get('strict-transport-security'),
    ).toBeNull();
  });

  it('marks the locale cookie Secure on https', async () => {
    const proxy = await loadProxy({ SITE_URL: 'https://www.voltara.example' });
    const cookie =
      proxy(request('http://localhost/products?switchLang=it')).headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/NEXT_LOCALE=it-IT/);
    expect(cookie).toMatch(/Secure/i);
  });

  it('passes pages on with a fresh nonce for Next and the public path', async () => {
    const proxy = await loadProxy({});
    const response = proxy(request('http://127.0.0.1:3000/cn/products'));
    expect(response.headers.get('x-middleware-next')).toBe('1');
    expect(response.headers.get('x-middleware-rewrite')).toBeNull();
    expect(response.headers.get('x-middleware-request-x-public-path')).toBe('/cn/products');
    const nonce = response.headers.get('content-security-policy')?.match(/'nonce-([^']+)'/)?.[1];
    expect(nonce).toBeTruthy();
    expect(response.headers.get('x-middleware-request-x-nonce')).toBe(nonce);
  });

  it('answers legacy hosts with a 301 even for the API', async () => {
    const proxy = await loadProxy({
      LEGACY_HOSTS: 'old.voltara.test',
      SITE_URL: 'https://www.voltara.example',
    });
    const response = proxy(
      request('http://old.voltara.test/api/health?x=1', { host: 'old.voltara.test' }),
    );
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('https://www.voltara.example/api/health?x=1');
  });

  it('lets API and file requests through with a CSP and no nonce', async () => {
    const proxy = await loadProxy({});
    for (const path of ['/api/health', '/robots.txt', '/sitemap.xml']) {
      const response = proxy(request(`http://localhost${path}`));
      expect(response.headers.get('x-middleware-next')).toBe('1');
      expect(response.headers.get('content-security-policy')).not.toContain('nonce');
    }
  });
});
