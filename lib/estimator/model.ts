// The estimator's model: pure, the same code in the browser (the page) and on the server (the
// quote request, the tests, the benchmark). A full year at 15-minute resolution for 0–6 modules.
import { DAYS, monthOfDay, STEPS_PER_DAY } from './calendar';
import { findCountry, findRegion } from './data/regions';
import { type EstimatorInputs } from './inputs';
import { buildLoad } from './load';
import { buildPv } from './pv';
import { selfConsumption, selfSufficiency, simulate, type Flows } from './battery';
import {
  EV_KWH,
  GUIDANCE_KWH_PER_MWH,
  HEAT_PUMP_KWH,
  householdKwh,
  HYBRID_MIN_MODULES,
  MAX_MODULES,
  MODULE_KWH,
  plannedPvKwp,
  WARRANTY_YEARS,
} from './household';

/** Hybrid unit ratings, kW (5 to 13 kW, requirements: Limits), up to 5 units in parallel. */
export const HYBRID_MODELS_KW = [5, 6, 8, 10, 12, 13] as const;
export const MAX_PARALLEL = 5;
/** PV may be up to twice the unit's rating (requirements: Limits). */
const PV_OVERSIZE = 2;
/**
 * A single-phase connection: 4.6 kVA, the unbalance limit per phase of VDE-AR-N 4105 (Germany),
 * used for every country as a prudent figure.
 */
export const SINGLE_PHASE_KW = 4.6;

export type Configuration = {
  modules: number;
  unitKw: number;
  units: number;
};

export type CurvePoint = {
  modules: number;
  selfSufficiency: number;
  selfConsumption: number;
  gridImport: number;
  /** Money saved a year against no battery, at the visitor's prices. */
  saving: number;
};

/** What going from one module count to a larger one adds, at the visitor's prices. */
export type Step = {
  from: number;
  to: number;
  /** Grid import saved a year, kWh. */
  kwh: number;
  /** Money saved a year: the import saved, less the feed-in given up. */
  money: number;
  selfSufficiency: { from: number; to: number };
  /** The added modules' price at the low and high price per kWh. */
  costLow: number;
  costHigh: number;
  /** The money saved over the warranty years, growing with the price escalation. */
  warrantySavings: number;
  payback: { low: number | null; high: number | null };
};

export type Sizing = {
  /** The smallest system: the unit's minimum, or what the backup needs. */
  minimum: number;
  minimumReason: 'unit' | 'backup';
  /** The module above the recommendation, left out because it does not pay; null at the top. */
  next: Step | null;
  /** Usable kWh of the recommendation per 1,000 kWh of yearly use. */
  usablePerMwh: number;
  /** Why the recommendation is larger than the guidance; null when it is within. */
  beyondGuidance: null | 'unit' | 'backup' | 'pays';
};

export type SeasonDay = {
  season: 'winter' | 'spring' | 'summer' | 'autumn';
  /** 24 hourly means: kW, state of charge 0–1, grid kW (import > 0, export < 0). */
  load: number[];
  pv: number[];
  soc: number[];
  grid: number[];
};

export type Estimate = {
  consumptionKwh: number;
  pvKwp: number;
  /** True when the visitor has no PV yet and the model assumed one. */
  pvAssumed: boolean;
  currency: string;
  /** The economic recommendation (requirements: Estimator). */
  recommended: Configuration;
  /** The system the figures describe: the recommendation, or the larger one the visitor chose. */
  chosen: Configuration;
  /** Whether the chosen system is the economic recommendation. */
  economic: boolean;
  sizing: Sizing;
  /** What the chosen system adds to the recommendation; null when it is the recommendation. */
  choice: Step | null;
  withBattery: Flows & { selfSufficiency: number; selfConsumption: number };
  withoutBattery: Flows & { selfSufficiency: number; selfConsumption: number };
  curve: CurvePoint[];
  months: Flows[];
  days: SeasonDay[];
  savings: { pvOnly: number; withBattery: number; battery: number };
  payback: { low: number | null; high: number | null; costLow: number; costHigh: number };
  backup: { hours: number; possible: boolean; modulesNeeded: number | null };
};

/** The charts' series: most of an estimate's size, drawn only in the browser. */
export type Charts = Pick<Estimate, 'curve' | 'months' | 'days'>;
/** What the results' figures and text need. */
export type Summary = Omit<Estimate, keyof Charts>;

/**
 * The figures without the series: what the server hands the page for the language's defaults,
 * so the page hydrates without running the model (Lighthouse TBT), and the HTML stays
 * light (requirements: Performance).
 */
export function summaryOf(estimate: Estimate): Summary {
  const summary: Partial<Estimate> = { ...estimate };
  delete summary.curve;
  delete summary.months;
  delete summary.days;
  return summary as Summary;
}

