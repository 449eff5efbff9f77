import 'server-only';
import { sql } from 'drizzle-orm';
import { resolutionMinutes, type Resolution } from '@/lib/open-api/schemas';
import type { Interval } from '@/lib/open-api/simulator/aggregate';
import { apiSystemReadings } from '@/lib/server/db/schema';
import type { Db } from '@/lib/server/db/types';
import { rowsOf } from '@/lib/server/search/rows';

// Live systems' readings (lib/server/db/schema/open-api.ts): stored every 5 minutes by the
// monitoring platform, summed here into the API's intervals by the database, in the same shape
// as the simulator's (lib/open-api/simulator/aggregate.ts), so live and sandbox answer alike.
// An interval with no reading is left out rather than made up.

export type Reading = {
  time: Date;
  pvW: number;
  loadW: number;
  batteryW: number;
  gridW: number;
  socPct: number;
};

/** Stores readings as the monitoring platform delivers them; a repeated one replaces the first. */
export async function storeReadings(db: Db, serial: string, readings: readonly Reading[]) {
  if (!readings.length) return;
  await db
    .insert(apiSystemReadings)
    .values(readings.map((r) => ({ serial, ...r })))
    .onConflictDoUpdate({
      target: [apiSystemReadings.serial, apiSystemReadings.time],
      set: {
        pvW: sql`excluded.pv_w`,
        loadW: sql`excluded.load_w`,
        batteryW: sql`excluded.battery_w`,
        gridW: sql`excluded.grid_w`,
        socPct: sql`excluded.soc_pct`,
      },
    });
}

type Row = Record<Exclude<keyof Interval, 'time'>, number | string> & { time: Date | string };

export async function readingIntervals(
  db: Db,
  serial: string,
  fromMs: number,
  toMs: number,
  resolution: Resolution,
): Promise<Interval[]> {
  const minutes = resolutionMinutes[resolution];
  // Wh of a 5-minute mean power: W × 5/60 h.
  const wh = (expr: ReturnType<typeof sql>) => sql`sum(${expr}) / 12.0`;
  const result = await db.execute(sql`
    select
      date_bin(make_interval(mins => ${minutes}::int), ${apiSystemReadings.time}, timestamptz '2000-01-01') as "time",
      avg(${apiSystemReadings.pvW}) as "pvW",
      avg(${apiSystemReadings.loadW}) as "loadW",
      avg(${apiSystemReadings.batteryW}) as "batteryW",
      avg(${apiSystemReadings.gridW}) as "gridW",
      ${wh(sql`${apiSystemReadings.pvW}`)} as "pvWh",
      ${wh(sql`${apiSystemReadings.loadW}`)} as "loadWh",
      ${wh(sql`greatest(-${apiSystemReadings.batteryW}, 0)`)} as "batteryChargeWh",
      ${wh(sql`greatest(${apiSystemReadings.batteryW}, 0)`)} as "batteryDischargeWh",
      ${wh(sql`greatest(${apiSystemReadings.gridW}, 0)`)} as "gridImportWh",
      ${wh(sql`greatest(-${apiSystemReadings.gridW}, 0)`)} as "gridExportWh",
      (array_agg(${apiSystemReadings.socPct} order by ${apiSystemReadings.time} desc))[1] as "socPct"
    from ${apiSystemReadings}
    where ${apiSystemReadings.serial} = ${serial}
      and ${apiSystemReadings.time} >= ${new Date(fromMs).toISOString()}::timestamptz
      and ${apiSystemReadings.time} < ${new Date(toMs).toISOString()}::timestamptz
    group by 1
    order by 1`);
  return rowsOf<Row>(result).map((row) => {
    const out = { time: new Date(row.time).getTime() } as Interval;
    for (const [k, v] of Object.entries(row)) {
      if (k !== 'time') (out as Record<string, number>)[k] = Number(v);
    }
    return out;
  });
}
