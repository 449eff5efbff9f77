import { resolutionMinutes, type Resolution } from '@/lib/open-api/schemas';
import { STEP_HOURS, STEP_MS } from './clock';
import { simulate, type ModeChange, type SimSystem } from './engine';

// The simulator's 5-minute steps summed into the API's intervals: mean power and the state of
// charge at the end for telemetry, energy in Wh for the totals (lib/open-api/schemas.ts).

export type Interval = {
  time: number;
  pvWh: number;
  loadWh: number;
  batteryChargeWh: number;
  batteryDischargeWh: number;
  gridImportWh: number;
  gridExportWh: number;
  /** Mean powers over the interval, W. */
  pvW: number;
  loadW: number;
  batteryW: number;
  gridW: number;
  /** State of charge at the end of the interval, %. */
  socPct: number;
};

/** Every interval of `resolution` in [fromMs, toMs), both aligned to it. */
export function intervals(
  system: SimSystem,
  timeline: readonly ModeChange[],
  fromMs: number,
  toMs: number,
  resolution: Resolution,
): Interval[] {
  const stepsPer = resolutionMinutes[resolution] / 5;
  const hours = stepsPer * STEP_HOURS;
  const out: Interval[] = [];
  let acc: Interval | null = null;
  let count = 0;
  simulate(system, timeline, fromMs, toMs, (step, f) => {
    if (!acc) {
      acc = {
        time: step * STEP_MS,
        pvWh: 0,
        loadWh: 0,
        batteryChargeWh: 0,
        batteryDischargeWh: 0,
        gridImportWh: 0,
        gridExportWh: 0,
        pvW: 0,
        loadW: 0,
        batteryW: 0,
        gridW: 0,
        socPct: 0,
      };
    }
    acc.pvWh += f.pvW * STEP_HOURS;
    acc.loadWh += f.loadW * STEP_HOURS;
    acc.batteryChargeWh += Math.max(-f.batteryW, 0) * STEP_HOURS;
    acc.batteryDischargeWh += Math.max(f.batteryW, 0) * STEP_HOURS;
    acc.gridImportWh += Math.max(f.gridW, 0) * STEP_HOURS;
    acc.gridExportWh += Math.max(-f.gridW, 0) * STEP_HOURS;
    acc.batteryW += f.batteryW * STEP_HOURS;
    acc.gridW += f.gridW * STEP_HOURS;
    acc.socPct = f.soc * 100;
    if (++count === stepsPer) {
      acc.pvW = acc.pvWh / hours;
      acc.loadW = acc.loadWh / hours;
      acc.batteryW /= hours;
      acc.gridW /= hours;
      out.push(acc);
      acc = null;
      count = 0;
    }
  });
  return out;
}