/** The smallest hybrid unit (and parallel count) for a power need, within the phase limit. */
export function chooseUnit(needKw: number, phases: 1 | 3): { unitKw: number; units: number } {
  const models = phases === 1 ? HYBRID_MODELS_KW.filter((kw) => kw <= 6) : HYBRID_MODELS_KW;
  const largest = models[models.length - 1]!;
  const units = Math.min(MAX_PARALLEL, Math.max(1, Math.ceil(needKw / largest)));
  const perUnit = needKw / units;
  return { unitKw: models.find((kw) => kw >= perUnit) ?? largest, units };
}

function powerOf(unit: { unitKw: number; units: number }, phases: 1 | 3): number {
  const kw = unit.unitKw * unit.units;
  return phases === 1 ? Math.min(kw, SINGLE_PHASE_KW) : kw;
}

/** Money saved over the warranty years: a yearly saving growing with the price escalation. */
export function warrantySavings(yearlySavings: number, escalation: number): number {
  let total = 0;
  for (let year = 1; year <= WARRANTY_YEARS; year++) {
    total += yearlySavings * (1 + escalation / 100) ** (year - 1);
  }
  return total;
}

/** Years until the savings (growing with the price escalation) repay the cost; null past 30. */
export function paybackYears(
  cost: number,
  yearlySavings: number,
  escalation: number,
): number | null {
  if (cost <= 0) return 0;
  if (yearlySavings <= 0) return null;
  let total = 0;
  for (let year = 1; year <= 30; year++) {
    const saved = yearlySavings * (1 + escalation / 100) ** (year - 1);
    if (total + saved >= cost) return year - 1 + (cost - total) / saved;
    total += saved;
  }
  return null;
}

const seasonMonths = {
  winter: [11, 0, 1],
  spring: [2, 3, 4],
  summer: [5, 6, 7],
  autumn: [8, 9, 10],
} as const;

function seasonDays(
  load: Float64Array,
  pv: Float64Array,
  steps: { soc: Float32Array; grid: Float32Array },
  southern: boolean,
): SeasonDay[] {
  return (Object.keys(seasonMonths) as SeasonDay['season'][]).map((season) => {
    // South of the equator, January is summer.
    const months = new Set<number>(seasonMonths[season].map((m) => (southern ? (m + 6) % 12 : m)));
    const sums = {
      load: new Float64Array(24),
      pv: new Float64Array(24),
      soc: new Float64Array(24),
      grid: new Float64Array(24),
    };
    let days = 0;
    for (let day = 0; day < DAYS; day++) {
      if (!months.has(monthOfDay[day]!)) continue;
      days++;
      for (let q = 0; q < STEPS_PER_DAY; q++) {
        const i = day * STEPS_PER_DAY + q;
        sums.load[q >> 2]! += load[i]!;
        sums.pv[q >> 2]! += pv[i]!;
        sums.soc[q >> 2]! += steps.soc[i]! / 4;
        sums.grid[q >> 2]! += steps.grid[i]!;
      }
    }
    // Energy per hour (kWh) over `days` days = mean kW.
    const mean = (values: Float64Array) => Array.from(values, (v) => v / days);
    return {
      season,
      load: mean(sums.load),
      pv: mean(sums.pv),
      soc: mean(sums.soc),
      grid: mean(sums.grid),
    };
  });
}

/**
 * The year's totals and shares of a run. Only the totals: a run also holds its months and, when
 * kept, every step's state of charge and grid (280 KB), which would travel with the estimate to
 * the page (from the worker, or from the server in the HTML) for nothing.
 */
function withShares({ load, pv, direct, discharge, charge, gridImport, gridExport }: Flows) {
  const f = { load, pv, direct, discharge, charge, gridImport, gridExport };
  return { ...f, selfSufficiency: selfSufficiency(f), selfConsumption: selfConsumption(f) };
}

function yearlyCost(f: Flows, inputs: EstimatorInputs): number {
  return f.gridImport * inputs.importPrice - f.gridExport * inputs.feedInPrice;
}

