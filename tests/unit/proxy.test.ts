import { NextRequest, type NextResponse } from 'next/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

async function loadProxy(env: Record<string, string>) {
  vi.resetModules();
  for (const [key, value] of Object.entries(env)) vi.stubEnv(key, value);
  const { proxy } = await import('@/proxy');
  // No index of detail ids is started here (lib/known-details.ts): every answer comes at once.
  return (request: NextRequest) => proxy(request) as NextResponse;
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

  it('passes personal pages on with a fresh nonce for Next and the public path', async () => {
    const proxy = await loadProxy({});
    for (const path of ['/cn/login', '/personal-center', '/de/admin/content', '/newsletter']) {
      const response = proxy(request(`http://127.0.0.1:3000${path}`));
      expect(response.headers.get('x-middleware-next')).toBe('1');
      expect(response.headers.get('x-middleware-request-x-public-path')).toBe(path);
      const nonce = response.headers.get('content-security-policy')?.match(/'nonce-([^']+)'/)?.[1];
      expect(nonce, path).toBeTruthy();
      expect(response.headers.get('x-middleware-request-x-nonce')).toBe(nonce);
      expect(response.headers.get('cache-control')).toBeNull();
    }
  });

  it('gives public pages one cacheable policy: no nonce, shareable by any cache', async () => {
    const proxy = await loadProxy({ ANALYTICS_SRC: 'https://stats.example.net/s.js' });
    const policies = new Set<string | null>();
    for (const path of ['/cn/products', '/', '/explore/news/3', '/contact-us', '/de']) {
      const response = proxy(request(`http://127.0.0.1:3000${path}`));
      expect(response.headers.get('x-middleware-request-x-nonce'), path).toBeNull();
      expect(response.headers.get('x-middleware-request-content-security-policy')).toBeNull();
      // The request goes on untouched: a cache hit pays for no copy of its headers.
      expect(response.headers.get('x-middleware-override-headers'), path).toBeNull();
      expect(response.headers.get('cache-control')).toMatch(/^public, .*s-maxage=\d+/);
      policies.add(response.headers.get('content-security-policy'));
    }
    expect(policies.size).toBe(1);
    const [csp] = [...policies];
    expect(csp).toContain("script-src 'self' 'unsafe-inline' https://stats.example.net;");
    for (const directive of [
      "script-src-attr 'none'",
      "object-src 'none'",
      "base-uri 'none'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toMatch(/nonce|strict-dynamic|unsafe-eval/);
    // Violations are reported (report-to and its header only over https).
    expect(csp).toMatch(/; report-uri \/api\/csp-report$/);
  });

  it('names the Reporting API endpoint over https, for pages and API answers alike', async () => {
    const proxy = await loadProxy({ SITE_URL: 'https://www.voltara.example' });
    for (const path of ['/de/products', '/login', '/api/health']) {
      const response = proxy(request(`http://localhost${path}`));
      expect(response.headers.get('reporting-endpoints'), path).toBe('csp="/api/csp-report"');
      expect(response.headers.get('content-security-policy'), path).toContain('report-to csp');
    }
  });

  it('treats any page in preview (draft mode) as personal: nonce, nothing shared', async () => {
    const proxy = await loadProxy({});
    const response = proxy(
      request('http://localhost/de/explore/news', { cookie: '__prerender_bypass=abc' }),
    );
    expect(response.headers.get('content-security-policy')).toMatch(/'nonce-[^']+'/);
    expect(response.headers.get('cache-control')).toBeNull();
  });

  it('keeps the readable signed-in hint in step with the session cookie', async () => {
    const proxy = await loadProxy({});
    const signedIn = proxy(
      request('http://localhost/de/products', { cookie: 'voltara.session_token=abc' }),
    );
    expect(signedIn.headers.get('set-cookie')).toMatch(/voltara_signed_in=1; Path=\//);
    expect(signedIn.headers.get('set-cookie')).not.toMatch(/HttpOnly/i);
    const stale = proxy(request('http://localhost/de/products', { cookie: 'voltara_signed_in=1' }));
    expect(stale.headers.get('set-cookie')).toMatch(
      /voltara_signed_in=;.*Expires=Thu, 01 Jan 1970/,
    );
    const steady = proxy(
      request('http://localhost/', { cookie: 'voltara.session_token=abc; voltara_signed_in=1' }),
    );
    expect(steady.headers.get('set-cookie')).toBeNull();
    expect(proxy(request('http://localhost/')).headers.get('set-cookie')).toBeNull();
  });

  it('answers a path that does not percent-decode with 400 and the headers, never a 500', async () => {
    const proxy = await loadProxy({});
    for (const path of ['/api/news/%FF', '/api/files/%FF', '/api/admin/users/%ED%A0%80/role']) {
      const response = proxy(request(`http://localhost${path}`));
      expect(response.status, path).toBe(400);
      expect(await response.json()).toEqual({ code: 400, message: 'Bad Request' });
      expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    }
    const page = proxy(request('http://localhost/de/products/%E0%A4%A'));
    expect(page.status).toBe(400);
    expect(page.headers.get('content-type')).toMatch(/^text\/plain/);
  });

  it('lets redirects be cached only when they are the same for everyone', async () => {
    const proxy = await loadProxy({});
    const permanent = proxy(request('http://localhost/en/products'));
    expect(permanent.status).toBe(308);
    expect(permanent.headers.get('cache-control')).toBe('public, max-age=3600');
    const temporary = proxy(request('http://localhost/no-such-page'));
    expect(temporary.status).toBe(307);
    expect(temporary.headers.get('cache-control')).toBe('no-store');
    const detected = proxy(request('http://localhost/products', { cookie: 'NEXT_LOCALE=de-DE' }));
    expect(detected.headers.get('location')).toMatch(/\/de\/products$/);
    expect(detected.headers.get('cache-control')).toBe('private, no-store');
    expect(detected.headers.get('vary')).toBe('Cookie, Accept-Language');
    const switched = proxy(request('http://localhost/products?switchLang=fr'));
    expect(switched.headers.get('cache-control')).toBe('private, no-store');
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
