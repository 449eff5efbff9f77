import type { Country } from '@/lib/estimator/data/regions';
import { DAYS } from '@/lib/estimator/calendar';

// The simulator's clock: 5-minute steps counted from the Unix epoch, in UTC, and the local
// clock time of a system's country that the estimator's yearly profiles are laid out in.

export const STEP_MS = 5 * 60_000;
export const DAY_MS = 86_400_000;
/** Hours in one 5-minute step. */
export const STEP_HOURS = 1 / 12;

/**
 * The sandbox's systems report from this instant on: the first checkpoint of their simulation
 * (docs/api.md, Open API). Every later state of charge is simulated forward from it, so a time
 * has one answer whatever range asks for it.
 */
export const SIMULATION_EPOCH = Date.UTC(2026, 0, 1);

const EU_SUMMER = [88, 298] as const;

/** Local clock time of a UTC instant (ms), as the estimator's profiles count it. */
export function localTime(country: Country, utcMs: number) {
  const standard = utcMs + (country.zoneMeridian / 15) * 3_600_000;
  const standardDay = dayOfYear(standard);
  const summer =
    country.summerTime === 'eu' && standardDay >= EU_SUMMER[0] && standardDay < EU_SUMMER[1];
  const local = standard + (summer ? 3_600_000 : 0);
  const minuteOfDay = Math.floor((((local % DAY_MS) + DAY_MS) % DAY_MS) / 60_000);
  return { day: dayOfYear(local), minuteOfDay };
}

/** Day of the year of a (shifted) instant, 0-based, folded into the model's 365-day year. */
function dayOfYear(ms: number): number {
  const date = new Date(ms);
  const start = Date.UTC(date.getUTCFullYear(), 0, 1);
  return Math.min(Math.floor((ms - start) / DAY_MS), DAYS - 1);
}
