// One year of a PV + battery system, step by step: PV first serves the load, the surplus charges
// the battery (then goes to the grid), the deficit is met by the battery (then by the grid).
import { DT, monthOfDay, STEPS, STEPS_PER_DAY } from './calendar';

export type BatterySetup = {
  /** Usable energy, kWh (0: no battery). */
  usableKwh: number;
  /** Charge and discharge power limit, kW. */
  powerKw: number;
  /** Charge and discharge efficiency, each (0–1). */
  efficiency: number;
  /** Standby draw of the battery system, W, taken from the battery when it holds energy. */
  standbyW: number;
};

export type Flows = {
  load: number;
  pv: number;
  /** PV used at once by the load. */
  direct: number;
  /** Energy delivered by the battery to the load. */
  discharge: number;
  /** PV energy sent into the battery (before charging losses). */
  charge: number;
  gridImport: number;
  gridExport: number;
};

export type SimulationResult = Flows & {
  months: Flows[];
  /** With keepSteps: state of charge (0–1) and grid (kWh, import > 0) after every step. */
  soc?: Float32Array;
  grid?: Float32Array;
};

const emptyFlows = (): Flows => ({
  load: 0,
  pv: 0,
  direct: 0,
  discharge: 0,
  charge: 0,
  gridImport: 0,
  gridExport: 0,
});

/** Simulates the year; with `keepSteps` also the state of charge and grid flow of every step. */
export function simulate(
  load: Float64Array,
  pv: Float64Array,
  battery: BatterySetup,
  keepSteps = false,
): SimulationResult {
  const months = Array.from({ length: 12 }, emptyFlows);
  const soc = keepSteps ? new Float32Array(STEPS) : undefined;
  const grid = keepSteps ? new Float32Array(STEPS) : undefined;
  const capacity = battery.usableKwh;
  const stepLimit = battery.powerKw * DT;
  const standby = capacity > 0 ? (battery.standbyW / 1000) * DT : 0;
  const eta = battery.efficiency;
  // Start the year half full: the first January days barely matter either way.
  let stored = capacity / 2;
  // Sums of the current month in locals (much faster than object fields in this hot loop).
  let sLoad = 0;
  let sPv = 0;
  let sDirect = 0;
  let sCharge = 0;
  let sDischarge = 0;
  let sImport = 0;
  let sExport = 0;
  let month = 0;
  const flush = () => {
    const m = months[month]!;
    Object.assign(m, {
      load: sLoad,
      pv: sPv,
      direct: sDirect,
      charge: sCharge,
      discharge: sDischarge,
      gridImport: sImport,
      gridExport: sExport,
    });
    sLoad = sPv = sDirect = sCharge = sDischarge = sImport = sExport = 0;
  };
  for (let i = 0; i < STEPS; i++) {
    if (i % STEPS_PER_DAY === 0 && monthOfDay[i / STEPS_PER_DAY] !== month) {
      flush();
      month = monthOfDay[i / STEPS_PER_DAY]!;
    }
    const l = load[i]!;
    const p = pv[i]!;
    const direct = l < p ? l : p;
    let surplus = p - direct;
    let deficit = l - direct;
    let charge = 0;
    let discharge = 0;
    if (capacity > 0) {
      if (surplus > 0) {
        const room = (capacity - stored) / eta;
        charge = surplus < stepLimit ? surplus : stepLimit;
        if (room < charge) charge = room;
        stored += charge * eta;
        surplus -= charge;
      } else if (deficit > 0) {
        const held = stored * eta;
        discharge = deficit < stepLimit ? deficit : stepLimit;
        if (held < discharge) discharge = held;
        stored -= discharge / eta;
        deficit -= discharge;
      }
      // Standby: from the battery while it holds energy, else from the grid.
      const fromBattery = stored < standby ? stored : standby;
      stored -= fromBattery;
      deficit += standby - fromBattery;
    }
    sLoad += l;
    sPv += p;
    sDirect += direct;
    sCharge += charge;
    sDischarge += discharge;
    sImport += deficit;
    sExport += surplus;
    if (soc && grid) {
      soc[i] = capacity > 0 ? stored / capacity : 0;
      grid[i] = deficit - surplus;
    }
  }
  flush();
  const total = emptyFlows();
  for (const m of months) {
    for (const key of Object.keys(total) as (keyof Flows)[]) total[key] += m[key];
  }
  return { ...total, months, soc, grid };
}

/** Share of the load not taken from the grid (the battery's standby counts as load). */
export function selfSufficiency(f: Flows): number {
  return f.load > 0 ? Math.max(0, 1 - f.gridImport / f.load) : 0;
}

/** Share of the PV output used on site (directly or through the battery). */
export function selfConsumption(f: Flows): number {
  return f.pv > 0 ? 1 - f.gridExport / f.pv : 0;
}
