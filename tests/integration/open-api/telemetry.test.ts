import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { app } from '@/lib/server/api/app';
import { getDb } from '@/lib/server/db/client';
import { apiSystemModes, users } from '@/lib/server/db/schema';
import type { ApiScope } from '@/lib/open-api/scopes';
import { createKey } from '@/lib/server/open-api/keys';
import { setOpenApiLimiters } from '@/lib/server/open-api/limits';
import { createFormLimiters } from '@/lib/server/security/rate-limit';
import { testDriver, useTestDatabase } from '../../support/db';

// Telemetry, energy and modes of the Open API over HTTP, on the sandbox's simulator
// (docs/api.md, Open API): ranges checked against the clock, the figures' conventions, mode
// changes that alter what the simulator reports next, and every bad request a 4xx problem with
// nothing stored.

const BASE = '/api/open/v1/systems';
const ALL: ApiScope[] = ['systems:read', 'telemetry:read', 'energy:read', 'control'];
type Point = {
  time: string;
  pvW: number;
  loadW: number;
  batteryW: number;
  gridW: number;
  socPct: number;
};

let n = 0;
async function account(scopes: ApiScope[] = ALL) {
  n += 1;
  const db = await getDb();
  const id = `tel${n}`;
  await db.insert(users).values({ id, name: id, email: `${id}@api.test`, country: 'DE' });
  const { key } = await createKey(db, { userId: id, name: 'test', environment: 'sandbox', scopes });
  const list = (await (await call('GET', BASE, key)).json()) as {
    items: Array<{ serial: string }>;
  };
  return { key, userId: id, serial: list.items[0]!.serial };
}

