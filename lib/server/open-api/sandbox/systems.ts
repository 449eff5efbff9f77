import 'server-only';
import { createHash } from 'node:crypto';
import { countries, findCountry } from '@/lib/estimator/data/regions';

// The sandbox's simulated systems (docs/requirements.md, Open API platform): every account has
// the same three, placed in the account's country (Germany when it has none), with serials of
// their own (SBX-…) that no real device carries. Derived from the account id alone, so they
// exist as soon as the account does and are the same on every instance, with nothing stored.

export type ApiProduct = {
  family: 'hybridUnit' | 'batteryModule' | 'pcs' | 'dataLogger';
  model: string;
  count: number;
};

/** A system as the Open API gives it: SunSpec units (W, Wh), coordinates in degrees. */
export type ApiSystem = {
  serial: string;
  name: string;
  environment: 'sandbox' | 'live';
  products: ApiProduct[];
  /** Usable battery energy, Wh. */
  capacityWh: number;
  /** The inverter's rated AC power, W. */
  ratedPowerW: number;
  /** The PV array's peak power, W. */
  pvPeakPowerW: number;
  location: { country: string; region: string; latitude: number; longitude: number };
};

const MODULE_WH = 5120;
const templates = [
  {
    name: 'Sandbox home, three-phase',
    unit: ['hybridUnit', 'HES-10K3', 10_000],
    modules: 3,
    pvW: 12_000,
  },
  { name: 'Sandbox home, small', unit: ['hybridUnit', 'HES-10K3', 10_000], modules: 2, pvW: 6_000 },
  { name: 'Sandbox business', unit: ['pcs', 'PCS-50', 50_000], modules: 20, pvW: 60_000 },
] as const;

/** SBX- and 10 characters of the account's and template's hash: stable, and never a real serial. */
function sandboxSerial(userId: string, index: number): string {
  const digest = createHash('sha256').update(`sandbox:${userId}:${index}`).digest();
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  let out = '';
  for (let i = 0; i < 10; i++) out += alphabet[digest[i]! % alphabet.length];
  return `SBX-${out}`;
}

/** The account's simulated systems, in a stable order. */
export function sandboxSystems(userId: string, countryCode: string | null): ApiSystem[] {
  const country = findCountry(countryCode ?? '') ?? findCountry('DE') ?? countries[0]!;
  return templates.map((template, index) => {
    const region = country.regions[index % country.regions.length]!;
    const [family, model, ratedPowerW] = template.unit;
    return {
      serial: sandboxSerial(userId, index),
      name: template.name,
      environment: 'sandbox',
      products: [
        { family, model, count: 1 },
        { family: 'batteryModule', model: 'HV-LFP 5.1', count: template.modules },
        { family: 'dataLogger', model: 'DL-1', count: 1 },
      ],
      capacityWh: template.modules * MODULE_WH,
      ratedPowerW,
      pvPeakPowerW: template.pvW,
      location: {
        country: country.code,
        region: region.id,
        latitude: region.latitude,
        longitude: region.longitude,
      },
    };
  });
}
