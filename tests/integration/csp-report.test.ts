import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setAuthLimiters } from '@/lib/server/account/limits';
import { app } from '@/lib/server/api/app';
import { createCspReportLimiters, setCspReportLimiters } from '@/lib/server/csp-reports/limits';
import { RETENTION_DAYS } from '@/lib/server/csp-reports/reports';
import { closeDb, getDb } from '@/lib/server/db/client';
import { cspReports } from '@/lib/server/db/schema';
import { testDriver, useTestDatabase } from '../support/db';
import { Browser, signedInUser } from '../support/accounts';
import { useAccountEnv, useGenerousLimits } from './account/helpers';
import { rowCount } from './forms/helpers';

const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
const DAY = 24 * 60 * 60 * 1000;

/** Limits out of the way, unless a test sets its own. */
const useLimits = (limits: Parameters<typeof createCspReportLimiters>[0] = {}) =>
  setCspReportLimiters(
    createCspReportLimiters({
      keyPrefix: `test:${randomUUID()}`,
      perIp: { points: 10_000, duration: 60 },
      stored: { points: 10_000, duration: 60 },
      ...limits,
    }),
  );

type Send = { type?: string; ip?: string; headers?: Record<string, string> };

/** A report POST as a browser sends it: no Origin, no cookies. */
async function send(body: BodyInit, { type = 'application/csp-report', ip, headers }: Send = {}) {
  const res = await app.request('/api/csp-report', {
    method: 'POST',
    headers: {
      'Content-Type': type,
      'X-Forwarded-For': ip ?? '192.0.2.10',
      ...headers,
    },
    body,
    duplex: 'half',
  } as RequestInit);
  const text = await res.text();
  let json: { code?: number; message?: string } = {};
  try {
    json = JSON.parse(text);
  } catch {
    // an empty 204
  }
  return { status: res.status, headers: res.headers, text, body: json };
}

const reportUri = (page: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    'csp-report': {
      'document-uri': `https://www.voltara.test${page}?email=anna%40example.com#x`,
      referrer: 'https://search.example/?q=anna',
      'violated-directive': 'script-src-elem',
      'effective-directive': 'script-src-elem',
      'original-policy': "script-src 'self'; report-uri /api/csp-report",
      disposition: 'enforce',
      'blocked-uri': 'inline',
      'line-number': 3,
      'column-number': 9,
      'source-file': `https://www.voltara.test${page}?email=anna%40example.com`,
      'status-code': 200,
      'script-sample': 'alert(document.domain)',
      ...extra,
    },
  });

const apiReport = (page: string, blockedURL: string, type = 'csp-violation') => ({
  age: 10,
  type,
  url: `https://www.voltara.test${page}?session=s3cr3t`,
  user_agent: 'Mozilla/5.0 HeadlessChrome/156.0.0.0',
  body: {
    documentURL: `https://www.voltara.test${page}?session=s3cr3t`,
    blockedURL,
    effectiveDirective: 'img-src',
    disposition: 'enforce',
    originalPolicy: "img-src 'self'; report-to csp",
    referrer: '',
    sample: '',
    sourceFile: null,
    statusCode: 200,
    lineNumber: null,
    columnNumber: null,
  },
});

const allRows = async () => (await getDb()).select().from(cspReports).orderBy(cspReports.id);
const clearRows = async () => (await getDb()).delete(cspReports);

