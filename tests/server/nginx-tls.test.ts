import { execFileSync } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import http2 from 'node:http2';
import os from 'node:os';
import path from 'node:path';
import tls from 'node:tls';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PUBLISH_BOUND_S, startNginx, type Nginx } from '../../scripts/nginx';
import { followed, request } from './support/http';
import {
  cachedAt,
  cacheStatus,
  expectPublishWithinBound,
  expectSiteHeaders,
  printErrorLogOnFailure,
} from './support/nginx';
import { PORT } from './support/site';
import { startSuiteSite } from './support/start-site';

// deploy/nginx.conf as deployed, TLS included (scripts/nginx.ts with `tls`): a self-signed
// certificate for 127.0.0.1 made here, the http server in front of the https one, and behind it
// a site of its own whose SITE_URL is the https origin, as in production. The cache rules
// themselves are nginx.test.ts's (the same server block, served plain); this file checks what TLS
// adds: the redirect, the protocols and ciphers, HTTP/2, HSTS sent once, and that the site's
// headers, the cache, a Secure session cookie and a publish all work through it.

// Ports beside the suites' site (SERVER_TEST_PORT, 3200 in CI), so two runs of this file on
// different SERVER_TEST_PORTs never share one.
const HTTP_PORT = PORT + 1;
const HTTPS_PORT = PORT + 2;
const SITE_PORT = PORT + 3;
const ORIGIN = `https://127.0.0.1:${HTTPS_PORT}`;
const ACME_TOKEN = 'voltara-acme-token-0123456789';

const hsts = (res: Response) => res.headers.get('strict-transport-security');

/** A self-signed certificate (P-256) for 127.0.0.1 in `dir`. */
function selfSignedCertificate(dir: string) {
  const certFile = path.join(dir, 'cert.pem');
  const keyFile = path.join(dir, 'key.pem');
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-nodes', '-days', '2', '-subj', '/CN=127.0.0.1'],
      ...['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1'],
      ...['-addext', 'subjectAltName=IP:127.0.0.1'],
      ...['-keyout', keyFile, '-out', certFile],
    ],
    { stdio: 'pipe' },
  );
  return { certFile, keyFile };
}

type Handshake = {
  protocol?: string | null;
  cipher?: string;
  alpn?: string | false | null;
  reused?: boolean;
  ticket?: boolean;
  session?: Buffer;
  /** The alert nginx answered with, as Node names it. */
  error?: string;
};

/** One TLS handshake with nginx's https port, as `options` offer it. */
function handshake(options: tls.ConnectionOptions = {}): Promise<Handshake> {
  return new Promise((resolve) => {
    const socket = tls.connect({ host: '127.0.0.1', port: HTTPS_PORT, ...options });
    // TLS 1.3 sends its session after the handshake: wait for it before closing.
    let session: Buffer | undefined;
    socket.once('session', (value: Buffer) => (session = value));
    socket.once('secureConnect', () => {
      const result = {
        protocol: socket.getProtocol(),
        cipher: socket.getCipher().name,
        alpn: socket.alpnProtocol,
        reused: socket.isSessionReused(),
        ticket: socket.getTLSTicket() !== undefined,
      };
      socket.write('HEAD / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
      socket.resume();
      socket.once('close', () => resolve({ ...result, session }));
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code }));
  });
}

/** GET `path` over HTTP/2: the status, the headers as sent (name, value, …) and the body. */
function h2Get(session: http2.ClientHttp2Session, path: string) {
  return new Promise<{ status: number; raw: string[]; body: string }>((resolve, reject) => {
    const stream = session.request({ ':path': path });
    let status = 0;
    let raw: string[] = [];
    let body = '';
    stream.on('response', (headers, _flags, rawHeaders) => {
      status = Number(headers[':status']);
      raw = rawHeaders;
    });
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => (body += chunk));
    stream.on('end', () => resolve({ status, raw, body }));
    stream.on('error', reject);
  });
}

/** The values of header `name` among raw headers (each line once). */
const rawValues = (raw: string[], name: string) =>
  raw.filter((_, i) => i % 2 === 1 && raw[i - 1]!.toLowerCase() === name);

