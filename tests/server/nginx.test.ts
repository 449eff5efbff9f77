import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PAGE_TTL_S, PUBLISH_BOUND_S, startNginx, type Nginx } from '../../scripts/nginx';
import { adminSession } from './support/console';
import { request, type Options } from './support/http';
import {
  cachedAt,
  cacheStatus as status,
  expectPublishWithinBound,
  expectSiteHeaders,
  printErrorLogOnFailure,
} from './support/nginx';
import { PORT } from './support/site';

// deploy/nginx.conf in front of the site. Debian's nginx runs the conf's https server as it is
// shipped, served plain (only the upstream, the port and the cache directory replaced, the TLS
// lines left out, scripts/nginx.ts; nginx-tls.test.ts runs it with TLS). First against a small
// upstream of this file, which says what nginx must do with each kind of answer (stored or not,
// for whom), then in front of the server suites' site: a page comes from nginx's cache, a session
// never does, query strings and Host probes make no copies, and a publish is visible within the
// bound the conf states. No nginx installed: the suite fails and says so. The tests of this file
// run one after the other (fixed ports); a failure does not stop the rest.

const STUB_NGINX_PORT = 3191;
const SITE_NGINX_PORT = 3190;

/** The upstream of the rule tests: every answer numbered, so a stored copy shows as a repeat. */
function stubUpstream() {
  let served = 0;
  let down = false;
  const seen: http.IncomingHttpHeaders[] = [];
  const server = http.createServer((req, res) => {
    // Answered once the whole body is in: the answer says how many bytes came through.
    let received = 0;
    req.on('data', (chunk: Buffer) => (received += chunk.length));
    req.on('end', () => answer(req, res, received));
  });
  function answer(req: http.IncomingMessage, res: http.ServerResponse, received: number) {
    const url = new URL(req.url ?? '/', 'http://stub');
    seen.push(req.headers);
    if (down) {
      res.writeHead(503, { 'Cache-Control': 'no-store' }).end('down');
      return;
    }
    served += 1;
    const name = url.pathname.split('/').pop() ?? '';
    const headers: http.OutgoingHttpHeaders = {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 's-maxage=31536000',
      Vary: 'RSC, Next-Router-State-Tree, Next-Router-Prefetch, Accept-Encoding',
      'X-Content-Type-Options': 'nosniff',
    };
    let code = 200;
    if (name === 'private') headers['Cache-Control'] = 'private, no-store';
    if (name === 'no-cache') headers['Cache-Control'] = 'public, no-cache';
    if (name === 'bare') delete headers['Cache-Control'];
    if (name === 'cookie') headers['Set-Cookie'] = 'stub=1; Path=/';
    if (name === 'redirect') [code, headers.Location] = [308, `/elsewhere${url.search}`];
    if (name === 'missing.js') [code, headers['Cache-Control']] = [404, 'no-store'];
    const body = `<!doctype html><p>${req.method} ${url.pathname} #${served} rsc=${req.headers.rsc ?? ''} bytes=${received}</p>`;
    if (String(req.headers['accept-encoding']).includes('gzip')) {
      res.writeHead(code, { ...headers, 'Content-Encoding': 'gzip' }).end(zlib.gzipSync(body));
    } else {
      res.writeHead(code, headers).end(body);
    }
  }
  return {
    server,
    seen,
    setDown: (value: boolean) => void (down = value),
    listen: () =>
      new Promise<number>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
      ),
  };
}

