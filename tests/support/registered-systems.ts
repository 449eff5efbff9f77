import { asc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { serialNumbers, warrantyItems, warrantyRegistrations } from '@/lib/server/db/schema';

// Registered systems for the Open API's suites, written straight into the warranty tables: the
// seeded registry's serials and an active registration of them, as the registration API leaves.

/** The first `n` serials of a family in the seeded registry: neighbours of one factory run. */
export async function firstSerials(family: 'hybridUnit' | 'batteryModule', n: number) {
  const db = await getDb();
  const rows = await db
    .select({ serial: serialNumbers.serial })
    .from(serialNumbers)
    .where(eq(serialNumbers.family, family))
    .orderBy(asc(serialNumbers.serial))
    .limit(n);
  return rows.map((r) => r.serial);
}

/** An active registration of a hybrid unit and its modules (one tower), owned by `ownerId`. */
export async function registerSystem({
  ownerId,
  hybrid,
  modules,
  registeredBy = ownerId,
  installerName = null,
}: {
  ownerId: string;
  hybrid: string;
  modules: string[];
  registeredBy?: string;
  installerName?: string | null;
}) {
  const db = await getDb();
  const [reg] = await db
    .insert(warrantyRegistrations)
    .values({
      code: `code-${hybrid}`,
      status: 'active',
      ownerId,
      registeredBy,
      installedOn: '2026-03-01',
      address: 'Dorpsstraat 1, Utrecht',
      country: 'NL',
      installerName,
      termYears: 10,
      validUntil: '2036-03-01',
      language: 'nl',
    })
    .returning({ id: warrantyRegistrations.id });
  await db.insert(warrantyItems).values([
    { registrationId: reg!.id, serial: hybrid, role: 'hybrid' },
    ...modules.map((serial) => ({
      registrationId: reg!.id,
      serial,
      role: 'module' as const,
      tower: 1,
    })),
  ]);
}
