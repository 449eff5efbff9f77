import { buildLoad } from '@/lib/estimator/load';
import { buildPv } from '@/lib/estimator/pv';
import type { Country, Region } from '@/lib/estimator/data/regions';

// A simulated system's yearly PV and load at 15-minute resolution (kWh per step), from the
// estimator's model (lib/estimator): the location's yield and weather, the BDEW household
// profile. Systems of the same size in the same region share them, so they are kept per
// (region, size) in a small bounded cache.

export type Profiles = { pv: Float64Array; load: Float64Array };

/** Yearly consumption per kWp of PV: a household or business that sized its array to its use. */
const LOAD_KWH_PER_KWP = 800;
const MAX_CACHED = 32;
const cache = new Map<string, Profiles>();

export function profilesFor(country: Country, region: Region, pvPeakPowerW: number): Profiles {
  const kwp = pvPeakPowerW / 1000;
  const key = `${country.code}:${region.id}:${kwp}`;
  const known = cache.get(key);
  if (known) return known;
  const profiles = {
    pv: buildPv(country, region, kwp, region.yieldKwhPerKwp),
    load: buildLoad({
      householdKwh: kwp * LOAD_KWH_PER_KWP,
      heatPumpKwh: 0,
      evKwh: 0,
      southernHemisphere: region.latitude < 0,
    }),
  };
  if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value!);
  cache.set(key, profiles);
  return profiles;
}
