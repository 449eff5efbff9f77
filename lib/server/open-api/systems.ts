import 'server-only';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
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
import { rowsOf } from '@/lib/server/search/rows';
import { sandboxSerials, sandboxSystems } from './sandbox/systems';
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
    // Another owner's system needs a consent naming this very unit, given by its owner now: a
    // consent does not outlive a sale or a new registration of the unit.
    if (
      access === 'installer' &&
      !consents.some((c) => c.serial === main.serial && c.ownerId === registration.ownerId)
    )
      continue;
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
  return [
    ...sandboxSystems(userId, profile?.country ?? null),
    ...registered.map(({ system }) => shadowOf(system)),
  ];
}

type OneRow = { owner_id: string; country: string; model: string; modules: number | string };

/**
 * One registered system the account reaches, by its main unit's serial, in one query: what every
 * request naming a system asks first, so it does not read all of the account's systems. The
 * same rules as registeredSystems: owned, or consented to by its owner now.
 */
async function registeredSystem(db: Db, userId: string, serial: string): Promise<ApiSystem | null> {
  const [row] = rowsOf<OneRow>(
    await db.execute(sql`
      select r.owner_id, r.country, n.model,
        (select count(*) from ${warrantyItems} m
          where m.registration_id = r.id and m.current and m.role = 'module') as modules
      from ${warrantyItems} i
      join ${warrantyRegistrations} r on r.id = i.registration_id and r.status = 'active'
      join ${serialNumbers} n on n.serial = i.serial
      where i.serial = ${serial} and i.current and i.role in ('hybrid', 'pcs')
        and (r.owner_id = ${userId} or exists (
          select 1 from ${apiSystemConsents} c
          where c.grantee_id = ${userId} and c.serial = i.serial and c.owner_id = r.owner_id
            and c.revoked_at is null))
      limit 1`),
  );
  if (!row) return null;
  const country = countryOrDefault(row.country);
  const access = row.owner_id === userId ? 'owner' : 'installer';
  return describeSystem({
    serial,
    name: serial,
    environment: 'live',
    access,
    unitModel: row.model,
    modules: Number(row.modules),
    country,
    region: country.regions[0]!,
  });
}

const SHADOW = 'SBX-';
const shadowOf = (system: ApiSystem): ApiSystem => ({
  ...system,
  serial: `${SHADOW}${system.serial}`,
  name: `Sandbox shadow of ${system.serial}`,
  environment: 'sandbox',
});

/** The one system `serial` names for a key of `environment`, or null when it reaches none. */
export async function systemFor(
  db: Db,
  userId: string,
  environment: KeyEnvironment,
  serial: string,
): Promise<ApiSystem | null> {
  if (environment === 'live') return registeredSystem(db, userId, serial);
  if (sandboxSerials(userId).includes(serial)) {
    const profile = await getProfile(db, userId);
    return sandboxSystems(userId, profile?.country ?? null).find((s) => s.serial === serial)!;
  }
  if (!serial.startsWith(SHADOW)) return null;
  const live = await registeredSystem(db, userId, serial.slice(SHADOW.length));
  return live && shadowOf(live);
}

/** Whether the account may change the mode of a live system: its owner's consent with control. */
export async function mayControl(db: Db, userId: string, serial: string): Promise<boolean> {
  const [consent] = await db
    .select({ id: apiSystemConsents.id })
    .from(apiSystemConsents)
    .innerJoin(
      warrantyItems,
      and(eq(warrantyItems.serial, apiSystemConsents.serial), eq(warrantyItems.current, true)),
    )
    .innerJoin(
      warrantyRegistrations,
      and(
        eq(warrantyRegistrations.id, warrantyItems.registrationId),
        eq(warrantyRegistrations.status, 'active'),
        // Given by the system's owner now, not by an owner before a sale.
        eq(warrantyRegistrations.ownerId, apiSystemConsents.ownerId),
      ),
    )
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
