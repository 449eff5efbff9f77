import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, sql } from 'drizzle-orm';
import { openDb } from '@/lib/server/db/open';
import { serialNumbers } from '@/lib/server/db/schema';
import { seedSerials, seedSerialsIfEmpty } from '@/lib/server/db/seed/serials';
import type { DbHandle } from '@/lib/server/db/types';
import { parseSerial } from '@/lib/warranty/serial';
import { createTestDatabase, removeTestDirs, testDriver } from '../../support/db';

describe(`registry of serials (${testDriver})`, () => {
  let handle: DbHandle | undefined;

  afterAll(async () => {
    await handle?.close();
    removeTestDirs();
  });

  beforeAll(async () => {
    handle = await openDb(await createTestDatabase('warranty_registry'));
  });

  it('seeds at least 20,000 valid serials of every family with manufacture dates', async () => {
    const db = handle!.db;
    const rows = await db
      .select({ family: serialNumbers.family, n: count() })
      .from(serialNumbers)
      .groupBy(serialNumbers.family);
    const total = rows.reduce((sum, r) => sum + r.n, 0);
    expect(total).toBeGreaterThanOrEqual(20_000);
    expect(total).toBe([...seedSerials()].length);
    expect(new Set(rows.map((r) => r.family))).toEqual(
      new Set(['batteryModule', 'hybridUnit', 'pcs', 'dataLogger']),
    );
    // Every seeded serial parses, and its manufacture date lies in the month it names.
    const sample = await db
      .select()
      .from(serialNumbers)
      .orderBy(sql`random()`)
      .limit(500);
    for (const row of sample) {
      const parsed = parseSerial(row.serial);
      expect(parsed.ok, row.serial).toBe(true);
      if (!parsed.ok) continue;
      expect(row.family).toBe(parsed.value.family);
      expect(row.manufacturedOn.slice(0, 7)).toBe(parsed.value.month.slice(0, 7));
    }
  });

  it('is the same set on every fresh database and is not seeded twice', async () => {
    const first = [...seedSerials()];
    const again = [...seedSerials()];
    expect(again).toEqual(first);
    expect(new Set(first.map((r) => r.serial)).size).toBe(first.length);
    expect(await seedSerialsIfEmpty(handle!.db)).toBe(false);
    expect(await handle!.db.$count(serialNumbers)).toBe(first.length);
  });
});
