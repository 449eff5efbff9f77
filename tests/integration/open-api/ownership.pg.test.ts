import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { app } from '@/lib/server/api/app';
import { getDb } from '@/lib/server/db/client';
import { apiSystemConsents, apiSystemModes, users } from '@/lib/server/db/schema';
import { createKey, revokeKey, rotateKey } from '@/lib/server/open-api/keys';
import { storeReadings } from '@/lib/server/open-api/readings';
import type { KeyEnvironment } from '@/lib/server/open-api/key-format';
import { setOpenApiLimiters } from '@/lib/server/open-api/limits';
import { createFormLimiters } from '@/lib/server/security/rate-limit';
import { testDriver, useTestDatabase } from '../../support/db';
import { firstSerials, registerSystem } from '../../support/registered-systems';

// Who reaches which system through the Open API, on both databases (the registered systems are
// read through joins and array parameters that the two drivers send each their own way): two
// accounts owning neighbouring serials, an installer reaching a customer's system only with the
// owner's consent and changing its mode only with consent to control, the sandbox's shadows of
// registered systems, and keys revoked or rotated.

const BASE = '/api/open/v1/systems';
type Page = {
  items: Array<{ serial: string; access: string; environment: string; capacityWh: number }>;
};

async function person(id: string) {
  const db = await getDb();
  await db.insert(users).values({ id, name: id, email: `${id}@own.test`, country: 'NL' });
  return id;
}

async function keyOf(userId: string, environment: KeyEnvironment) {
  const scopes = ['systems:read', 'telemetry:read', 'energy:read', 'control'] as const;
  return (await createKey(await getDb(), { userId, name: 'k', environment, scopes: [...scopes] }))
    .key;
}

const get = (path: string, key: string) =>
  app.request(path, {
    headers: { Authorization: `Bearer ${key}`, 'X-Forwarded-For': '203.0.113.9' },
  });
const put = (path: string, key: string, body: unknown) =>
  app.request(path, {
    method: 'PUT',
    headers: {
      Authorization: `Bearer ${key}`,
      'Content-Type': 'application/json',
      'X-Forwarded-For': '203.0.113.9',
    },
    body: JSON.stringify(body),
  });
const serialsOf = async (res: Response) => ((await res.json()) as Page).items.map((s) => s.serial);

