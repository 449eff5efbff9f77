import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { app } from '@/lib/server/api/app';
import { getDb } from '@/lib/server/db/client';
import { warrantyItems, warrantyRegistrations } from '@/lib/server/db/schema';
import { setWarrantyLimiters } from '@/lib/server/warranty/limits';
import { makeSerial } from '@/lib/warranty/serial';
import { latestToday } from '@/lib/warranty/terms';
import { testDriver } from '../../support/db';
import { Browser } from '../../support/accounts';
import { grantTechnical, seeded, registrationRow, system, warrantySuite } from './helpers';

const REG = '/api/warranty/registrations';

async function stored() {
  const db = await getDb();
  return {
    registrations: await db.$count(warrantyRegistrations),
    items: await db.$count(warrantyItems),
  };
}

describe(`product registration (${testDriver})`, () => {
  const p = warrantySuite('warranty_registration', ['anna', 'bob']) as Record<
    'anna' | 'bob',
    Browser
  >;

  it('registers a hybrid unit with two towers for its owner, with the standard term', async () => {
    const input = system(1, [3, 2]);
    const res = await p.anna.post(REG, input, { language: 'de' });
    expect(res.status).toBe(200);
    const { id, code, status } = res.body.data as { id: number; code: string; status: string };
    expect(status).toBe('active');
    expect(code).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const db = await getDb();
    const row = await registrationRow(id);
    expect(row).toMatchObject({
      status: 'active',
      installedOn: '2025-02-10',
      termYears: 5,
      withMaintenance: false,
      validUntil: '2030-02-09',
      language: 'de',
      installerCertificate: null,
    });
    const items = await db.select().from(warrantyItems).where(eq(warrantyItems.registrationId, id));
    expect(items.map((i) => [i.role, i.tower]).sort()).toEqual(
      [
        ['hybrid', null],
        ['module', 1],
        ['module', 1],
        ['module', 1],
        ['module', 2],
        ['module', 2],
      ].sort(),
    );
    const list = await p.anna.get(REG);
    expect((list.body.data as { items: unknown[] }).items).toHaveLength(1);
    expect(((await p.bob.get(REG)).body.data as { items: unknown[] }).items).toHaveLength(0);
  });

  it('accepts typed serials in lower case with spaces and dashes', async () => {
    const input = system(2);
    const typed = `${input.hybrid.slice(0, 6).toLowerCase()} ${input.hybrid.slice(6, 10)}-${input.hybrid.slice(10)}`;
    const res = await p.anna.post(REG, { ...input, hybrid: typed });
    expect(res.status).toBe(200);
  });

  it('refuses a wrong check character, an unknown serial and a wrong family, storing nothing', async () => {
    const input = system(3);
    const good = input.hybrid;
    const wrongCheck = good.slice(0, -1) + (good.at(-1) === 'A' ? 'B' : 'A');
    // Well formed and checking, but never made: sequence 999999 is not in the registry.
    const unknown = makeSerial('BM', 2024, 5, 999_999);
    const res = await p.anna.post(REG, {
      ...input,
      hybrid: wrongCheck,
      towers: [[input.towers[0]![0], unknown, seeded('HU', 80)]],
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      hybrid: ['serialCheck'],
      'towers.0.1': ['serialUnknown'],
      'towers.0.2': ['serialNotModule'],
    });
    const notOurs = await p.anna.post(REG, { ...input, hybrid: 'ABC123' });
    expect(notOurs.body.errors).toEqual({ hybrid: ['serialFormat'] });
    const moduleAsHybrid = await p.anna.post(REG, { ...input, hybrid: input.towers[0]![1] });
    expect(moduleAsHybrid.body.errors).toMatchObject({ hybrid: ['serialNotHybrid'] });
    expect(await stored()).toEqual({ registrations: 0, items: 0 });
  });

  it('checks that the products go together: 1–6 modules per tower, 1–4 towers, no repeats', async () => {
    const input = system(4, [7]);
    const tooMany = await p.anna.post(REG, input);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors).toEqual({ 'towers.0': ['towerSize'] });
    const empty = await p.anna.post(REG, { ...input, towers: [[]] });
    expect(empty.body.errors).toEqual({ 'towers.0': ['towerSize'] });
    const five = await p.anna.post(REG, { ...system(5, [1, 1, 1, 1, 1]) });
    expect(five.body.errors).toEqual({ towers: ['towerCount'] });
    const none = await p.anna.post(REG, { ...input, towers: [] });
    expect(none.body.errors).toEqual({ towers: ['towerCount'] });
    const m = input.towers[0]![0]!;
    const repeated = await p.anna.post(REG, { ...input, towers: [[m], [m]] });
    expect(repeated.body.errors).toEqual({ 'towers.1.0': ['serialRepeated'] });
    expect(await stored()).toEqual({ registrations: 0, items: 0 });
  });

  it('refuses an installation date before manufacture or in the future', async () => {
    // Made in October 2026 (the seed's last month), installed in 2025.
    const late = { ...system(6, [2], 10), installedOn: '2025-12-31' };
    late.hybrid = makeSerial('HU', 2026, 10, 6);
    late.towers = [[makeSerial('BM', 2026, 10, 61), makeSerial('BM', 2026, 10, 62)]];
    const before = await p.anna.post(REG, late);
    expect(before.status).toBe(400);
    expect(before.body.errors).toEqual({ installedOn: ['dateBeforeManufacture'] });
    const tomorrow = new Date(Date.now() + 2 * 86_400_000);
    const future = await p.anna.post(REG, {
      ...system(7),
      installedOn: latestToday(tomorrow),
    });
    expect(future.body.errors).toEqual({ installedOn: ['dateInFuture'] });
    const noDate = await p.anna.post(REG, { ...system(7), installedOn: '2025-02-30' });
    expect(noDate.body.errors).toEqual({ installedOn: ['dateRequired'] });
    expect(await stored()).toEqual({ registrations: 0, items: 0 });
  });

  it('refuses a serial registered already, without saying whose it is; 409', async () => {
    const input = system(8);
    expect((await p.anna.post(REG, input)).status).toBe(200);
    const again = await p.bob.post(REG, { ...system(9), towers: [[input.towers[0]![2]!]] });
    expect(again.status).toBe(409);
    expect(again.body.errors).toEqual({ 'towers.0.0': ['serialRegistered'] });
    expect(JSON.stringify(again.body)).not.toContain('anna');
    expect(await stored()).toEqual({ registrations: 1, items: 4 });
  });

  it('gives the extended 10-year term with maintenance for a valid technical certificate', async () => {
    const cert = await grantTechnical('ina@example.com');
    const res = await p.anna.post(REG, { ...system(10), certificate: `vc-${cert.id}` });
    expect(res.status).toBe(200);
    const db = await getDb();
    const [row] = await db.select().from(warrantyRegistrations);
    expect(row).toMatchObject({
      termYears: 10,
      withMaintenance: true,
      validUntil: '2035-02-09',
      installerCertificate: `VC-${cert.id}`,
      installerName: 'Ina Installer, Sun Installers GmbH',
    });
    const unknown = await p.anna.post(REG, { ...system(11), certificate: `VC-${cert.id + 1000}` });
    expect(unknown.body.errors).toEqual({ certificate: ['certificateUnknown'] });
  });

  it('lets exactly one of two simultaneous registrations of one serial succeed', async () => {
    for (let round = 0; round < 8; round++) {
      const a = system(20 + round * 2);
      const b = { ...system(21 + round * 2), towers: [[a.towers[0]![1]!]] };
      const answers = await Promise.all([p.anna.post(REG, a), p.bob.post(REG, b)]);
      const statuses = answers.map((r) => r.status).sort();
      expect(statuses).toEqual([200, 409]);
    }
    const db = await getDb();
    const items = await db.select().from(warrantyItems).where(eq(warrantyItems.current, true));
    expect(new Set(items.map((i) => i.serial)).size).toBe(items.length);
    expect(await db.$count(warrantyRegistrations)).toBe(8);
  });

  it('answers 401 without a session and refuses a foreign Origin', async () => {
    const res = await app.request(REG, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'http://127.0.0.1:3100' },
      body: JSON.stringify(system(40)),
    });
    expect(res.status).toBe(401);
    const foreign = await p.anna.post(REG, system(40), {
      headers: { Origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
    expect(await stored()).toEqual({ registrations: 0, items: 0 });
  });

  it('limits registrations per account (429)', async () => {
    await setWarrantyLimiters(undefined);
    let last = 0;
    for (let i = 0; i < 65 && last !== 429; i++) {
      last = (await p.anna.post(REG, { ...system(41), hybrid: 'bad' })).status;
    }
    expect(last).toBe(429);
  });
});
