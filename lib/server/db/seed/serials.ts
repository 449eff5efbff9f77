import 'server-only';
import { sql } from 'drizzle-orm';
import { families, makeSerial, type Family, type FamilyCode } from '@/lib/warranty/serial';
import { serialNumbers } from '../schema';
import type { Db } from '../types';

// The registry's seed: every month from January 2023 to October 2026, a factory run
// per product family. Generated, not stored: the same 24,380 serials on every fresh database.

export const seedModels: Record<Family, string> = {
  batteryModule: 'HV-LFP 5.1',
  hybridUnit: 'HES-10K3',
  pcs: 'PCS-50',
  dataLogger: 'DL-1',
};

const perMonth: Record<FamilyCode, number> = { BM: 360, HU: 90, PC: 40, DL: 40 };
const FIRST = { year: 2023, month: 1 };
const LAST = { year: 2026, month: 10 };

export type SerialRow = { serial: string; family: Family; model: string; manufacturedOn: string };

export function* seedSerials(): Generator<SerialRow> {
  for (
    let y = FIRST.year, m = FIRST.month;
    y < LAST.year || (y === LAST.year && m <= LAST.month);
  ) {
    for (const code of Object.keys(perMonth) as FamilyCode[]) {
      const family = families[code];
      for (let seq = 1; seq <= perMonth[code]; seq++) {
        // Spread over the month's working days, deterministically.
        const day = 1 + ((seq * 7 + m) % 28);
        yield {
          serial: makeSerial(code, y, m, seq),
          family,
          model: seedModels[family],
          manufacturedOn: `${y}-${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
        };
      }
    }
    m += 1;
    if (m > 12) [y, m] = [y + 1, 1];
  }
}

/**
 * Insert serial rows in bulk: one statement per 10,000 rows, each column as one array parameter
 * (unnest), so 24,000 rows are three round trips whatever the driver.
 */
export async function insertSerials(db: Pick<Db, 'execute'>, rows: SerialRow[], source = 'seed') {
  for (let i = 0; i < rows.length; i += 10_000) {
    const chunk = rows.slice(i, i + 10_000);
    await db.execute(sql`
      insert into serial_numbers (serial, family, model, manufactured_on, source)
      select s, f, m, d::date, ${source}
      from unnest(
        ${sql.param(chunk.map((r) => r.serial))}::text[],
        ${sql.param(chunk.map((r) => r.family))}::text[],
        ${sql.param(chunk.map((r) => r.model))}::text[],
        ${sql.param(chunk.map((r) => r.manufacturedOn))}::text[]
      ) as t(s, f, m, d)`);
  }
}

/** A fresh registry gets the seed serials; one that holds any serial is left as it is. */
export async function seedSerialsIfEmpty(db: Db): Promise<boolean> {
  const [any] = await db.select({ serial: serialNumbers.serial }).from(serialNumbers).limit(1);
  if (any) return false;
  await db.transaction(async (tx) => insertSerials(tx, [...seedSerials()]));
  return true;
}
