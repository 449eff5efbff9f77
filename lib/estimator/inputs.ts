// The estimator's inputs: their ranges, defaults, parsing of typed text and of the URL (which
// holds them, so that a result can be shared). Pure and small: the browser runs it on every
// keystroke, the server when a quote request carries a configuration.
import { countries, findCountry, findRegion, defaultCountryOf, type Country } from './data/regions';
import { HYBRID_MIN_MODULES, MAX_MODULES } from './household';

export type NumberField =
  | 'kwh'
  | 'persons'
  | 'pv'
  | 'importPrice'
  | 'feedInPrice'
  | 'backupKw'
  | 'backupHours'
  | 'efficiency'
  | 'usable'
  | 'standby'
  | 'yield'
  | 'escalation'
  | 'costLow'
  | 'costHigh';

type Range = { min: number; max: number; param: string; decimals: number };

/** Allowed ranges: anything outside is refused with a message (typed) or reset (from a URL). */
export const ranges: Record<NumberField, Range> = {
  kwh: { min: 500, max: 50_000, param: 'kwh', decimals: 0 },
  persons: { min: 1, max: 6, param: 'p', decimals: 0 },
  pv: { min: 0.5, max: 100, param: 'pv', decimals: 1 },
  importPrice: { min: 0.01, max: 5, param: 'ip', decimals: 3 },
  feedInPrice: { min: 0, max: 5, param: 'fp', decimals: 3 },
  backupKw: { min: 0.1, max: 65, param: 'bk', decimals: 1 },
  backupHours: { min: 0.5, max: 72, param: 'bh', decimals: 1 },
  efficiency: { min: 80, max: 100, param: 'eff', decimals: 1 },
  usable: { min: 50, max: 100, param: 'us', decimals: 0 },
  standby: { min: 0, max: 200, param: 'sb', decimals: 0 },
  yield: { min: 300, max: 2500, param: 'y', decimals: 0 },
  escalation: { min: -10, max: 20, param: 'esc', decimals: 1 },
  costLow: { min: 0, max: 100_000, param: 'cl', decimals: 0 },
  costHigh: { min: 0, max: 100_000, param: 'chi', decimals: 0 },
};

export type EstimatorInputs = {
  country: string;
  region: string;
  /** Yearly household consumption (kWh) typed in, or null to use the household preset. */
  kwh: number | null;
  persons: number;
  heatPump: boolean;
  ev: boolean;
  /** PV size, kWp; null = no PV yet (the model then assumes a planned one, see plannedPvKwp). */
  pv: number | null;
  importPrice: number;
  feedInPrice: number;
  phases: 1 | 3;
  backupKw: number;
  backupHours: number;
  efficiency: number;
  usable: number;
  standby: number;
  yield: number;
  escalation: number;
  costLow: number;
  costHigh: number;
  /**
   * A larger battery the visitor chose "for more independence" (modules), or null for the
   * economic recommendation. A count at or below the recommendation means the recommendation.
   */
  modules: number | null;
};

/** The module counts a visitor can choose: what one hybrid unit takes. */
export const moduleChoice = { min: HYBRID_MIN_MODULES, max: MAX_MODULES, param: 'm' } as const;

// Currency units per euro, rounded (approximate 2025 exchange rates), for the default prices below.
const perEuro: Record<string, number> = { EUR: 1, CHF: 0.9, GBP: 0.8, AUD: 1.7, CNY: 7.8 };
// Installed price of a home battery per kWh of capacity, inverter and installation included:
// 500–900 EUR. An assumption (roughly the spread of German retail offers in 2024–2025, no single
// published source), shown on the page and changeable by the visitor.
const COST_EUR = [500, 900] as const;

/** The defaults of a country (and its first region unless one is given). */
export function defaultsFor(country: Country, regionId?: string): EstimatorInputs {
  const region = (regionId && findRegion(country, regionId)) || country.regions[0]!;
  const rate = perEuro[country.currency] ?? 1;
  return {
    country: country.code,
    region: region.id,
    kwh: null,
    persons: 3,
    heatPump: false,
    ev: false,
    pv: 8,
    importPrice: country.importPrice,
    feedInPrice: country.feedInPrice,
    phases: 3,
    backupKw: 1,
    backupHours: 8,
    efficiency: 95,
    usable: 95,
    standby: 20,
    yield: region.yieldKwhPerKwp,
    escalation: 0,
    costLow: Math.round((COST_EUR[0] * rate) / 10) * 10,
    costHigh: Math.round((COST_EUR[1] * rate) / 10) * 10,
    modules: null,
  };
}

