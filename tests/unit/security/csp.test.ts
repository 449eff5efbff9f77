import { describe, expect, it } from 'vitest';
import { buildCsp, createNonce } from '@/lib/security/csp';

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

  it('makes a different 128-bit nonce each time', () => {
    const a = createNonce();
    expect(atob(a)).toHaveLength(16);
    expect(createNonce()).not.toBe(a);
  });
});