function call(
  method: string,
  path: string,
  key: string,
  body?: unknown,
  type = 'application/json',
) {
  return app.request(path, {
    method,
    headers: {
      Authorization: `Bearer ${key}`,
      'X-Forwarded-For': '198.51.100.80',
      ...(body === undefined ? {} : { 'Content-Type': type }),
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function problemOf(res: Response, status: number, type: string) {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toBe('application/problem+json');
  const doc = (await res.json()) as { type: string; detail: string };
  expect(doc.type).toBe(`urn:voltara:problem:${type}`);
  return doc;
}

const range = (from: string, to: string, resolution: string) =>
  `?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}&resolution=${resolution}`;

describe(`the Open API's telemetry, energy and modes (${testDriver})`, () => {
  beforeAll(() => useTestDatabase('open_api_telemetry'), 120_000);
  // The process's limiters again for the suites after this one.
  afterAll(() => setOpenApiLimiters(undefined));
  beforeEach(async () => {
    const wide = { points: 10_000, duration: 60 };
    await setOpenApiLimiters(
      createFormLimiters({ keyPrefix: `t${Math.random()}`, perIp: wide, perEmail: wide }),
    );
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-21T12:02:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('reads a day at 15 minutes in UTC, the same on every call, with energy that adds up', async () => {
    const { key, serial } = await account();
    const query = range('2026-06-20T00:00:00Z', '2026-06-21T00:00:00Z', '15m');
    const res = await call('GET', `${BASE}/${serial}/telemetry${query}`, key);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = (await res.json()) as { resolution: string; from: string; points: Point[] };
    expect(body).toMatchObject({ serial, resolution: '15m', from: '2026-06-20T00:00:00.000Z' });
    expect(body.points).toHaveLength(96);
    expect(body.points[4]!.time).toBe('2026-06-20T01:00:00.000Z');
    for (const p of body.points) {
      expect(Number.isInteger(p.pvW) && Number.isInteger(p.gridW)).toBe(true);
      expect(Math.abs(p.gridW - (p.loadW - p.pvW - p.batteryW))).toBeLessThanOrEqual(2);
    }
    const noon = body.points[44]!;
    expect(noon.pvW).toBeGreaterThan(3_000);
    const again = await call('GET', `${BASE}/${serial}/telemetry${query}`, key);
    expect(await again.json()).toEqual(body);

    const energy = (await (
      await call('GET', `${BASE}/${serial}/energy${query.replace('15m', '1h')}`, key)
    ).json()) as { totals: Record<string, number>; intervals: Array<Record<string, number>> };
    expect(energy.intervals).toHaveLength(24);
    const pv = energy.intervals.reduce((a, i) => a + i.pvWh!, 0);
    expect(Math.abs(pv - energy.totals.pvWh!)).toBeLessThanOrEqual(24);
    expect(energy.totals.pvWh).toBeGreaterThan(20_000);
  });

  it('cuts the interval still under way and refuses ranges that are wrong, storing nothing', async () => {
    const { key, serial } = await account();
    const today = await call(
      'GET',
      `${BASE}/${serial}/telemetry${range('2026-06-21T00:00:00Z', '2026-06-21T13:00:00Z', '1h')}`,
      key,
    );
    expect(((await today.json()) as { points: Point[] }).points).toHaveLength(12);
    const bad: Array<[string, string, string, RegExp]> = [
      ['2026-06-20T00:00:00Z', '2026-06-19T00:00:00Z', '1h', /before/],
      ['2026-06-01T00:00:00Z', '2026-06-09T00:00:00Z', '5m', /at most 7 days/],
      ['2026-06-21T00:00:00Z', '2026-06-22T00:00:00Z', '1h', /future/],
      ['2026-06-20T00:07:00Z', '2026-06-20T02:00:00Z', '15m', /boundaries/],
      ['2025-12-01T00:00:00Z', '2025-12-02T00:00:00Z', '1d', /reports from/],
    ];
    for (const [from, to, resolution, detail] of bad) {
      const res = await call(
        'GET',
        `${BASE}/${serial}/telemetry${range(from, to, resolution)}`,
        key,
      );
      expect((await problemOf(res, 400, 'invalid-request')).detail).toMatch(detail);
    }
    for (const query of [
      '?from=yesterday&to=today',
      `${range('2026-06-20T00:00:00Z', '2026-06-20T01:00:00Z', '2m')}`,
      '?resolution=1h',
    ]) {
      await problemOf(
        await call('GET', `${BASE}/${serial}/energy${query}`, key),
        400,
        'invalid-request',
      );
    }
    expect(await (await getDb()).$count(apiSystemModes)).toBe(0);
  });

  it('needs the scope of each operation, and another account’s serial is a 404', async () => {
    const reader = await account(['systems:read']);
    const other = await account();
    const day = range('2026-06-20T00:00:00Z', '2026-06-21T00:00:00Z', '1h');
    await problemOf(
      await call('GET', `${BASE}/${reader.serial}/telemetry${day}`, reader.key),
      403,
      'missing-scope',
    );
    await problemOf(
      await call('GET', `${BASE}/${reader.serial}/energy${day}`, reader.key),
      403,
      'missing-scope',
    );
    await problemOf(
      await call('PUT', `${BASE}/${reader.serial}/mode`, reader.key, {
        mode: { kind: 'self-power' },
      }),
      403,
      'missing-scope',
    );
    const full = await account();
    for (const path of [`telemetry${day}`, 'mode']) {
      await problemOf(
        await call('GET', `${BASE}/${other.serial}/${path}`, full.key),
        404,
        'not-found',
      );
    }
    await problemOf(await call('GET', `${BASE}/SBX-NOPE/mode`, full.key), 404, 'not-found');
    await problemOf(await call('GET', `${BASE}/not%20a%20serial/mode`, full.key), 404, 'not-found');
  });

  it('refuses a key in the query string, even beside a good header', async () => {
    const { key, serial } = await account();
    const doc = await problemOf(
      await call('GET', `${BASE}/${serial}/mode?api_key=${key}`, key),
      400,
      'key-in-url',
    );
    expect(doc.detail).toMatch(/Authorization: Bearer/);
    expect(doc.detail).not.toContain(key);
    await problemOf(await call('GET', `${BASE}?token=abc`, key), 400, 'key-in-url');
  });

  it('refuses bad modes with 400 or 415, and stores nothing', async () => {
    const { key, serial } = await account();
    const put = (body: unknown, type?: string) =>
      call('PUT', `${BASE}/${serial}/mode`, key, body, type);
    await problemOf(await put({ mode: { kind: 'turbo' } }), 400, 'invalid-request');
    await problemOf(
      await put({ mode: { kind: 'backup', reservePct: 150 } }),
      400,
      'invalid-request',
    );
    await problemOf(
      await put({
        mode: {
          kind: 'time-of-use',
          schedule: [
            { start: '01:00', end: '04:00', batteryW: -3000 },
            { start: '03:00', end: '05:00', batteryW: -3000 },
          ],
        },
      }),
      400,
      'invalid-request',
    );
    await problemOf(
      await put({ mode: { kind: 'self-power' }, exportLimitW: -5 }),
      400,
      'invalid-request',
    );
    await problemOf(await put('{"mode":', 'application/json'), 400, 'invalid-request');
    await problemOf(
      await put('mode=backup', 'application/x-www-form-urlencoded'),
      415,
      'unsupported-media-type',
    );
    await problemOf(
      await put({ mode: { kind: 'self-power' }, pad: 'x'.repeat(40_000) }),
      413,
      'payload-too-large',
    );
    expect(await (await getDb()).$count(apiSystemModes)).toBe(0);
  });

  it('sets a mode from the next 5 minutes on, and the simulator follows it', async () => {
    vi.setSystemTime(new Date('2026-12-05T06:02:00Z'));
    const { key, serial } = await account();
    const before = (await (await call('GET', `${BASE}/${serial}/mode`, key)).json()) as object;
    expect(before).toEqual({
      serial,
      mode: { kind: 'self-power' },
      exportLimitW: null,
      effectiveFrom: null,
    });

    const set = await call('PUT', `${BASE}/${serial}/mode`, key, {
      mode: { kind: 'backup', reservePct: 60 },
      exportLimitW: 2_000,
    });
    expect(set.status).toBe(200);
    const mode = {
      serial,
      mode: { kind: 'backup', reservePct: 60 },
      exportLimitW: 2_000,
      effectiveFrom: '2026-12-05T06:05:00.000Z',
    };
    expect(await set.json()).toEqual(mode);
    expect(await (await call('GET', `${BASE}/${serial}/mode`, key)).json()).toEqual(mode);

    vi.setSystemTime(new Date('2026-12-06T00:00:00Z'));
    const res = await call(
      'GET',
      `${BASE}/${serial}/telemetry${range('2026-12-05T00:00:00Z', '2026-12-06T00:00:00Z', '1h')}`,
      key,
    );
    const { points } = (await res.json()) as { points: Point[] };
    // A German December night empties a battery in self-power; the reserve is charged from the
    // grid after the change and then held through the evening.
    expect(points[5]!.socPct).toBeLessThan(10);
    for (const p of points.slice(18)) expect(p.socPct).toBeGreaterThanOrEqual(59.9);
    expect(Math.max(...points.slice(7, 12).map((p) => p.gridW))).toBeGreaterThan(2_000);
  });

  it('answers another method with 405 and Allow', async () => {
    const { key, serial } = await account();
    const post = await call('POST', `${BASE}/${serial}/telemetry`, key, {});
    await problemOf(post, 405, 'method-not-allowed');
    expect(post.headers.get('allow')).toBe('GET, HEAD');
    const del = await call('DELETE', `${BASE}/${serial}/mode`, key);
    expect(del.headers.get('allow')).toBe('GET, PUT, HEAD');
  });
});
