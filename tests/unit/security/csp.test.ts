import { describe, expect, it } from 'vitest';
import { buildCsp, createNonce, originsOf } from '@/lib/security/csp';

describe('buildCsp', () => {
  it('allows only nonce-bearing scripts on pages, without unsafe-eval in production', () => {
    const csp = buildCsp({ nonce: 'abc', isDev: false, isHttps: false });
    expect(csp).toContain("script-src 'self' 'nonce-abc' 'strict-dynamic'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
  });

  it('adds unsafe-eval only in development, and upgrades requests on https', () => {
    expect(buildCsp({ nonce: 'n', isDev: true, isHttps: false })).toContain("'unsafe-eval'");
    expect(buildCsp({ nonce: 'n', isDev: false, isHttps: true })).toContain(
      'upgrade-insecure-requests',
    );
  });

  it('lets the consent-gated scripts report to their own origins, and nowhere else', () => {
    const origins = originsOf([
      'https://analytics.example.com/tag.js?id=1',
      undefined,
      'javascript:alert(1)',
      'not a url',
      'https://analytics.example.com/other.js',
    ]);
    expect(origins).toEqual(['https://analytics.example.com']);
    const csp = buildCsp({ nonce: 'n', isDev: false, isHttps: false, thirdPartyOrigins: origins });
    expect(csp).toContain("connect-src 'self' https://analytics.example.com;");
    expect(csp).toContain("img-src 'self' data: blob: https://analytics.example.com;");
    // The script itself needs no host entry: 'strict-dynamic' trusts what our nonce'd code adds.
    expect(csp).toContain("script-src 'self' 'nonce-n' 'strict-dynamic';");
    expect(buildCsp({ nonce: 'n', isDev: false, isHttps: false })).toContain("connect-src 'self';");
  });

  it('makes a different 128-bit nonce each time', () => {
    const a = createNonce();
    expect(atob(a)).toHaveLength(16);
    expect(createNonce()).not.toBe(a);
  });
});
