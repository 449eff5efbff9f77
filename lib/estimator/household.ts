// The estimator's fixed figures and household rules that the page shows beside the estimate. A
// module of their own, apart from the model: the page imports these, and so does not carry (nor
// evaluate while hydrating) the model, which runs in a worker (Lighthouse TBT).
import type { EstimatorInputs } from './inputs';

/** The battery module: 4.99 kWh, 1 to 6 per tower, 1C. */
export const MODULE_KWH = 4.99;
export const MAX_MODULES = 6;
/** The hybrid unit takes two to six modules (product page: 9.98–29.94 kWh). */
export const HYBRID_MIN_MODULES = 2;
/**
 * An added module must pay for itself within the warranty of a system a certified installer puts
 * in (requirements: Warranty): quote requests go to certified installers only.
 */
export const WARRANTY_YEARS = 10;
/**
 * Independent guidance for an economic home battery (HTW Berlin's storage studies): at most about
 * 1.5 kWh of usable capacity per 1,000 kWh of yearly use. Not part of the model's rule: the
 * estimate says when its recommendation is larger, and why (requirements: Estimator).
 */
export const GUIDANCE_KWH_PER_MWH = 1.5;

// Household presets by number of people: single-family house, hot water not electric; rounded,
// about the middle of the "Stromspiegel für Deutschland" (co2online) bands for such houses.
const presetKwh = [0, 2300, 3000, 3600, 4000, 5000, 5700] as const;
// Heat pump: 4,000 kWh a year (a 140 m² house, 14,000 kWh of heat at a seasonal performance
// factor of 3.5); electric car: 2,500 kWh (15,000 km at 17 kWh/100 km; HTW Berlin's calculator
// suggests 150–200 kWh per 1,000 km).
export const HEAT_PUMP_KWH = 4000;
export const EV_KWH = 2500;

export function householdKwh(inputs: EstimatorInputs): number {
  return inputs.kwh ?? presetKwh[inputs.persons] ?? presetKwh[3];
}

/** No PV yet: the model plans 1 kWp per 1,000 kWh of yearly consumption (a common rule of thumb). */
export function plannedPvKwp(consumptionKwh: number): number {
  return Math.max(1, Math.round(consumptionKwh / 500) / 2);
}
