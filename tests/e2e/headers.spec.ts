import { expect, test } from '@playwright/test';

const paths = [
  '/',
  '/de/products',
  '/login',
  '/api/health',
  '/sitemap.xml',
  '/explore/news/999999',
];

test.describe('security headers', () => {
  for (const path of paths) {
    test(`${path} carries the security headers`, async ({ request }) => {
      const headers = (await request.get(path)).headers();
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(headers['content-security-policy']).not.toContain('unsafe-eval');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['permissions-policy']).toContain('camera=()');
      expect(headers['x-powered-by']).toBeUndefined();
    });
  }

  test('pages get a fresh script nonce that Next puts on its scripts', async ({ request }) => {
    const nonceOf = (csp: string) => csp.match(/'nonce-([^']+)'/)?.[1];
    const first = await request.get('/products');
    const second = await request.get('/products');
    const nonce = nonceOf(first.headers()['content-security-policy'] ?? '');
    expect(nonce).toBeTruthy();
    expect(nonce).not.toBe(nonceOf(second.headers()['content-security-policy'] ?? ''));
    const html = await first.text();
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)]
      .map((m) => m[0])
      .filter((s) => !s.includes('application/ld+json'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`);
  });

  test('a page runs with no CSP violation in the browser', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.goto('/de');
    await page.getByRole('navigation').first().waitFor();
    expect(violations).toEqual([]);
  });
});
