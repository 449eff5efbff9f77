import 'server-only';
import { sql } from 'drizzle-orm';
import type { Resolution } from '@/lib/open-api/schemas';
import { binSteps, type Interval } from '@/lib/open-api/simulator/aggregate';
import { apiSystemReadings } from '@/lib/server/db/schema';
import type { Db } from '@/lib/server/db/types';
import { rowsOf } from '@/lib/server/search/rows';

// Live systems' readings (lib/server/db/schema/open-api.ts): stored every 5 minutes by the
// monitoring platform, binned into the API's intervals as the simulator's steps are
// (lib/open-api/simulator/aggregate.ts), so live and sandbox answer alike. An interval with no
// reading is left out rather than made up.

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

type Row = {
  t: number[];
  pv: number[];
  load: number[];
  battery: number[];
  grid: number[];
  soc: number[];
};

/**
 * The readings of [fromMs, toMs) binned into intervals. Read as one row of arrays and binned here
 * (lib/open-api/simulator/aggregate.ts): on the embedded database a row per reading, or the
 * binning in SQL, cost three times as much as the whole rest of the request.
 */
export async function readingIntervals(
  db: Db,
  serial: string,
  fromMs: number,
  toMs: number,
  resolution: Resolution,
): Promise<Interval[]> {
  const r = apiSystemReadings;
  const [row] = rowsOf<Row>(
    await db.execute(sql`
      select
        array_agg((extract(epoch from ${r.time}) * 1000)::bigint order by ${r.time}) as t,
        array_agg(${r.pvW} order by ${r.time}) as pv,
        array_agg(${r.loadW} order by ${r.time}) as load,
        array_agg(${r.batteryW} order by ${r.time}) as battery,
        array_agg(${r.gridW} order by ${r.time}) as grid,
        array_agg(${r.socPct} order by ${r.time}) as soc
      from ${r}
      where ${r.serial} = ${serial}
        and ${r.time} >= ${new Date(fromMs).toISOString()}::timestamptz
        and ${r.time} < ${new Date(toMs).toISOString()}::timestamptz`),
  );
  const bins = binSteps(resolution);
  const times = row?.t ?? [];
  for (let i = 0; i < times.length; i++) {
    bins.add(Number(times[i]), {
      pvW: Number(row!.pv[i]),
      loadW: Number(row!.load[i]),
      batteryW: Number(row!.battery[i]),
      gridW: Number(row!.grid[i]),
      socPct: Number(row!.soc[i]),
    });
  }
  return bins.result();
}