/** The full estimate of one set of inputs. */
export function estimate(inputs: EstimatorInputs): Estimate {
  const country = findCountry(inputs.country);
  if (!country) throw new Error(`unknown country ${inputs.country}`);
  const region = findRegion(country, inputs.region) ?? country.regions[0]!;
  const southern = region.latitude < 0;
  const household = householdKwh(inputs);
  const heatPumpKwh = inputs.heatPump ? HEAT_PUMP_KWH : 0;
  const evKwh = inputs.ev ? EV_KWH : 0;
  const consumptionKwh = household + heatPumpKwh + evKwh;
  const pvAssumed = inputs.pv === null;
  const pvKwp = inputs.pv ?? plannedPvKwp(consumptionKwh);

  const load = buildLoad({
    householdKwh: household,
    heatPumpKwh,
    evKwh,
    southernHemisphere: southern,
  });
  const pv = buildPv(country, region, pvKwp, inputs.yield);

  const unit = chooseUnit(Math.max(inputs.backupKw, pvKwp / PV_OVERSIZE, 5), inputs.phases);
  const powerKw = powerOf(unit, inputs.phases);
  const efficiency = inputs.efficiency / 100;
  const usableShare = inputs.usable / 100;
  const setup = (modules: number) => ({
    usableKwh: modules * MODULE_KWH * usableShare,
    // 1C: a module charges and discharges at up to 4.99 kW.
    powerKw: Math.min(powerKw, modules * MODULE_KWH),
    efficiency,
    standbyW: inputs.standby,
  });

  const runs = Array.from({ length: MAX_MODULES + 1 }, (_, modules) =>
    simulate(load, pv, setup(modules)),
  );
  const none = runs[0]!;
  const baseline = none.load * inputs.importPrice;
  const costs = runs.map((run) => yearlyCost(run, inputs));
  const curve = runs.map((run, modules) => ({
    modules,
    selfSufficiency: selfSufficiency(run),
    selfConsumption: selfConsumption(run),
    gridImport: run.gridImport,
    saving: costs[0]! - costs[modules]!,
  }));

  const step = (from: number, to: number): Step => {
    const money = costs[from]! - costs[to]!;
    const costLow = (to - from) * MODULE_KWH * inputs.costLow;
    const costHigh = (to - from) * MODULE_KWH * inputs.costHigh;
    return {
      from,
      to,
      kwh: runs[from]!.gridImport - runs[to]!.gridImport,
      money,
      selfSufficiency: { from: curve[from]!.selfSufficiency, to: curve[to]!.selfSufficiency },
      costLow,
      costHigh,
      warrantySavings: warrantySavings(money, inputs.escalation),
      payback: {
        low: paybackYears(costLow, money, inputs.escalation),
        high: paybackYears(costHigh, money, inputs.escalation),
      },
    };
  };
  // An added module's price is taken at the LOW end of the visitor's price per kWh. That price is
  // of a whole system, hybrid unit and installation included, which one more module does not
  // bring: the low end is the nearer figure for a module added to it, so a module left out here
  // pays for itself at no price the visitor entered. The page shows its payback at both ends.
  const pays = (s: Step) => s.money > 0 && s.warrantySavings >= s.costLow;

  // Backup: the modules that hold the essential loads for the chosen time from a full battery.
  const perModule = MODULE_KWH * usableShare * efficiency;
  const backupNeed = Math.ceil((inputs.backupKw * inputs.backupHours) / perModule);
  const possible = inputs.backupKw <= powerKw;
  // The smallest system that meets the backup asked for, then one module at a time while the
  // added module pays for itself within the warranty at the visitor's prices.
  const forBackup = possible && backupNeed > HYBRID_MIN_MODULES;
  const minimum = forBackup ? Math.min(MAX_MODULES, backupNeed) : HYBRID_MIN_MODULES;
  let recommended = minimum;
  while (recommended < MAX_MODULES && pays(step(recommended, recommended + 1))) recommended++;
  const modules = Math.min(MAX_MODULES, Math.max(recommended, inputs.modules ?? 0));

  const usablePerMwh = (recommended * MODULE_KWH * usableShare) / (consumptionKwh / 1000);
  let beyondGuidance: Sizing['beyondGuidance'] = null;
  if (usablePerMwh > GUIDANCE_KWH_PER_MWH) {
    if (recommended > minimum) beyondGuidance = 'pays';
    else beyondGuidance = forBackup ? 'backup' : 'unit';
  }

  const chosen = simulate(load, pv, setup(modules), true);
  const pvOnlyCost = costs[0]!;
  const batteryCost = yearlyCost(chosen, inputs);
  const savings = {
    pvOnly: baseline - pvOnlyCost,
    withBattery: baseline - batteryCost,
    battery: pvOnlyCost - batteryCost,
  };
  const capacity = modules * MODULE_KWH;
  const costLow = capacity * inputs.costLow;
  const costHigh = capacity * inputs.costHigh;
  const configuration = (n: number) => ({ modules: n, unitKw: unit.unitKw, units: unit.units });

  return {
    consumptionKwh,
    pvKwp,
    pvAssumed,
    currency: country.currency,
    recommended: configuration(recommended),
    chosen: configuration(modules),
    economic: modules === recommended,
    sizing: {
      minimum,
      minimumReason: forBackup ? 'backup' : 'unit',
      next: recommended < MAX_MODULES ? step(recommended, recommended + 1) : null,
      usablePerMwh,
      beyondGuidance,
    },
    choice: modules > recommended ? step(recommended, modules) : null,
    withBattery: withShares(chosen),
    withoutBattery: withShares(none),
    curve,
    months: chosen.months,
    days: seasonDays(load, pv, { soc: chosen.soc!, grid: chosen.grid! }, southern),
    savings,
    payback: {
      low: paybackYears(costLow, savings.battery, inputs.escalation),
      high: paybackYears(costHigh, savings.battery, inputs.escalation),
      costLow,
      costHigh,
    },
    backup: {
      hours: possible && inputs.backupKw > 0 ? (modules * perModule) / inputs.backupKw : 0,
      possible,
      modulesNeeded: possible && backupNeed <= MAX_MODULES ? backupNeed : null,
    },
  };
}