describe(`POST /api/csp-report (${testDriver})`, () => {
  beforeAll(async () => {
    useAccountEnv();
    await useTestDatabase('csp_report');
    await getDb();
  });
  beforeEach(async () => {
    await useLimits();
    await clearRows();
  });
  afterAll(async () => {
    await setCspReportLimiters(undefined);
    await closeDb();
  });

  it('stores a report-uri report without query, fragment, referrer, policy or address (204)', async () => {
    const res = await send(reportUri('/de/products'), { ip: '198.51.100.77' });
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    const rows = await allRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      documentUri: 'https://www.voltara.test/de/products',
      blockedUri: 'inline',
      effectiveDirective: 'script-src-elem',
      disposition: 'enforce',
      sourceFile: 'https://www.voltara.test/de/products',
      lineNumber: 3,
      columnNumber: 9,
      sample: 'alert(document.domain)',
      statusCode: 200,
    });
    expect(JSON.stringify(rows)).not.toMatch(/anna|search\.example|198\.51\.100\.77|original/);
  });

  it('stores the CSP violations of a Reporting API batch and ignores other report types', async () => {
    const batch = [
      apiReport('/products', 'https://tracker.example/p.gif?uid=42'),
      apiReport('/products', 'ignored', 'deprecation'),
      apiReport('/cn/news', 'data:image/png;base64,AAAA'),
    ];
    const res = await send(JSON.stringify(batch), { type: 'application/reports+json' });
    expect(res.status).toBe(204);
    const rows = await allRows();
    expect(rows.map((r) => [r.documentUri, r.blockedUri, r.effectiveDirective])).toEqual([
      ['https://www.voltara.test/products', 'https://tracker.example/p.gif', 'img-src'],
      ['https://www.voltara.test/cn/news', 'data:', 'img-src'],
    ]);
    expect(JSON.stringify(rows)).not.toMatch(/s3cr3t|uid=42|AAAA/);
  });

  it('accepts an empty batch or one with no CSP violation, storing nothing (204)', async () => {
    const other = [apiReport('/x', 'y', 'intervention')];
    expect((await send('[]', { type: 'application/reports+json' })).status).toBe(204);
    expect((await send(JSON.stringify(other), { type: 'application/reports+json' })).status).toBe(
      204,
    );
    expect(await rowCount(cspReports)).toBe(0);
  });

  it('cuts long strings before storing them', async () => {
    const long = 'x'.repeat(3000);
    const res = await send(
      reportUri(`/${long}`, {
        'blocked-uri': `https://cdn.example/${long}`,
        'script-sample': long,
      }),
    );
    expect(res.status).toBe(204);
    const [row] = await allRows();
    expect(row!.documentUri).toHaveLength(512);
    expect(row!.blockedUri).toHaveLength(512);
    expect(row!.sample).toHaveLength(256);
  });

  it('refuses a body over the limit by its Content-Length, before reading it (413)', async () => {
    const body = reportUri('/', { padding: 'x'.repeat(40 * 1024) });
    const res = await send(body, { headers: { 'Content-Length': String(body.length) } });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ code: 413 });
    expect(await rowCount(cspReports)).toBe(0);
  });

  it('refuses a body over the limit while reading it, without a Content-Length (413)', async () => {
    const text = new TextEncoder().encode(reportUri('/', { padding: 'x'.repeat(40 * 1024) }));
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < text.length; i += 1024) controller.enqueue(text.slice(i, i + 1024));
        controller.close();
      },
    });
    const res = await send(stream);
    expect(res.status).toBe(413);
    expect(await rowCount(cspReports)).toBe(0);
  });

  it.each([
    ['not JSON', '{"csp-report": '],
    ['not UTF-8', new Uint8Array([0x7b, 0xff, 0xfe, 0x7d])],
    ['another shape', JSON.stringify({ hello: 'world' })],
    [
      'a report without a directive',
      reportUri('/', { 'effective-directive': '', 'violated-directive': '' }),
    ],
    ['a batch with a broken CSP report', JSON.stringify([{ type: 'csp-violation', body: {} }])],
  ])('refuses %s in the API envelope, storing nothing (400)', async (_name, body) => {
    const res = await send(body as BodyInit);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 400 });
    expect(res.body.message).toMatch(/^Bad Request/);
    expect(await rowCount(cspReports)).toBe(0);
  });

  it('refuses other content types (415) and other methods (405)', async () => {
    expect((await send(reportUri('/'), { type: 'text/plain' })).status).toBe(415);
    const get = await app.request('/api/csp-report');
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    expect(await rowCount(cspReports)).toBe(0);
  });

  it('limits a flood from one address (429 with Retry-After), not its neighbours', async () => {
    await useLimits({ perIp: { points: 3, duration: 600 } });
    const from = (ip: string) => send(reportUri('/'), { ip });
    for (let i = 0; i < 3; i++) expect((await from('203.0.113.5')).status).toBe(204);
    const limited = await from('203.0.113.5');
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ code: 429 });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(500);
    expect((await from('203.0.113.6')).status).toBe(204);
    expect(await rowCount(cspReports)).toBe(4);
  });

  it('stores no more than the hourly cap for the whole site, from any address', async () => {
    await useLimits({ stored: { points: 3, duration: 3600 } });
    const batch = (n: number) =>
      JSON.stringify(Array.from({ length: n }, (_, i) => apiReport(`/p${i}`, 'inline')));
    const type = 'application/reports+json';
    expect((await send(batch(2), { type, ip: '203.0.113.20' })).status).toBe(204);
    expect((await send(batch(1), { type, ip: '203.0.113.21' })).status).toBe(204);
    // Past the cap the browser is still told 204 (a retry would not help); nothing is kept.
    expect((await send(batch(1), { type, ip: '203.0.113.22' })).status).toBe(204);
    expect(await rowCount(cspReports)).toBe(3);
  });

  it(`deletes reports older than ${RETENTION_DAYS} days when a new one comes in`, async () => {
    const db = await getDb();
    const row = { documentUri: '/', blockedUri: 'inline', effectiveDirective: 'script-src' };
    await db.insert(cspReports).values([
      { ...row, disposition: 'enforce', receivedAt: new Date(Date.now() - 31 * DAY) },
      { ...row, disposition: 'enforce', receivedAt: new Date(Date.now() - 29 * DAY) },
    ]);
    expect((await send(reportUri('/new'))).status).toBe(204);
    const rows = await allRows();
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.receivedAt.getTime() > Date.now() - 30 * DAY)).toBe(true);
  });

  describe('with Redis', () => {
    let redis: Redis;
    const prefix = `voltara-test:${randomUUID()}`;

    beforeAll(async () => {
      redis = new Redis(REDIS_URL, { lazyConnect: true });
      await redis.connect();
    });
    afterAll(async () => {
      await setCspReportLimiters(undefined);
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length) await redis.del(...keys);
      await redis.quit();
    });

    it('counts an address in Redis (REDIS_URL), shared by every instance', async () => {
      const limiters = createCspReportLimiters({
        redisUrl: REDIS_URL,
        keyPrefix: prefix,
        perIp: { points: 2, duration: 600 },
      });
      if (limiters.redis!.status !== 'ready') await once(limiters.redis!, 'ready');
      await setCspReportLimiters(limiters);
      const from = () => send(reportUri('/'), { ip: '203.0.113.30' });
      expect((await from()).status).toBe(204);
      expect((await from()).status).toBe(204);
      expect((await from()).status).toBe(429);
      expect(await redis.keys(`${prefix}:ip:*`)).not.toHaveLength(0);
    });
  });
});