describe('deploy/nginx.conf with TLS, in front of a site whose SITE_URL is https', () => {
  let dir: string;
  let nginx: Nginx;
  let site: Awaited<ReturnType<typeof startSuiteSite>>;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-tls-'));
    // Workers run as an unprivileged user when nginx starts as root: they read the ACME webroot.
    fs.chmodSync(dir, 0o755);
    const acmeRoot = path.join(dir, 'acme');
    const challenges = path.join(acmeRoot, '.well-known/acme-challenge');
    fs.mkdirSync(challenges, { recursive: true });
    fs.writeFileSync(path.join(challenges, ACME_TOKEN), `${ACME_TOKEN}.key-authorization`);
    const certificate = selfSignedCertificate(dir);
    // Every TLS client of this file (https, http2, tls) trusts the certificate, and checks it.
    tls.setDefaultCACertificates([
      ...tls.getCACertificates('default'),
      fs.readFileSync(certificate.certFile, 'utf8'),
    ]);
    [site, nginx] = await Promise.all([
      startSuiteSite(SITE_PORT, ORIGIN),
      startNginx({
        upstreamPort: SITE_PORT,
        listenPort: HTTP_PORT,
        tls: { port: HTTPS_PORT, ...certificate, acmeRoot },
      }),
    ]);
  });
  printErrorLogOnFailure(() => nginx);
  afterAll(async () => {
    await nginx?.stop();
    await site?.stop();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  test('http answers every request with a 301 to the same host, path and query over https', async () => {
    const requests: [string, string, string][] = [
      ['GET', '/', `127.0.0.1:${HTTP_PORT}`],
      ['GET', '/de/products?utm_source=news&a=%20b&a=2', `127.0.0.1:${HTTP_PORT}`],
      ['HEAD', '/explore/news', `127.0.0.1:${HTTP_PORT}`],
      ['POST', '/api/contact', `127.0.0.1:${HTTP_PORT}`],
      ['GET', '/login?next=%2Fpersonal-center', 'www.voltara.example'],
      ['GET', '/.well-known/security.txt', 'voltara.example'],
    ];
    for (const [method, target, host] of requests) {
      const res = await request(nginx.httpUrl + target, {
        method,
        headers: { Host: host },
        ...(method === 'POST' ? { body: '{}' } : {}),
      });
      const hostname = host.replace(/:\d+$/, '');
      expect([res.status, res.headers.get('location')], `${method} ${target}`).toEqual([
        301,
        `https://${hostname}:${HTTPS_PORT}${target}`,
      ]);
      // nginx answered itself: the site (which sends a CSP on everything) never saw it.
      expect(res.headers.get('content-security-policy'), target).toBeNull();
      expect(hsts(res), `${target}: HSTS means nothing over http`).toBeNull();
    }
    // The redirect lands on the page, over https.
    const landed = await followed(`${nginx.httpUrl}/de/products?utm_source=news`);
    expect([landed.res.status, landed.url]).toEqual([200, `${ORIGIN}/de/products?utm_source=news`]);
  });

  test('ACME challenges are answered over http from the webroot, nothing else is', async () => {
    const challenge = await request(`${nginx.httpUrl}/.well-known/acme-challenge/${ACME_TOKEN}`);
    expect(challenge.status).toBe(200);
    expect(await challenge.text()).toBe(`${ACME_TOKEN}.key-authorization`);
    const unknown = await request(`${nginx.httpUrl}/.well-known/acme-challenge/unknown-token`);
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-security-policy')).toBeNull();
  });

  test('TLS 1.2 and 1.3 with the profile’s ciphers; TLS 1.1, 1.0 and CBC ciphers refused', async () => {
    const tls13 = await handshake({ minVersion: 'TLSv1.3' });
    expect(tls13.protocol).toBe('TLSv1.3');
    const tls12 = await handshake({ maxVersion: 'TLSv1.2' });
    expect(tls12.protocol).toBe('TLSv1.2');
    expect(tls12.cipher).toMatch(
      /^ECDHE-ECDSA-(?:AES128-GCM-SHA256|AES256-GCM-SHA384|CHACHA20-POLY1305)$/,
    );
    // Offered nothing but what the profile leaves out (CBC), a TLS 1.2 client is turned away.
    const cbc = await handshake({
      maxVersion: 'TLSv1.2',
      ciphers: 'ECDHE-ECDSA-AES128-SHA256:ECDHE-ECDSA-AES256-SHA384:ECDHE-ECDSA-AES128-SHA',
    });
    expect(cbc.error).toBe('ERR_SSL_SSL/TLS_ALERT_HANDSHAKE_FAILURE');
    // The client offers them at OpenSSL's lowest security level. nginx's OpenSSL 3.0 would turn
    // them away for its own level too, with an internal_error alert; protocol_version is the
    // answer of ssl_protocols.
    for (const version of ['TLSv1', 'TLSv1.1'] as const) {
      const old = await handshake({
        minVersion: version,
        maxVersion: version,
        ciphers: 'DEFAULT@SECLEVEL=0',
      });
      expect(old.error, version).toBe('ERR_SSL_TLSV1_ALERT_PROTOCOL_VERSION');
    }
  });

  test('a TLS 1.2 session is resumed from the session cache, without a ticket', async () => {
    const first = await handshake({ maxVersion: 'TLSv1.2' });
    expect(first).toMatchObject({ reused: false, ticket: false });
    const again = await handshake({ maxVersion: 'TLSv1.2', session: first.session });
    expect(again).toMatchObject({ protocol: 'TLSv1.2', reused: true, ticket: false });
  });

  test('HTTP/2 by ALPN: a page with the site’s headers, HSTS once', async () => {
    expect((await handshake({ ALPNProtocols: ['h2', 'http/1.1'] })).alpn).toBe('h2');
    expect((await handshake({ ALPNProtocols: ['http/1.1'] })).alpn).toBe('http/1.1');
    const session = http2.connect(ORIGIN);
    try {
      await once(session, 'connect');
      expect(session.alpnProtocol).toBe('h2');
      await cachedAt(ORIGIN, '/au/products');
      const page = await h2Get(session, '/au/products');
      expect(page.status).toBe(200);
      expect(page.body).toContain('<html');
      expect(rawValues(page.raw, 'x-cache-status')).toEqual(['HIT']);
      expect(rawValues(page.raw, 'strict-transport-security')).toHaveLength(1);
      expect(rawValues(page.raw, 'content-security-policy')).toHaveLength(1);
      // nginx passes HTTP/2's :authority on as the Host (without one Node answers 400).
      const api = await h2Get(session, '/api/health');
      expect(api.status).toBe(200);
      expect(rawValues(api.raw, 'strict-transport-security')).toHaveLength(1);
    } finally {
      session.close();
    }
  });

  test('through TLS: the site’s security headers, HSTS exactly once, pages cached, limits kept', async () => {
    const direct = await request(`http://127.0.0.1:${SITE_PORT}/de/products`);
    expect(hsts(direct), 'the site sends HSTS: its SITE_URL is https').toMatch(/^max-age=\d+/);
    const miss = await request(`${ORIGIN}/de/products`);
    const hit = await cachedAt(ORIGIN, '/de/products');
    for (const res of [miss, hit]) {
      // HSTS as one header, not two joined: nginx adds none of its own.
      expect(hsts(res), cacheStatus(res) ?? '').toBe(hsts(direct));
      expectSiteHeaders(res, direct);
    }
    // The site's other answers carry it once too: the API, a redirect, a 404, a personal page.
    for (const target of ['/api/health', '/en/products', '/no-such-page', '/login']) {
      const res = await request(ORIGIN + target);
      expect(hsts(res), target).toBe(hsts(direct));
    }
    // A form body over 1 MB is refused by nginx, through TLS as over http.
    const big = await request(`${ORIGIN}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: Buffer.alloc(2 * 1024 * 1024, 'x'),
    });
    expect(big.status).toBe(413);
  });

  test(`a publish is visible through TLS within ${PUBLISH_BOUND_S} s; the editor’s Secure session bypasses the cache`, async ({
    annotate,
  }) => {
    const editor = await expectPublishWithinBound(ORIGIN, annotate);
    expect(editor.cookieNames()).toContain('__Secure-voltara.session_token');
    const res = await editor.request('/explore/news');
    expect([res.status, cacheStatus(res)]).toEqual([200, 'BYPASS']);
  });
});