export function defaultsForLocale(locale: string): EstimatorInputs {
  return defaultsFor(findCountry(defaultCountryOf[locale] ?? 'DE') ?? countries[0]!);
}

export type NumberProblem = 'notNumber' | 'tooSmall' | 'tooLarge';

/**
 * A typed number: digits with one decimal point or comma ("0,40" in German). Units, letters,
 * thousands separators and anything else are refused, never guessed.
 */
export function parseNumber(
  text: string,
  field: NumberField,
): { value: number } | { problem: NumberProblem } {
  const trimmed = text.trim();
  const normal = trimmed.includes('.') ? trimmed : trimmed.replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(normal) && !/^-?\.\d+$/.test(normal)) return { problem: 'notNumber' };
  const value = Number(normal);
  if (!Number.isFinite(value)) return { problem: 'notNumber' };
  const range = ranges[field];
  if (value < range.min) return { problem: 'tooSmall' };
  if (value > range.max) return { problem: 'tooLarge' };
  return { value };
}

export type ParsedUrl = { inputs: EstimatorInputs; reset: string[] };

/**
 * The inputs a URL holds, every value checked: a missing one takes its default, an invalid one
 * (unknown country, text, NaN, out of range) too, and is named in `reset` so the page can say so.
 */
export function inputsFromParams(params: URLSearchParams, locale: string): ParsedUrl {
  const reset: string[] = [];
  const base = defaultsForLocale(locale);
  let country = findCountry(base.country)!;
  const c = params.get('c');
  if (c !== null) {
    const found = findCountry(c.toUpperCase());
    if (found) country = found;
    else reset.push('c');
  }
  const r = params.get('r');
  if (r !== null && !findRegion(country, r)) reset.push('r');
  const inputs = defaultsFor(country, r ?? undefined);
  for (const field of Object.keys(ranges) as NumberField[]) {
    const raw = params.get(ranges[field].param);
    if (raw === null || raw === '') continue;
    if (field === 'pv' && raw === 'none') {
      inputs.pv = null;
      continue;
    }
    const parsed = parseNumber(raw, field);
    if ('value' in parsed) (inputs as Record<NumberField, number | null>)[field] = parsed.value;
    else reset.push(ranges[field].param);
  }
  for (const [key, name] of [
    ['hp', 'heatPump'],
    ['ev', 'ev'],
  ] as const) {
    const raw = params.get(key);
    if (raw === '1') inputs[name] = true;
    else if (raw !== null && raw !== '0') reset.push(key);
  }
  const phases = params.get('ph');
  if (phases === '1' || phases === '3') inputs.phases = Number(phases) as 1 | 3;
  else if (phases !== null) reset.push('ph');
  const modules = params.get(moduleChoice.param);
  if (modules !== null) {
    const n = /^\d$/.test(modules) ? Number(modules) : NaN;
    if (n >= moduleChoice.min && n <= moduleChoice.max) inputs.modules = n;
    else reset.push(moduleChoice.param);
  }
  if (inputs.costHigh < inputs.costLow)
    [inputs.costLow, inputs.costHigh] = [inputs.costHigh, inputs.costLow];
  return { inputs, reset };
}

/** The query string of the inputs: only what differs from the defaults, so links stay short. */
export function inputsToParams(inputs: EstimatorInputs, locale: string): URLSearchParams {
  const params = new URLSearchParams();
  const country = findCountry(inputs.country)!;
  if (inputs.country !== defaultsForLocale(locale).country) params.set('c', inputs.country);
  const base = defaultsFor(country, inputs.region);
  if (inputs.region !== country.regions[0]!.id) params.set('r', inputs.region);
  for (const field of Object.keys(ranges) as NumberField[]) {
    const value = inputs[field];
    if (value === base[field]) continue;
    params.set(ranges[field].param, value === null ? 'none' : String(value));
  }
  if (inputs.heatPump) params.set('hp', '1');
  if (inputs.ev) params.set('ev', '1');
  if (inputs.phases !== 3) params.set('ph', String(inputs.phases));
  if (inputs.modules !== null) params.set(moduleChoice.param, String(inputs.modules));
  return params;
}
