import 'server-only';
import { createHash } from 'node:crypto';
import type { ApiSystem } from '@/lib/open-api/schemas';
import { countryOrDefault, describeSystem } from '@/lib/server/open-api/system-shape';

// The sandbox's simulated systems (docs/requirements.md, Open API platform): every account has
// the same three, placed in the account's country (Germany when it has none), with serials of
// their own (SBX-…) that no real device carries. Derived from the account id alone, so they
// exist as soon as the account does and are the same on every instance, with nothing stored.
// The account's registered systems get a shadow each besides (lib/server/open-api/systems.ts).

const templates = [
  { name: 'Sandbox home, three-phase', unit: 'HES-10K3', modules: 3, pvW: 12_000 },
  { name: 'Sandbox home, small', unit: 'HES-10K3', modules: 2, pvW: 6_000 },
  { name: 'Sandbox business', unit: 'PCS-50', modules: 20, pvW: 60_000 },
] as const;

/** SBX- and 10 characters of the account's and template's hash: stable, and never a real serial. */
function sandboxSerial(userId: string, index: number): string {
  const digest = createHash('sha256').update(`sandbox:${userId}:${index}`).digest();
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  let out = '';
  for (let i = 0; i < 10; i++) out += alphabet[digest[i]! % alphabet.length];
  return `SBX-${out}`;
}

/** The serials of the account's simulated systems, without reading anything. */
export const sandboxSerials = (userId: string) =>
  templates.map((_, index) => sandboxSerial(userId, index));

/** The account's simulated systems, in a stable order. */
export function sandboxSystems(userId: string, countryCode: string | null): ApiSystem[] {
  const country = countryOrDefault(countryCode);
  return templates.map((template, index) =>
    describeSystem({
      serial: sandboxSerial(userId, index),
      name: template.name,
      environment: 'sandbox',
      access: 'owner',
      unitModel: template.unit,
      modules: template.modules,
      pvPeakPowerW: template.pvW,
      country,
      region: country.regions[index % country.regions.length]!,
    }),
  );
}
