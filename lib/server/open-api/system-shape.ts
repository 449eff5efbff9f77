import 'server-only';
import { countries, findCountry, type Country, type Region } from '@/lib/estimator/data/regions';
import { MODULE_KWH } from '@/lib/estimator/household';
import type { ApiSystem } from '@/lib/open-api/schemas';
import type { SimSystem } from '@/lib/open-api/simulator/engine';

// A system as the Open API describes it, from what is known of it: the main unit's model, the
// number of battery modules, the PV array and the place. Shared by the sandbox's own systems and
// the registered ones (and their sandbox shadows), so all are described alike.

export function countryOrDefault(code: string | null): Country {
  return findCountry(code ?? '') ?? findCountry('DE') ?? countries[0]!;
}

/** The rated AC power of a main unit from its model name (HES-10K3: 10 kW, PCS-50: 50 kW). */
export function ratedPowerOf(model: string): number {
  const kw = /(\d+)K/.exec(model)?.[1] ?? /PCS-(\d+)/.exec(model)?.[1];
  return kw ? Number(kw) * 1000 : 10_000;
}

export type SystemFacts = {
  serial: string;
  name: string;
  environment: ApiSystem['environment'];
  access: ApiSystem['access'];
  unitModel: string;
  modules: number;
  /** The PV array when known; else sized as installers usually do, 1.2 × the unit's power. */
  pvPeakPowerW?: number;
  country: Country;
  region: Region;
};

export function describeSystem(facts: SystemFacts): ApiSystem {
  const ratedPowerW = ratedPowerOf(facts.unitModel);
  const family = facts.unitModel.startsWith('PCS') ? 'pcs' : 'hybridUnit';
  return {
    serial: facts.serial,
    name: facts.name,
    environment: facts.environment,
    access: facts.access,
    products: [
      { family, model: facts.unitModel, count: 1 },
      ...(facts.modules > 0
        ? [{ family: 'batteryModule' as const, model: 'HV-LFP 5.1', count: facts.modules }]
        : []),
      { family: 'dataLogger', model: 'DL-1', count: 1 },
    ],
    capacityWh: Math.round(facts.modules * MODULE_KWH * 1000),
    ratedPowerW,
    pvPeakPowerW: facts.pvPeakPowerW ?? Math.round(ratedPowerW * 1.2),
    location: {
      country: facts.country.code,
      region: facts.region.id,
      latitude: facts.region.latitude,
      longitude: facts.region.longitude,
    },
  };
}

/** What the simulator needs of a described system. */
export function simSystemOf(system: ApiSystem): SimSystem {
  const country = countryOrDefault(system.location.country);
  const region =
    country.regions.find((r) => r.id === system.location.region) ?? country.regions[0]!;
  return {
    serial: system.serial,
    capacityWh: system.capacityWh,
    ratedPowerW: system.ratedPowerW,
    pvPeakPowerW: system.pvPeakPowerW,
    country,
    region,
  };
}
