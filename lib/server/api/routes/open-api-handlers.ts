import 'server-only';
import type { OpenApiOperation } from '@/lib/open-api/operations';
import type { ModeBody, RangeQuery } from '@/lib/open-api/schemas';
import { intervals, type Interval } from '@/lib/open-api/simulator/aggregate';
import { currentMode, modeTimeline, setMode } from '@/lib/server/open-api/modes';
import { problem } from '@/lib/server/open-api/problem';
import { checkRange } from '@/lib/server/open-api/range';
import { readingIntervals } from '@/lib/server/open-api/readings';
import { simSystemOf } from '@/lib/server/open-api/system-shape';
import { mayControl, systemsFor } from '@/lib/server/open-api/systems';
import type { OperationInput } from './open-api';

// What each Open API operation answers once its key, scope, system and parameters are checked
// (lib/server/api/routes/open-api.ts). Figures are rounded to whole W and Wh at the edge, the
// state of charge to 0.1 %.

const iso = (ms: number) => new Date(ms).toISOString();
type EnergyFigures = Pick<
  Interval,
  'pvWh' | 'loadWh' | 'batteryChargeWh' | 'batteryDischargeWh' | 'gridImportWh' | 'gridExportWh'
>;
const wh = (i: EnergyFigures) => ({
  pvWh: Math.round(i.pvWh),
  loadWh: Math.round(i.loadWh),
  batteryChargeWh: Math.round(i.batteryChargeWh),
  batteryDischargeWh: Math.round(i.batteryDischargeWh),
  gridImportWh: Math.round(i.gridImportWh),
  gridExportWh: Math.round(i.gridExportWh),
});

/** The intervals of a range: the system's readings when live, the simulator's in the sandbox. */
async function rangeIntervals({ c, db, key, system, query }: OperationInput) {
  const range = query as RangeQuery;
  const live = key.environment === 'live';
  const checked = checkRange(range, Date.now(), live ? 0 : undefined);
  if (typeof checked === 'string') return problem(c, 400, 'invalid-request', checked);
  if (live) {
    const rows = await readingIntervals(
      db,
      system!.serial,
      checked.fromMs,
      checked.toMs,
      range.resolution,
    );
    return { range, rows };
  }
  const timeline = await modeTimeline(db, {
    environment: key.environment,
    userId: key.userId,
    serial: system!.serial,
  });
  const rows = intervals(
    simSystemOf(system!),
    timeline,
    checked.fromMs,
    checked.toMs,
    range.resolution,
  );
  return { range, rows };
}

type Handler = (input: OperationInput) => Promise<Response> | Response;

export const handlers: Record<OpenApiOperation['id'], Handler> = {
  listSystems: async ({ c, db, key, query }) => {
    const { page, size } = query as { page: number; size: number };
    const systems = await systemsFor(db, key.userId, key.environment);
    return c.json({
      items: systems.slice((page - 1) * size, page * size),
      page,
      size,
      total: systems.length,
    });
  },

  getSystem: ({ c, system }) => c.json(system),

  getTelemetry: async (input) => {
    const result = await rangeIntervals(input);
    if (result instanceof Response) return result;
    const { range, rows } = result;
    return input.c.json({
      serial: input.system!.serial,
      resolution: range.resolution,
      from: iso(Date.parse(range.from)),
      to: iso(Date.parse(range.to)),
      points: rows.map((r) => ({
        time: iso(r.time),
        pvW: Math.round(r.pvW),
        loadW: Math.round(r.loadW),
        batteryW: Math.round(r.batteryW),
        gridW: Math.round(r.gridW),
        socPct: Math.round(r.socPct * 10) / 10,
      })),
    });
  },

  getEnergy: async (input) => {
    const result = await rangeIntervals(input);
    if (result instanceof Response) return result;
    const { range, rows } = result;
    const totals = rows.reduce<EnergyFigures>(
      (sum, r) => {
        for (const k of Object.keys(sum) as Array<keyof EnergyFigures>) sum[k] += r[k];
        return sum;
      },
      {
        pvWh: 0,
        loadWh: 0,
        batteryChargeWh: 0,
        batteryDischargeWh: 0,
        gridImportWh: 0,
        gridExportWh: 0,
      },
    );
    return input.c.json({
      serial: input.system!.serial,
      resolution: range.resolution,
      from: iso(Date.parse(range.from)),
      to: iso(Date.parse(range.to)),
      totals: wh(totals),
      intervals: rows.map((r) => ({ time: iso(r.time), ...wh(r) })),
    });
  },

  getMode: async ({ c, db, key, system }) =>
    c.json(
      await currentMode(db, {
        environment: key.environment,
        userId: key.userId,
        serial: system!.serial,
      }),
    ),

  setMode: async ({ c, db, key, system, body }) => {
    // A live system changes only with its owner's consent to control by this account; the
    // sandbox's systems are the account's own simulations.
    if (key.environment === 'live' && !(await mayControl(db, key.userId, system!.serial))) {
      return problem(
        c,
        403,
        'no-consent',
        `The owner of ${system!.serial} has not consented to control by this account.`,
      );
    }
    const target = { environment: key.environment, userId: key.userId, serial: system!.serial };
    return c.json(await setMode(db, target, body as ModeBody, key.id));
  },
};