describe('deploy/nginx.conf rules, against an upstream that says what it serves', () => {
  const stub = stubUpstream();
  let nginx: Nginx;

  beforeAll(async () => {
    nginx = await startNginx({ upstreamPort: await stub.listen(), listenPort: STUB_NGINX_PORT });
  });
  printErrorLogOnFailure(() => nginx);
  afterAll(async () => {
    await nginx?.stop();
    stub.server.close();
  });

  /** GET through nginx: the cache status and the body (which names the upstream answer). */
  async function get(path: string, headers = {}) {
    const res = await request(nginx.url + path, { headers });
    return { res, cache: status(res), body: await res.text() };
  }

  test('a shareable page is stored once: query strings, Host, X-Forwarded-* and encodings share it', async () => {
    const first = await get('/products');
    expect(first.cache).toBe('MISS');
    const copy = first.body;
    expect(await get('/products')).toMatchObject({ cache: 'HIT', body: copy });
    const probes: [string, Record<string, string>][] = [
      ['/products?utm_source=news&utm_medium=mail&utm_campaign=x', {}],
      ['/products?a=1&a=2&a=3&junk', {}],
      [`/products?q=${'x'.repeat(4096)}`, {}],
      ['/products', { Host: 'evil.example' }],
      ['/products', { 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'https' }],
      ['/products', { 'Accept-Encoding': 'br' }],
      ['/products', { 'Accept-Encoding': 'identity' }],
      ['/products', { 'Accept-Encoding': '*;q=0.1, x-junk' }],
      ['/products', { Accept: 'application/json' }],
      ['/products', { Cookie: 'voltara.consent=decline; other=1' }],
    ];
    for (const [path, headers] of probes) {
      const probe = await get(path, headers);
      expect(probe, `${path} ${JSON.stringify(headers)}`).toMatchObject({
        cache: 'HIT',
        body: copy,
      });
    }
    expect(nginx.storedPages()).toBe(1);
    // nginx asks for gzip and sets X-Forwarded-*, whatever the client sent.
    await get('/api/echo', {
      'Accept-Encoding': 'br',
      'X-Forwarded-Host': 'evil.example',
      'X-Forwarded-Proto': 'https',
      'X-Forwarded-For': '203.0.113.9',
    });
    expect(stub.seen.at(-1)).toMatchObject({
      'accept-encoding': 'gzip',
      'x-forwarded-host': `127.0.0.1:${STUB_NGINX_PORT}`,
      'x-forwarded-proto': 'http',
      'x-forwarded-for': '203.0.113.9, 127.0.0.1',
    });
    expect(stub.seen.every((headers) => headers['accept-encoding'] === 'gzip')).toBe(true);
  });

  test('one gzip copy: sent as it is to gzip clients, unpacked for the others', async () => {
    await get('/solutions');
    const zipped = await request(`${nginx.url}/solutions`, {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    const plain = await request(`${nginx.url}/solutions`, {
      headers: { 'Accept-Encoding': 'identity' },
    });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect([status(zipped), status(plain)]).toEqual(['HIT', 'HIT']);
    expect(await plain.text()).toBe(await zipped.text());
    expect(plain.headers.get('vary')).toContain('Accept-Encoding');
  });

  test('never stored: private, no-store, no-cache or no Cache-Control, a cookie set, a redirect', async () => {
    const before = nginx.storedPages();
    for (const path of ['/x/private', '/x/no-cache', '/x/bare', '/x/cookie', '/x/redirect?utm=1']) {
      const first = await get(path);
      const second = await get(path);
      expect(second.cache, path).toBe('MISS');
      expect(second.body, `${path} is rendered again`).not.toBe(first.body);
    }
    expect(nginx.storedPages()).toBe(before);
  });

  test('sessions, draft mode, personal paths, the API and client navigations bypass the cache', async () => {
    const copy = (await get('/about-us')).body;
    const cookies = [
      'voltara.session_token=abc.def',
      '__Secure-voltara.session_token=abc.def',
      'voltara.consent=decline; voltara.session_token=abc.def',
      '__prerender_bypass=0123456789abcdef',
      'voltara_signed_in=1',
    ];
    for (const Cookie of cookies) {
      const res = await get('/about-us', { Cookie });
      expect(res.cache, Cookie).toBe('BYPASS');
      expect(res.body, Cookie).not.toBe(copy);
    }
    const navigations: [string, Record<string, string>][] = [
      ['/about-us', { RSC: '1' }],
      ['/about-us', { RSC: '1', 'Next-Router-Prefetch': '1' }],
      ['/about-us', { 'Next-Router-State-Tree': '%5B%22%22%5D' }],
      ['/about-us?_rsc=1x2y3', {}],
    ];
    for (const [path, headers] of navigations) {
      expect((await get(path, headers)).cache, JSON.stringify(headers)).toBe('BYPASS');
    }
    // The HTML copy is still the one served to everyone else.
    expect(await get('/about-us')).toMatchObject({ cache: 'HIT', body: copy });

    const personal = [
      '/login',
      '/cn/login',
      '/de/sign-up',
      '/retrieve-password',
      '/personal-center',
      '/fr/personal-center/orders',
      '/newsletter',
      '/it/newsletter',
      '/admin',
      '/cn/admin/content/news',
      '/LOGIN',
      '/log%69n',
      '/api',
      '/api/news/3',
    ];
    const stored = nginx.storedPages();
    for (const path of personal) {
      const first = await get(path);
      const second = await get(path);
      expect([first.cache, second.cache], path).toEqual(['BYPASS', 'BYPASS']);
      expect(second.body, path).not.toBe(first.body);
    }
    expect(nginx.storedPages()).toBe(stored);
  });

  test('an unprefixed path whose language is the visitor’s goes to Next: a stored choice, a Chinese browser, switchLang', async () => {
    await get('/how-to-buy');
    const visitors: [string, Record<string, string>][] = [
      ['/how-to-buy', { Cookie: 'NEXT_LOCALE=de-DE' }],
      ['/how-to-buy', { 'Accept-Language': 'zh-CN,zh;q=0.9' }],
      ['/how-to-buy', { 'Accept-Language': 'en-US;q=0.5, zh-Hans' }],
      ['/how-to-buy?switchLang=de', {}],
      ['/how-to-buy?utm_source=x&switchLang=cn', {}],
    ];
    for (const [path, headers] of visitors) {
      expect((await get(path, headers)).cache, `${path} ${JSON.stringify(headers)}`).toBe('BYPASS');
    }
    const english = await get('/how-to-buy', { 'Accept-Language': 'en-GB,en;q=0.8' });
    expect(english.cache).toBe('HIT');
    // A prefixed path is in its own language whatever the visitor's: cached as usual.
    const german = { Cookie: 'NEXT_LOCALE=zh-CN', 'Accept-Language': 'zh-CN' };
    expect((await get('/de/how-to-buy', german)).cache).toBe('MISS');
    expect((await get('/de/how-to-buy', german)).cache).toBe('HIT');
  });

  test('the console’s uploads stream up to 101 MB to the site; any other body over 1 MB is refused', async () => {
    const MB = 1024 * 1024;
    const post = (body: Buffer, timeout?: number): Options => ({
      method: 'POST',
      headers: { 'Content-Type': 'application/octet-stream' },
      body,
      timeout,
    });
    const data = Buffer.alloc(12 * MB, 'x');
    for (const path of [
      '/api/admin/uploads',
      '/api/admin/warranty/serials/import',
      '/api/admin/route-rules/import',
    ]) {
      const res = await request(nginx.url + path, post(data, 60_000));
      expect(res.status, path).toBe(200);
      const body = await res.text();
      expect(body, path).toContain(`POST ${path} `);
      expect(body, path).toContain(`bytes=${data.length}<`);
      expect(status(res), path).toBe('BYPASS');
    }
    for (const path of ['/api/contact', '/api/admin/uploads/more', '/contact-us']) {
      const refused = await request(nginx.url + path, post(Buffer.alloc(2 * MB, 'x')));
      expect(refused.status, path).toBe(413);
    }
  });

  test('files: a year for /_next/static, a month for public/, nothing for a missing one', async () => {
    const chunk = await get('/_next/static/chunks/app.js');
    expect(chunk.res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await get('/_next/static/chunks/app.js')).cache).toBe('HIT');
    const missing = await get('/_next/static/chunks/missing.js');
    expect(missing.res.status).toBe(404);
    expect(missing.res.headers.get('cache-control')).toBeNull();
    for (const path of ['/images/home/hero.svg', '/files/downloads/manual.pdf']) {
      const file = await get(path);
      expect(file.res.headers.get('cache-control'), path).toBe('public, max-age=2592000');
      expect(file.res.headers.get('x-content-type-options'), path).toBe('nosniff');
    }
  });

  test(`a stored page is renewed after ${PAGE_TTL_S}–${PAGE_TTL_S + 1} s, and served stale while the upstream is down`, async () => {
    const copy = (await get('/explore/news')).body;
    expect(await get('/explore/news')).toMatchObject({ cache: 'HIT', body: copy });
    await new Promise((r) => setTimeout(r, (PAGE_TTL_S + 1) * 1000 + 100));
    const renewed = await get('/explore/news');
    expect(renewed.cache).toBe('EXPIRED');
    expect(renewed.body).not.toBe(copy);

    stub.setDown(true);
    try {
      await new Promise((r) => setTimeout(r, (PAGE_TTL_S + 1) * 1000 + 100));
      const stale = await get('/explore/news');
      expect(stale).toMatchObject({ cache: 'STALE', body: renewed.body });
      expect(stale.res.status).toBe(200);
    } finally {
      stub.setDown(false);
    }
  });
});

describe('nginx in front of the site', () => {
  let nginx: Nginx;

  beforeAll(async () => {
    nginx = await startNginx({ upstreamPort: PORT, listenPort: SITE_NGINX_PORT });
  });
  printErrorLogOnFailure(() => nginx);
  afterAll(async () => {
    await nginx?.stop();
  });

  const cached = (path: string) => cachedAt(nginx.url, path);

  test('a public page comes from nginx’s cache on the second request, with the site’s headers', async () => {
    const first = await request(`${nginx.url}/de/products`);
    expect(first.status).toBe(200);
    const second = await request(`${nginx.url}/de/products`);
    expect(status(second)).toBe('HIT');
    expect(await second.text()).toBe(await first.text());
    expectSiteHeaders(second, await request('/de/products'));
  });

  test('a signed-in visitor is never served from the cache, nor stored', async () => {
    const copy = await (await cached('/')).text();
    const signedIn = await adminSession(nginx.url);
    expect(signedIn.cookieNames()).toContain('voltara.session_token');
    const stored = nginx.storedPages();
    for (const path of ['/', '/de/products', '/explore/news']) {
      const res = await signedIn.request(path);
      expect(res.status, path).toBe(200);
      expect(status(res), path).toBe('BYPASS');
    }
    expect(nginx.storedPages()).toBe(stored);
    // Everyone else still gets the stored copy.
    const anonymous = await request(`${nginx.url}/`);
    expect(status(anonymous)).toBe('HIT');
    expect(await anonymous.text()).toBe(copy);
  });

  test('personal pages are never cached', async () => {
    const stored = nginx.storedPages();
    for (const path of ['/login', '/cn/login', '/sign-up', '/retrieve-password']) {
      for (let i = 0; i < 2; i++) {
        const res = await request(nginx.url + path);
        expect(res.status, path).toBe(200);
        expect(status(res), path).toBe('BYPASS');
        expect(res.headers.get('cache-control'), path).toContain('no-store');
      }
    }
    expect(nginx.storedPages()).toBe(stored);
  });

  test('utm and junk query strings get the same stored copy', async () => {
    const copy = await (await cached('/support-center/downloads')).text();
    const stored = nginx.storedPages();
    for (const query of [
      '?utm_source=newsletter&utm_medium=email&utm_campaign=launch',
      '?a=1&a=2&b&c=%FF',
      `?junk=${'j'.repeat(4096)}`,
    ]) {
      const res = await request(`${nginx.url}/support-center/downloads${query}`);
      expect(status(res), query).toBe('HIT');
      expect(await res.text()).toBe(copy);
    }
    expect(nginx.storedPages()).toBe(stored);
  });

  test('Host and X-Forwarded-* probes neither add copies nor poison them', async () => {
    await cached('/about-us');
    const stored = nginx.storedPages();
    const probes: Record<string, string>[] = [
      { Host: 'evil.example' },
      { 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'https' },
      { Host: 'old.voltara.test' },
    ];
    for (const headers of probes) {
      const res = await request(`${nginx.url}/about-us`, { headers });
      expect(status(res), JSON.stringify(headers)).toBe('HIT');
    }
    expect(nginx.storedPages()).toBe(stored);

    // A page first asked for with a foreign Host: what is stored names no foreign host.
    const path = '/au/about-us';
    const probe = await request(nginx.url + path, {
      headers: { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example' },
    });
    expect(probe.status).toBe(200);
    const copy = await (await cached(path)).text();
    expect(copy).not.toContain('evil.example');
    // A legacy host is redirected, and the redirect is not stored for anyone else.
    const legacy = await request(`${nginx.url}/au/contact-us`, {
      headers: { Host: 'old.voltara.test' },
    });
    expect(legacy.status).toBe(301);
    expect((await request(`${nginx.url}/au/contact-us`)).status).toBe(200);
  });

  test('an unprefixed path keeps the visitor’s language: stored choice, Chinese browser, switchLang', async () => {
    await cached('/products');
    const redirects: [string, Record<string, string>, string][] = [
      ['/products', { Cookie: 'NEXT_LOCALE=de-DE' }, '/de/products'],
      ['/products', { 'Accept-Language': 'zh-CN,zh;q=0.9,en;q=0.8' }, '/cn/products'],
    ];
    const expectRedirect = async (path: string, headers: Record<string, string>, to: string) => {
      const res = await request(nginx.url + path, { headers });
      expect([res.status, res.headers.get('location'), status(res)], path).toEqual([
        307,
        to,
        'BYPASS',
      ]);
      return res;
    };
    for (const [path, headers, location] of redirects) {
      await expectRedirect(path, headers, location);
    }
    const english = await request(`${nginx.url}/products`, {
      headers: { 'Accept-Language': 'en-GB,en;q=0.9' },
    });
    expect([english.status, status(english)]).toEqual([200, 'HIT']);
    // switchLang stores the choice (NEXT_LOCALE), which from then on steers this visitor.
    const switched = await expectRedirect('/products?switchLang=fr', {}, '/fr/products');
    const choice = switched.headers.get('set-cookie')?.match(/NEXT_LOCALE=[^;]+/)?.[0] ?? '';
    await expectRedirect('/products', { Cookie: choice }, '/fr/products');
  });

  test(`a publish is visible through nginx within ${PUBLISH_BOUND_S} s`, async ({ annotate }) => {
    await expectPublishWithinBound(nginx.url, annotate);
  });
});