describe(`who reaches which system (${testDriver})`, () => {
  let hybrids: string[];
  let modules: string[];
  beforeAll(async () => {
    await useTestDatabase('open_api_ownership');
    // Neighbouring serials of one factory run: one apart, each owned by someone else.
    hybrids = await firstSerials('hybridUnit', 2);
    modules = await firstSerials('batteryModule', 4);
    await person('ann');
    await person('bob');
    await person('installer');
    await registerSystem({
      ownerId: 'ann',
      hybrid: hybrids[0]!,
      modules: modules.slice(0, 3),
      registeredBy: 'installer',
    });
    await registerSystem({ ownerId: 'bob', hybrid: hybrids[1]!, modules: modules.slice(3) });
  }, 120_000);
  // The process's limiters again for the suites after this one.
  afterAll(() => setOpenApiLimiters(undefined));
  beforeEach(async () => {
    const wide = { points: 10_000, duration: 60 };
    await setOpenApiLimiters(
      createFormLimiters({ keyPrefix: `o${Math.random()}`, perIp: wide, perEmail: wide }),
    );
  });

  it("gives each owner a live key to their own system only, the neighbour's a 404", async () => {
    const ann = await keyOf('ann', 'live');
    const list = await get(BASE, ann);
    expect(list.status).toBe(200);
    const page = (await list.json()) as Page;
    expect(page.items).toEqual([
      expect.objectContaining({
        serial: hybrids[0],
        access: 'owner',
        environment: 'live',
        capacityWh: 14_970,
      }),
    ]);
    expect((await get(`${BASE}/${hybrids[1]}`, ann)).status).toBe(404);
    expect((await get(`${BASE}/${modules[3]}`, ann)).status).toBe(404);
    const bob = await keyOf('bob', 'live');
    expect(await serialsOf(await get(BASE, bob))).toEqual([hybrids[1]]);
  });

  it('lets the installer reach the system only with the owner’s consent, and control it only with consent to control', async () => {
    const installer = await keyOf('installer', 'live');
    const path = `${BASE}/${hybrids[0]}`;
    expect(await serialsOf(await get(BASE, installer))).toEqual([]);
    expect((await get(path, installer)).status).toBe(404);

    const db = await getDb();
    const [consent] = await db
      .insert(apiSystemConsents)
      .values({ ownerId: 'ann', granteeId: 'installer', serial: hybrids[0]! })
      .returning({ id: apiSystemConsents.id });
    const one = await get(path, installer);
    expect(one.status).toBe(200);
    expect(await one.json()).toMatchObject({ serial: hybrids[0], access: 'installer' });
    // A consent for Ann's system reaches neither Bob's neighbouring one.
    expect((await get(`${BASE}/${hybrids[1]}`, installer)).status).toBe(404);

    const mode = { mode: { kind: 'backup', reservePct: 40 } };
    const refused = await put(`${path}/mode`, installer, mode);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { type: string }).type).toBe(
      'urn:voltara:problem:no-consent',
    );
    await db
      .update(apiSystemConsents)
      .set({ control: true })
      .where(eq(apiSystemConsents.id, consent!.id));
    expect((await put(`${path}/mode`, installer, mode)).status).toBe(200);
    const stored = await db
      .select()
      .from(apiSystemModes)
      .where(and(eq(apiSystemModes.serial, hybrids[0]!), eq(apiSystemModes.environment, 'live')));
    expect(stored).toHaveLength(1);

    await db
      .update(apiSystemConsents)
      .set({ revokedAt: new Date() })
      .where(eq(apiSystemConsents.id, consent!.id));
    expect((await get(path, installer)).status).toBe(404);
  });

  it('gives the sandbox a shadow of each registered system beside the simulated three', async () => {
    const sandbox = await keyOf('bob', 'sandbox');
    const serials = await serialsOf(await get(BASE, sandbox));
    expect(serials).toHaveLength(4);
    expect(serials[3]).toBe(`SBX-${hybrids[1]}`);
    // The live serial itself is not the sandbox's.
    expect((await get(`${BASE}/${hybrids[1]}`, sandbox)).status).toBe(404);
    expect((await get(`${BASE}/SBX-${hybrids[1]}/mode`, sandbox)).status).toBe(200);
  });

  it('stops a revoked key at once, and lets a rotated one work on for its overlap only', async () => {
    const db = await getDb();
    const key = await createKey(db, {
      userId: 'bob',
      name: 'r',
      environment: 'live',
      scopes: ['systems:read'],
    });
    expect((await get(BASE, key.key)).status).toBe(200);
    const rotated = await rotateKey(db, { id: key.view.id, owner: 'bob', overlapDays: 1 });
    expect((await get(BASE, rotated.key)).status).toBe(200);
    expect((await get(BASE, key.key)).status).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 2 * 86_400_000);
      expect((await get(BASE, key.key)).status).toBe(401);
      expect((await get(BASE, rotated.key)).status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
    await revokeKey(db, { id: rotated.view.id, by: 'bob', owner: 'bob' });
    const refused = await get(BASE, rotated.key);
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { detail: string }).detail).toMatch(/revoked/);
  });

  it("reads a live system's stored readings into intervals, leaving gaps out", async () => {
    const db = await getDb();
    const start = Date.UTC(2026, 10, 2, 10);
    // Two hours of 5-minute readings with the third quarter-hour missing.
    const readings = Array.from({ length: 24 }, (_, i) => ({
      time: new Date(start + i * 300_000),
      pvW: 3_000 + i * 12,
      loadW: 1_000,
      batteryW: i < 12 ? -1_200 : 600,
      gridW: i < 12 ? -800 - i * 12 : -2_600 - i * 12,
      socPct: 40 + i,
    })).filter((_, i) => i < 6 || i >= 9);
    await storeReadings(db, hybrids[0]!, readings);
    await storeReadings(db, hybrids[0]!, readings.slice(0, 1));
    const ann = await keyOf('ann', 'live');
    const query = '?from=2026-11-02T10:00:00Z&to=2026-11-02T12:00:00Z&resolution=15m';
    const res = await get(`${BASE}/${hybrids[0]}/telemetry${query}`, ann);
    expect(res.status).toBe(200);
    const { points } = (await res.json()) as {
      points: Array<{ time: string; pvW: number; batteryW: number; socPct: number }>;
    };
    expect(points.map((p) => p.time.slice(11, 16))).toEqual([
      '10:00',
      '10:15',
      '10:45',
      '11:00',
      '11:15',
      '11:30',
      '11:45',
    ]);
    expect(points[0]).toMatchObject({ pvW: 3_012, batteryW: -1_200, socPct: 42 });
    const energy = await get(`${BASE}/${hybrids[0]}/energy${query.replace('15m', '1h')}`, ann);
    const { totals } = (await energy.json()) as { totals: Record<string, number> };
    expect(totals.loadWh).toBe(Math.round((21 * 1_000) / 12));
    expect(totals.batteryChargeWh).toBe(Math.round((9 * 1_200) / 12));
    expect(totals.batteryDischargeWh).toBe(Math.round((12 * 600) / 12));
    // Bob's neighbouring system has no readings of Ann's, and Ann cannot ask for his.
    const bob = await keyOf('bob', 'live');
    expect(
      ((await (await get(`${BASE}/${hybrids[1]}/telemetry${query}`, bob)).json()) as { points: [] })
        .points,
    ).toEqual([]);
    expect((await get(`${BASE}/${hybrids[1]}/telemetry${query}`, ann)).status).toBe(404);
  });
});