describe(`GET /api/admin/csp-reports (${testDriver})`, () => {
  beforeAll(async () => {
    useAccountEnv();
    await useTestDatabase('csp_report_admin');
    await getDb();
    await useGenerousLimits();
    await useLimits();
  });
  afterAll(async () => {
    await setAuthLimiters(undefined);
    await setCspReportLimiters(undefined);
    await closeDb();
  });

  it('answers 401 to a visitor and 403 to an ordinary user', async () => {
    expect((await new Browser('198.51.100.40').get('/api/admin/csp-reports')).status).toBe(401);
    const user = await signedInUser({ role: 'user', ip: '198.51.100.41' });
    expect((await user.get('/api/admin/csp-reports')).status).toBe(403);
  });

  it('gives editors and admins the counts and the most frequent pairs, never cached', async () => {
    const db = await getDb();
    const at = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY);
    const row = (directive: string, blocked: string, daysAgo: number) => ({
      documentUri: 'https://www.voltara.test/',
      blockedUri: blocked,
      effectiveDirective: directive,
      disposition: 'enforce',
      receivedAt: at(daysAgo),
    });
    await db.insert(cspReports).values([
      row('script-src-elem', 'inline', 0.1),
      row('script-src-elem', 'inline', 2),
      row('script-src-elem', 'inline', 10),
      row('img-src', 'https://tracker.example/p.gif', 0.5),
      row('img-src', 'https://tracker.example/p.gif', 3),
      row('frame-src', 'https://video.example/embed', 20),
      // Past retention (not yet pruned: no report came in since): not counted.
      row('font-src', 'https://fonts.example/x.woff2', 40),
    ]);

    for (const role of ['editor', 'admin'] as const) {
      const browser = await signedInUser({
        role,
        ip: role === 'editor' ? '198.51.100.42' : '198.51.100.43',
      });
      const res = await browser.get('/api/admin/csp-reports');
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toMatch(/no-store/);
      const data = res.body.data as Record<string, unknown>;
      expect(data).toMatchObject({ last24h: 2, last7d: 4, total: 6, retentionDays: 30 });
      const top = data.top as { effectiveDirective: string; blockedUri: string; count: number }[];
      expect(top.map((t) => [t.effectiveDirective, t.blockedUri, t.count])).toEqual([
        ['script-src-elem', 'inline', 3],
        ['img-src', 'https://tracker.example/p.gif', 2],
        ['frame-src', 'https://video.example/embed', 1],
      ]);
    }
  });
});
