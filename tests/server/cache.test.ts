import { createHash } from 'node:crypto';
import { expect, test } from 'vitest';
import { staticRoutes } from '@/lib/routes';
import { publicPath, variants } from '../e2e/support/routes';
import { request } from './support/http';

// requirements: Caching — public pages come from Next's full-route cache (the second request is a
// hit, and any shared cache may keep it); personal pages stay per request with the nonce CSP; bad
// input never poisons a copy. What a console write, a preview or a browser does to the cache is
// checked in tests/e2e/cache.spec.ts.

const publicRoutes = staticRoutes.filter((r) => !r.personal);
const personalRoutes = staticRoutes.filter((r) => r.personal && r.key !== 'personalCenter');

const isHit = (res: Response) => res.headers.get('x-nextjs-cache') === 'HIT';

/**
 * Asks again until the answer comes from the full-route cache. A console write by a suite running
 * beside this one may expire the page between two requests, so a MISS may repeat once or twice;
 * a page that is never cached never shows a HIT.
 */
async function expectCached(path: string, status = 200) {
  let answer: Response | undefined;
  for (let attempt = 0; attempt < 4 && !(answer && isHit(answer)); attempt += 1) {
    answer = await request(path);
    expect(answer.status, path).toBe(status);
  }
  expect(answer!.headers.get('x-nextjs-cache'), path).toBe('HIT');
  expect(answer!.headers.get('cache-control'), path).toBe(
    'public, max-age=0, s-maxage=60, stale-while-revalidate=60',
  );
  const csp = answer!.headers.get('content-security-policy') ?? '';
  expect(csp, path).toContain("script-src 'self' 'unsafe-inline'");
  expect(csp, path).not.toContain('nonce');
  return answer!;
}

/** The first detail link of each kind on a list page (news, blog, product). */
async function detailPaths(prefix: string): Promise<string[]> {
  const found: string[] = [];
  for (const [list, pattern] of [
    ['/explore/news', /href="((?:\/\w\w)?\/explore\/news\/\d+)"/],
    ['/explore/blog', /href="((?:\/\w\w)?\/explore\/blog\/[a-z0-9-]+)"/i],
    ['/products', /href="((?:\/\w\w)?\/products\/(?!high-voltage|three-phase)[a-z0-9-]+)"/i],
  ] as const) {
    const html = await (await request(publicPath(prefix, list))).text();
    const match = html.match(pattern);
    expect(match, `a detail link on ${prefix}${list}`).toBeTruthy();
    found.push(match![1]!);
  }
  return found;
}

for (const variant of variants) {
  test(`every public page of /${variant.code} comes from the full-route cache`, async () => {
    for (const route of publicRoutes) {
      await expectCached(publicPath(variant.prefix, route.path));
    }
    for (const path of await detailPaths(variant.prefix)) {
      await expectCached(path);
    }
    // An unknown id is a 404 on the first request and on every later one, from the cache too.
    await expectCached(`${variant.prefix}/explore/news/987654321`, 404);
  });
}

test('personal pages are rendered per request with a fresh nonce, and no cache keeps them', async () => {
  for (const variant of variants) {
    for (const route of personalRoutes) {
      const path = publicPath(variant.prefix, route.path);
      const nonces = new Set<string>();
      for (let i = 0; i < 2; i += 1) {
        const res = await request(path);
        expect(res.status, path).toBe(200);
        expect(res.headers.get('x-nextjs-cache'), path).toBeNull();
        expect(res.headers.get('cache-control'), path).toMatch(/private, no-cache, no-store/);
        const nonce = res.headers.get('content-security-policy')?.match(/'nonce-([^']+)'/)?.[1];
        expect(nonce, path).toBeTruthy();
        nonces.add(nonce!);
        // Next puts the nonce on every script it writes.
        const scripts = [...(await res.text()).matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
        for (const script of scripts.filter((s) => !s.includes('application/ld+json'))) {
          expect(script, path).toContain(`nonce="${nonce}"`);
        }
      }
      expect(nonces.size, path).toBe(2);
    }
    // Signed out: the personal center and the console send to the login, uncached.
    for (const path of [`${variant.prefix}/personal-center`, '/admin']) {
      const res = await request(path);
      expect(res.status, path).toBeGreaterThanOrEqual(300);
      expect(res.headers.get('cache-control'), path).toMatch(/no-store/);
    }
  }
});

// experimental.sri under Turbopack: Next's bootstrap scripts (the runtime and the main chunks)
// carry an integrity hash; the chunks React adds for client components do not (a limit of
// Turbopack's build). Each hash given must be the file's own.
test('cached pages carry Subresource Integrity on the bootstrap scripts Next writes', async () => {
  const html = await (await expectCached('/de/products')).text();
  const tags = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*\bintegrity="([^"]+)"/g)];
  expect(tags.some(([, src]) => /\/turbopack-[\w-]+\.js$/.test(src!))).toBe(true);
  for (const [, src, integrity] of tags) {
    const body = Buffer.from(await (await request(src!)).arrayBuffer());
    const digest = createHash('sha256').update(body).digest('base64');
    expect(integrity, src).toBe(`sha256-${digest}`);
  }
});

test('query strings, probes and odd headers get the one cached copy, never a 500', async () => {
  // A page without content reads: no console write elsewhere in the run can expire it.
  const path = '/de/about-us';
  const reference = await (await expectCached(path)).text();
  const long = 'x'.repeat(4096);
  const queries = [
    '?utm_source=news&utm_medium=mail&utm_campaign=launch',
    '?unknown=1&unknown=2&unknown=3',
    `?q=${long}`,
    `?category=${long}&category=battery`,
    '?%3Cscript%3E=1',
  ];
  for (const query of queries) {
    const res = await request(path + query);
    expect(res.status, query.slice(0, 40)).toBe(200);
    expect(isHit(res), query.slice(0, 40)).toBe(true);
    expect(await res.text()).toBe(reference);
  }
  const probes: Record<string, string>[] = [
    { Host: 'evil.example' },
    { 'X-Forwarded-Host': 'evil.example' },
    { 'X-Forwarded-Proto': 'gopher' },
    { 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'https' },
    { Accept: 'application/x-evil, */*;q=0' },
    { 'Accept-Encoding': 'br;q=2, evil, gzip;q=-1' },
    { 'Accept-Language': 'zz-ZZ,' + 'x'.repeat(2000) },
  ];
  for (const headers of probes) {
    const res = await request(path, { headers });
    const label = JSON.stringify(headers).slice(0, 60);
    expect(res.status, label).toBe(200);
    const body = await res.text();
    expect(body, label).not.toContain('evil.example');
    expect(body, label).not.toContain('gopher:');
  }
  // After the probes, the copy is still the reference.
  const after = await request(path);
  expect(isHit(after)).toBe(true);
  expect(await after.text()).toBe(reference);
});

test('a path that does not percent-decode answers 400 with the headers on every route', async () => {
  for (const path of [
    '/api/news/%FF',
    '/api/files/%FF',
    '/api/admin/users/%ED%A0%80/role',
    // Paths that only begin like the console's upload routes, which bypass the proxy.
    '/api/admin/uploads%FF',
    '/api/admin/uploads/%FF',
    '/api/admin/route-rules/import%E0%A4%A',
    '/explore/news/%FF',
    '/de/products/%E0%A4%A',
    '/%C0%AF',
  ]) {
    const res = await request(path);
    expect(res.status, path).toBe(400);
    expect(res.headers.get('content-security-policy'), path).toContain("default-src 'self'");
    expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
    expect(await res.text(), path).not.toMatch(/at \w+ \(|node_modules/);
  }
});
