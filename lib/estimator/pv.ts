// PV output at 15-minute resolution (kWh per step): the yearly yield per kWp of the location,
// split over the months by the location's month shape, and over each day by a clear-sky shape.
import { DAYS, monthOfDay, monthStarts, STEPS, STEPS_PER_DAY } from './calendar';
import { seededRng } from '@/lib/random/seeded';
import { dailyVariation, monthShapes, type Country, type Region } from './data/regions';

const RAD = Math.PI / 180;

/** Solar declination (degrees) on day n (0 = 1 January), Cooper (1969). */
export function declination(day: number): number {
  return 23.45 * Math.sin((360 / 365) * (284 + day + 1) * RAD);
}

/**
 * Relative clear-sky irradiance for a sun elevation: Meinel & Meinel (1976),
 * I = 1.353 · 0.7^(AM^0.678) kW/m², with the air mass AM = 1 / sin(elevation), on a horizontal
 * plane (times sin(elevation)). Only the shape over the day is used; the day's total comes from
 * the month's yield.
 */
export function clearSky(sinElevation: number): number {
  if (sinElevation <= 0.01) return 0;
  return sinElevation * 0.7 ** ((1 / sinElevation) ** 0.678);
}

const summerTimeDays = {
  // EU summer time 2025: 30 March to 26 October (days 88–297).
  eu: [88, 298],
} as const;

/** Whether clocks are one hour ahead of standard time on this day. */
function isSummerTime(country: Country, day: number): boolean {
  if (country.summerTime !== 'eu') return false;
  const [from, to] = summerTimeDays.eu;
  return day >= from && day < to;
}

/**
 * Weight of every day within its month (mean 1 per month, so monthly totals stay exact): weather
 * that persists a few days (AR(1), φ = 0.7), lognormal (many dull days, a few bright ones) with
 * the climate's spread.
 */
const weightsByVariation = new Map<number, Float64Array>();

export function dayWeights(variation: number): Float64Array {
  const known = weightsByVariation.get(variation);
  if (known) return known;
  // A fixed seed: the same weather on server and browser.
  const next = seededRng(20251);
  const weights = new Float64Array(DAYS);
  let x = 0;
  for (let day = 0; day < DAYS; day++) {
    // Box–Muller: a standard normal value.
    const normal = Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next());
    x = 0.7 * x + Math.sqrt(1 - 0.49) * normal;
    weights[day] = Math.exp(variation * x);
  }
  for (let m = 0; m < 12; m++) {
    let sum = 0;
    for (let d = monthStarts[m]!; d < monthStarts[m + 1]!; d++) sum += weights[d]!;
    const mean = sum / (monthStarts[m + 1]! - monthStarts[m]!);
    for (let d = monthStarts[m]!; d < monthStarts[m + 1]!; d++) weights[d]! /= mean;
  }
  weightsByVariation.set(variation, weights);
  return weights;
}

/** Monthly PV energy per kWp (kWh), the month shape scaled to the yearly yield. */
export function monthlyYield(region: Region, yieldKwhPerKwp: number): number[] {
  const shape = monthShapes[region.shape];
  const total = shape.reduce((a, b) => a + b, 0);
  return shape.map((share) => (yieldKwhPerKwp * share) / total);
}

/** The yearly PV output of `kwp`, kWh per step; its sum is kwp × yieldKwhPerKwp. */
export function buildPv(
  country: Country,
  region: Region,
  kwp: number,
  yieldKwhPerKwp: number,
): Float64Array {
  const pv = new Float64Array(STEPS);
  if (kwp <= 0 || yieldKwhPerKwp <= 0) return pv;
  const months = monthlyYield(region, yieldKwhPerKwp);
  const meridian = region.zoneMeridian ?? country.zoneMeridian;
  // Minutes the sun's noon is late on the clock: 4 minutes per degree west of the zone meridian.
  const lateByHours = (meridian - region.longitude) / 15;
  const sinLat = Math.sin(region.latitude * RAD);
  const cosLat = Math.cos(region.latitude * RAD);
  const shape = new Float64Array(STEPS_PER_DAY);
  const weights = dayWeights(dailyVariation[region.shape]);
  // cos(hour angle) of every step, in standard time and in summer time: the same every day.
  const cosHour = [0, 1].map((extra) =>
    Float64Array.from({ length: STEPS_PER_DAY }, (_, q) => {
      const solarHour = (q + 0.5) / 4 - lateByHours - extra;
      return Math.cos((solarHour - 12) * 15 * RAD);
    }),
  );
  for (let day = 0; day < DAYS; day++) {
    const month = monthOfDay[day]!;
    const days = monthStarts[month + 1]! - monthStarts[month]!;
    const dayKwh = (kwp * months[month]! * weights[day]!) / days;
    const decl = declination(day) * RAD;
    const cosines = cosHour[isSummerTime(country, day) ? 1 : 0]!;
    const a = sinLat * Math.sin(decl);
    const b = cosLat * Math.cos(decl);
    let sum = 0;
    for (let q = 0; q < STEPS_PER_DAY; q++) {
      const value = clearSky(a + b * cosines[q]!);
      shape[q] = value;
      sum += value;
    }
    if (sum === 0) continue;
    for (let q = 0; q < STEPS_PER_DAY; q++)
      pv[day * STEPS_PER_DAY + q] = (dayKwh * shape[q]!) / sum;
  }
  return pv;
}
