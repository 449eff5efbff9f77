// The household's load at 15-minute resolution (kWh per step), from the BDEW standard profile
// H25 with its dynamisation, plus a heat pump and an electric car when chosen.
import h25 from './data/bdew-h25.json';
import { DAYS, dayTypes, monthOfDay, STEPS, STEPS_PER_DAY } from './calendar';

/**
 * BDEW dynamisation factor of H25 for day t (1 = 1 January): "Standardlastprofile Strom 2025",
 * BDEW, March 2025, the same polynomial as H0 (VDEW 1999):
 * F(t) = −3.92e−10·t⁴ + 3.2e−7·t³ − 7.02e−5·t² + 2.1e−3·t + 1.24.
 */
export function dynamisationFactor(t: number): number {
  return -3.92e-10 * t ** 4 + 3.2e-7 * t ** 3 - 7.02e-5 * t ** 2 + 2.1e-3 * t + 1.24;
}

let householdShape: Float64Array | null = null;

/** H25 for the reference year, dynamised, normalised to a sum of 1 (computed once). */
export function householdProfile(): Float64Array {
  if (householdShape) return householdShape;
  const shape = new Float64Array(STEPS);
  let sum = 0;
  for (let day = 0; day < DAYS; day++) {
    const values = h25[dayTypes[day]!][monthOfDay[day]!]!;
    const factor = dynamisationFactor(day + 1);
    for (let q = 0; q < STEPS_PER_DAY; q++) {
      const v = values[q]! * factor;
      shape[day * STEPS_PER_DAY + q] = v;
      sum += v;
    }
  }
  for (let i = 0; i < STEPS; i++) shape[i]! /= sum;
  householdShape = shape;
  return shape;
}

// Heat pump: share of the yearly heat-pump electricity per month, northern hemisphere. An
// approximation of German heating degree days (base 15 °C, DWD climatology 1991–2020) with a
// floor of about 2 % a month for hot water; an assumption, shown as such on the page.
const heatPumpMonths = [15.5, 13.0, 11.0, 7.5, 4.0, 2.3, 2.0, 2.0, 3.7, 7.5, 11.5, 14.5] as const;
// Within a day: more in the early morning and evening (setback ends, colder hours).
const heatPumpHours = [
  1.1, 1.1, 1.1, 1.2, 1.2, 1.3, 1.3, 1.2, 1.0, 0.9, 0.8, 0.8, 0.7, 0.7, 0.7, 0.8, 0.9, 1.0, 1.1,
  1.1, 1.1, 1.0, 1.0, 1.0,
] as const;

// Electric car: charged at home on arrival, 17:00–23:00, every day (a simple, pessimistic shape
// for PV: most charging happens when the sun is down).
const evHours = new Set([17, 18, 19, 20, 21, 22]);

export type LoadOptions = {
  householdKwh: number;
  heatPumpKwh: number;
  evKwh: number;
  southernHemisphere: boolean;
};

/** The yearly load, kWh per 15-minute step. */
export function buildLoad(options: LoadOptions): Float64Array {
  const household = householdProfile();
  const load = new Float64Array(STEPS);
  for (let i = 0; i < STEPS; i++) load[i] = household[i]! * options.householdKwh;
  if (options.heatPumpKwh > 0) addHeatPump(load, options.heatPumpKwh, options.southernHemisphere);
  if (options.evKwh > 0) addEv(load, options.evKwh);
  return load;
}

function addHeatPump(load: Float64Array, kwh: number, southern: boolean): void {
  const monthSum = heatPumpMonths.reduce((a, b) => a + b, 0);
  const hourSum = heatPumpHours.reduce((a, b) => a + b, 0);
  const daysIn = new Array<number>(12).fill(0);
  for (let day = 0; day < DAYS; day++) daysIn[monthOfDay[day]!]!++;
  for (let day = 0; day < DAYS; day++) {
    const month = monthOfDay[day]!;
    // South of the equator the heating season is six months later.
    const share = heatPumpMonths[southern ? (month + 6) % 12 : month]! / monthSum;
    const dayKwh = (kwh * share) / daysIn[month]!;
    for (let q = 0; q < STEPS_PER_DAY; q++) {
      load[day * STEPS_PER_DAY + q]! += (dayKwh * heatPumpHours[q >> 2]!) / hourSum / 4;
    }
  }
}

function addEv(load: Float64Array, kwh: number): void {
  const perStep = kwh / DAYS / (evHours.size * 4);
  for (let day = 0; day < DAYS; day++) {
    for (let q = 0; q < STEPS_PER_DAY; q++) {
      if (evHours.has(q >> 2)) load[day * STEPS_PER_DAY + q]! += perStep;
    }
  }
}
