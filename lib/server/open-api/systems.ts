import 'server-only';
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { ApiSystem } from '@/lib/open-api/schemas';
import type { KeyEnvironment } from '@/lib/server/open-api/key-format';
import { getProfile } from '@/lib/server/account/profile';
import {
  apiSystemConsents,
  serialNumbers,
  warrantyItems,
  warrantyRegistrations,
} from '@/lib/server/db/schema';
import type { Db } from '@/lib/server/db/types';
import { sandboxSystems } from './sandbox/systems';
import { countryOrDefault, describeSystem } from './system-shape';

// The systems an Open API key may reach (docs/requirements.md, Open API platform). Live: the
// account's registered systems (active warranty registrations it owns) and those whose owner
// consented to it (an installer's customers, a developer's users). Sandbox: the three simulated
// systems, and a shadow of each live one, SBX- before its serial, that the simulator runs.

type Registered = { serial: string; access: ApiSystem['access']; system: ApiSystem };

/** The main unit's serial names a registered system: the hybrid unit, else the PCS. */
const MAIN_ROLES = ['hybrid', 'pcs'] as const;

async function registeredSystems(db: Db, userId: string): Promise<Registered[]> {
  const consents = await db
    .select({
      ownerId: apiSystemConsents.ownerId,
      serial: apiSystemConsents.serial,
      control: apiSystemConsents.control,
    })
    .from(apiSystemConsents)
    .where(and(eq(apiSystemConsents.granteeId, userId), isNull(apiSystemConsents.revokedAt)));
  const consented = consents.filter((c) => c.ownerId !== userId).map((c) => c.serial);
  const registrations = await db
    .select({
      id: warrantyRegistrations.id,
      ownerId: warrantyRegistrations.ownerId,
      country: warrantyRegistrations.country,
    })
    .from(warrantyRegistrations)
    .innerJoin(warrantyItems, eq(warrantyItems.registrationId, warrantyRegistrations.id))
    .where(
      and(
        eq(warrantyRegistrations.status, 'active'),
        eq(warrantyItems.current, true),
        or(
          eq(warrantyRegistrations.ownerId, userId),
          consented.length ? inArray(warrantyItems.serial, consented) : undefined,
        ),
      ),
    );
  const ids = [...new Set(registrations.map((r) => r.id))];
  if (!ids.length) return [];
  const items = await db
    .select({
      registrationId: warrantyItems.registrationId,
      serial: warrantyItems.serial,
      role: warrantyItems.role,
      model: serialNumbers.model,
    })
    .from(warrantyItems)
    .innerJoin(serialNumbers, eq(serialNumbers.serial, warrantyItems.serial))
    .where(and(inArray(warrantyItems.registrationId, ids), eq(warrantyItems.current, true)));
  const out: Registered[] = [];
  for (const id of ids) {
    const registration = registrations.find((r) => r.id === id)!;
    const mine = items.filter((i) => i.registrationId === id);
    const main = mine.find((i) => (MAIN_ROLES as readonly string[]).includes(i.role));
    if (!main) continue;
    const access = registration.ownerId === userId ? 'owner' : 'installer';
    // Another owner's system needs a consent naming this very unit.
    if (access === 'installer' && !consented.includes(main.serial)) continue;
    const country = countryOrDefault(registration.country);
    out.push({
      serial: main.serial,
      access,
      system: describeSystem({
        serial: main.serial,
        name: main.serial,
        environment: 'live',
        access,
        unitModel: main.model,
        modules: mine.filter((i) => i.role === 'module').length,
        country,
        region: country.regions[0]!,
      }),
    });
  }
  return out.sort((a, b) => a.serial.localeCompare(b.serial));
}

/** The systems a key of `environment` reaches for the account, in a stable order. */
export async function systemsFor(
  db: Db,
  userId: string,
  environment: KeyEnvironment,
): Promise<ApiSystem[]> {
  const registered = await registeredSystems(db, userId);
  if (environment === 'live') return registered.map((r) => r.system);
  const profile = await getProfile(db, userId);
  const shadows = registered.map(({ system }) => ({
    ...system,
    serial: `SBX-${system.serial}`,
    name: `Sandbox shadow of ${system.serial}`,
    environment: 'sandbox' as const,
  }));
  return [...sandboxSystems(userId, profile?.country ?? null), ...shadows];
}

/** Whether the account may change the mode of a live system: its owner's consent with control. */
export async function mayControl(db: Db, userId: string, serial: string): Promise<boolean> {
  const [consent] = await db
    .select({ id: apiSystemConsents.id })
    .from(apiSystemConsents)
    .where(
      and(
        eq(apiSystemConsents.granteeId, userId),
        eq(apiSystemConsents.serial, serial),
        eq(apiSystemConsents.control, true),
        isNull(apiSystemConsents.revokedAt),
      ),
    )
    .limit(1);
  return Boolean(consent);
}
