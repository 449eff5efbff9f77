import { NextRequest, type NextResponse } from 'next/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { compileRules, emptyRuleSet, type RuleSet } from '@/lib/route-rules/match';
import { setActiveRuleSet, takeHits } from '@/lib/route-rules/runtime';
import { rule } from '../../support/route-rules';

async function loadProxy(env: Record<string, string> = {}) {
  vi.resetModules();
  for (const [key, value] of Object.entries(env)) vi.stubEnv(key, value);
  const { proxy } = await import('@/proxy');
  // No index of detail ids is started here (lib/known-details.ts): every answer comes at once.
  return (request: NextRequest) => proxy(request) as NextResponse;
}

const request = (url: string, headers: Record<string, string> = {}) =>
  new NextRequest(url, { headers });

/** A same-site Location as path and query (NextURL writes 127.0.0.1 as localhost). */
const pathOf = (response: Response) => {
  const url = new URL(response.headers.get('location')!);
  return url.pathname + url.search;
};

afterEach(() => {
  vi.unstubAllEnvs();
  setActiveRuleSet(emptyRuleSet());
  takeHits();
});

describe('proxy: route rules', () => {
  const rules = [
    rule('/old/*', '/products/:splat'),
    rule('/promo', '/about-us', { status: 302 }),
    rule('/app', 'https://apps.example.com/voltara'),
    rule('/company/story', '/about-us'),
  ];

  it('redirects before the page routing, with the security headers and a Cache-Control by status', async () => {
    const proxy = await loadProxy();
    setActiveRuleSet(compileRules(rules));
    const permanent = proxy(request('http://127.0.0.1:3000/de/old/battery-x?ref=mail'));
    expect(permanent.status).toBe(308);
    expect(pathOf(permanent)).toBe('/de/products/battery-x?ref=mail');
    expect(permanent.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(permanent.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");

    const temporary = proxy(request('http://127.0.0.1:3000/promo'));
    expect(temporary.status).toBe(302);
    expect(temporary.headers.get('cache-control')).toBe('no-store');

    // A legacy-section path the page routing would send home: the editors' rule wins.
    const legacy = proxy(request('http://127.0.0.1:3000/company/story'));
    expect(pathOf(legacy)).toBe('/about-us');
    expect(takeHits().map((h) => [h.id, h.count])).toEqual([
      [rules[0]!.id, 1],
      [rules[1]!.id, 1],
      [rules[3]!.id, 1],
    ]);
  });

  it('sends an absolute rule away; a fetch for it gets a 204 so the router loads the page', async () => {
    const proxy = await loadProxy();
    setActiveRuleSet(compileRules(rules));
    const away = proxy(request('http://127.0.0.1:3000/cn/app?x=1'));
    expect(away.status).toBe(308);
    expect(away.headers.get('location')).toBe('https://apps.example.com/voltara?x=1');

    const fetched = proxy(request('http://127.0.0.1:3000/app', { 'sec-fetch-dest': 'empty' }));
    expect(fetched.status).toBe(204);
    expect(fetched.headers.get('location')).toBeNull();
    expect(fetched.headers.get('cache-control')).toBe('private, no-store');
    expect(fetched.headers.get('content-security-policy')).toBeTruthy();
    // A fetch for a rule that stays on the site is redirected as usual (same origin).
    const relative = proxy(request('http://127.0.0.1:3000/promo', { 'sec-fetch-dest': 'empty' }));
    expect(relative.status).toBe(302);
  });

  it('leaves the legacy host, the API, files and unmatched pages alone', async () => {
    const proxy = await loadProxy({
      LEGACY_HOSTS: 'old.voltara.test',
      SITE_URL: 'https://www.voltara.example',
    });
    setActiveRuleSet(compileRules([...rules, rule('/x', '/y')]));
    const legacy = proxy(request('http://old.voltara.test/promo', { host: 'old.voltara.test' }));
    expect(legacy.status).toBe(301);
    expect(legacy.headers.get('location')).toBe('https://www.voltara.example/promo');
    expect(proxy(request('http://127.0.0.1:3000/api/health')).headers.get('location')).toBeNull();
    expect(proxy(request('http://127.0.0.1:3000/products')).headers.get('x-middleware-next')).toBe(
      '1',
    );
    expect(proxy(request('http://127.0.0.1:3000/olde')).status).toBe(307);
  });

  it('serves as if there were no rules when the lookup fails', async () => {
    const proxy = await loadProxy();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    setActiveRuleSet({ version: 1, entries: [{}], tables: null } as unknown as RuleSet);
    expect(proxy(request('http://127.0.0.1:3000/products')).headers.get('x-middleware-next')).toBe(
      '1',
    );
    expect(proxy(request('http://127.0.0.1:3000/promo')).status).toBe(307);
    expect(errors).toHaveBeenCalledTimes(1);
    errors.mockRestore();
  });
});
