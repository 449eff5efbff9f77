import { describe, expect, test } from 'vitest';
import { multipart, request } from './support/http';

// requirements: Security — the headers every answer carries, and the two policies: one shared by
// the cached public pages, one with a fresh nonce per personal page.

const paths = [
  '/',
  '/de/products',
  '/login',
  '/api/health',
  '/sitemap.xml',
  '/explore/news/999999',
];

const nonceOf = (csp: string) => csp.match(/'nonce-([^']+)'/)?.[1];

describe('security headers', () => {
  test.each(paths)('%s carries the security headers', async (path) => {
    const { headers } = await request(path);
    expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(headers.get('content-security-policy')).not.toContain('unsafe-eval');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.get('permissions-policy')).toContain('camera=()');
    expect(headers.get('x-powered-by')).toBeNull();
  });

  // The console's upload routes do not pass proxy.ts (their bodies would be cut at 10 MB); the
  // API sets the same headers on their answers, a refusal included.
  test.each([
    '/api/admin/uploads',
    '/api/admin/warranty/serials/import',
    '/api/admin/route-rules/import',
  ])('%s, which bypasses the proxy, still carries the CSP', async (path) => {
    const res = await request(path, multipart({ file: 'x' }));
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  test('personal pages get a fresh script nonce that Next puts on its scripts', async () => {
    const first = await request('/login');
    const second = await request('/login');
    const nonce = nonceOf(first.headers.get('content-security-policy') ?? '');
    expect(nonce).toBeTruthy();
    expect(nonce).not.toBe(nonceOf(second.headers.get('content-security-policy') ?? ''));
    const html = await first.text();
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)]
      .map((m) => m[0])
      .filter((s) => !s.includes('application/ld+json'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`);
  });

  test('public pages share one policy with no nonce and no inline handler', async () => {
    const first = await request('/products');
    const second = await request('/products');
    const csp = first.headers.get('content-security-policy') ?? '';
    expect(csp).toBe(second.headers.get('content-security-policy'));
    expect(csp).toContain("script-src 'self' 'unsafe-inline'");
    expect(csp).toContain("script-src-attr 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(await first.text()).not.toMatch(/<[a-z][^>]*\son[a-z]+=/i);
  });
});
