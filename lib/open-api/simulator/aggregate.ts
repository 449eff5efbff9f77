import { resolutionMinutes, type Resolution } from '@/lib/open-api/schemas';
import { STEP_HOURS, STEP_MS } from './clock';
import { simulate, type ModeChange, type SimStep, type SimSystem } from './engine';

// 5-minute steps summed into the API's intervals: mean power and the state of charge at the end
// for telemetry, energy in Wh for the totals (lib/open-api/schemas.ts). The simulator's steps
// and a live system's stored readings go through the same binning, so both answer alike; an
// interval averages the steps it has (a live system may miss some) and one with none is absent.

export type Interval = {
  time: number;
  pvWh: number;
  loadWh: number;
  batteryChargeWh: number;
  batteryDischargeWh: number;
  gridImportWh: number;
  gridExportWh: number;
  /** Mean powers over the interval's steps, W. */
  pvW: number;
  loadW: number;
  batteryW: number;
  gridW: number;
  /** State of charge at the end of the interval's last step, %. */
  socPct: number;
};

/** Bins steps (in time order) into intervals of `resolution`. */
export function binSteps(resolution: Resolution) {
  const intervalMs = resolutionMinutes[resolution] * 60_000;
  const out: Interval[] = [];
  let current: Interval | null = null;
  let steps = 0;
  const close = () => {
    if (!current) return;
    const hours = steps * STEP_HOURS;
    current.pvW = current.pvWh / hours;
    current.loadW = current.loadWh / hours;
    current.batteryW /= hours;
    current.gridW /= hours;
    out.push(current);
  };
  return {
    add(timeMs: number, f: Omit<SimStep, 'soc'> & { socPct: number }) {
      const start = Math.floor(timeMs / intervalMs) * intervalMs;
      if (current?.time !== start) {
        close();
        steps = 0;
        current = {
          time: start,
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
      const c = current!;
      steps += 1;
      c.pvWh += f.pvW * STEP_HOURS;
      c.loadWh += f.loadW * STEP_HOURS;
      c.batteryChargeWh += Math.max(-f.batteryW, 0) * STEP_HOURS;
      c.batteryDischargeWh += Math.max(f.batteryW, 0) * STEP_HOURS;
      c.gridImportWh += Math.max(f.gridW, 0) * STEP_HOURS;
      c.gridExportWh += Math.max(-f.gridW, 0) * STEP_HOURS;
      c.batteryW += f.batteryW * STEP_HOURS;
      c.gridW += f.gridW * STEP_HOURS;
      c.socPct = f.socPct;
    },
    result(): Interval[] {
      close();
      current = null;
      return out;
    },
  };
}

/** Every interval of `resolution` in [fromMs, toMs), both aligned to it, from the simulator. */
export function intervals(
  system: SimSystem,
  timeline: readonly ModeChange[],
  fromMs: number,
  toMs: number,
  resolution: Resolution,
): Interval[] {
  const bins = binSteps(resolution);
  simulate(system, timeline, fromMs, toMs, (step, f) =>
    bins.add(step * STEP_MS, { ...f, socPct: f.soc * 100 }),
  );
  return bins.result();
}
