import 'server-only';
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '@/lib/server/console/submissions/types';
import type { Db } from '@/lib/server/db/client';
import {
  apiSystemConsents,
  serialNumbers,
  users,
  warrantyItems,
  warrantyRegistrations,
} from '@/lib/server/db/schema';
import {
  MAX_CONSENTS_PER_SYSTEM,
  type GrantSystemAccessInput,
} from '@/lib/validation/system-access';

// An owner's consents, per system, to Open API access by another account (docs/requirements.md,
// Open API platform): an installer's, a developer's, or the owner's own (their own keys may then
// change the mode). The Open API reads them in ./systems.ts: a consent lets the grantee's keys
// read the system, and with `control` change its operating mode. A consent is only ever made for
// a system the owner holds now; withdrawing it acts at once.

export type ConsentView = {
  id: number;
  /** The grantee's account e-mail, as it is now. */
  email: string;
  /** The owner's own account: their own keys. */
  isOwn: boolean;
  control: boolean;
  createdAt: Date;
};

export type OwnedSystem = {
  serial: string;
  model: string;
  /** The installer named on the registration, when one was. */
  installerName: string | null;
  consents: ConsentView[];
};

export class ConsentRefused extends Error {
  constructor(readonly reason: 'no-system' | 'no-account' | 'too-many' | 'not-found') {
    super(`consent refused: ${reason}`);
  }
}

/** Roles whose serial names a registered system, the hybrid unit before the PCS (./systems.ts). */
const MAIN_ROLES = ['hybrid', 'pcs'] as const;

/** The account's active registrations' main units, locked when `lock` (a grant's check). */
async function ownedSystems(db: Db | Tx, ownerId: string, lock = false) {
  const query = db
    .select({
      registrationId: warrantyRegistrations.id,
      serial: warrantyItems.serial,
      role: warrantyItems.role,
      model: serialNumbers.model,
      installerName: warrantyRegistrations.installerName,
    })
    .from(warrantyRegistrations)
    .innerJoin(warrantyItems, eq(warrantyItems.registrationId, warrantyRegistrations.id))
    .innerJoin(serialNumbers, eq(serialNumbers.serial, warrantyItems.serial))
    .where(
      and(
        eq(warrantyRegistrations.ownerId, ownerId),
        eq(warrantyRegistrations.status, 'active'),
        eq(warrantyItems.current, true),
        inArray(warrantyItems.role, [...MAIN_ROLES]),
      ),
    );
  // A transfer or a void locks the registration too: the owner is still the owner at commit.
  const rows = lock ? await query.for('update', { of: warrantyRegistrations }) : await query;
  const rank = (role: string) => MAIN_ROLES.indexOf(role as (typeof MAIN_ROLES)[number]);
  const main = new Map<number, (typeof rows)[number]>();
  for (const row of rows) {
    const held = main.get(row.registrationId);
    if (!held || rank(row.role) < rank(held.role)) main.set(row.registrationId, row);
  }
  return [...main.values()]
    .map(({ serial, model, installerName }) => ({ serial, model, installerName }))
    .sort((a, b) => a.serial.localeCompare(b.serial));
}

const viewColumns = {
  id: apiSystemConsents.id,
  serial: apiSystemConsents.serial,
  granteeId: apiSystemConsents.granteeId,
  email: users.email,
  control: apiSystemConsents.control,
  createdAt: apiSystemConsents.createdAt,
};

type ConsentRow = Omit<ConsentView, 'isOwn'> & { granteeId: string };

const viewOf = (ownerId: string, row: ConsentRow): ConsentView => ({
  id: row.id,
  email: row.email,
  isOwn: row.granteeId === ownerId,
  control: row.control,
  createdAt: row.createdAt,
});

/** The owner's systems, each with its active consents, oldest first. */
export async function listSystemAccess(db: Db, ownerId: string): Promise<OwnedSystem[]> {
  const systems = await ownedSystems(db, ownerId);
  if (!systems.length) return [];
  const rows = await db
    .select(viewColumns)
    .from(apiSystemConsents)
    .innerJoin(users, eq(users.id, apiSystemConsents.granteeId))
    .where(
      and(
        eq(apiSystemConsents.ownerId, ownerId),
        isNull(apiSystemConsents.revokedAt),
        inArray(
          apiSystemConsents.serial,
          systems.map((s) => s.serial),
        ),
      ),
    )
    .orderBy(asc(apiSystemConsents.createdAt), asc(apiSystemConsents.id));
  return systems.map((system) => ({
    ...system,
    consents: rows.filter((r) => r.serial === system.serial).map((r) => viewOf(ownerId, r)),
  }));
}

/** The account with this e-mail that may be named: its address proven, or the owner's own. */
async function granteeOf(tx: Tx, ownerId: string, email: string) {
  const [grantee] = await tx
    .select({ id: users.id, email: users.email, emailVerified: users.emailVerified })
    .from(users)
    .where(eq(users.email, email.toLowerCase()))
    .limit(1);
  // An unproven address may be someone else's typed into a new account: named as no account.
  if (!grantee || (grantee.id !== ownerId && !grantee.emailVerified)) {
    throw new ConsentRefused('no-account');
  }
  return grantee;
}

/**
 * Consent for the account with `email` to reach the owner's system `serial`; given again, its
 * `control` is changed in place (one active consent per owner, grantee and system).
 */
export async function grantSystemAccess(
  db: Db,
  ownerId: string,
  input: GrantSystemAccessInput,
): Promise<ConsentView> {
  return db.transaction(async (tx) => {
    // One owner's grants in turn, so two parallel ones cannot both insert or pass the count.
    await tx.execute(sql`select id from users where id = ${ownerId} for update`);
    const system = (await ownedSystems(tx, ownerId, true)).find((s) => s.serial === input.serial);
    if (!system) throw new ConsentRefused('no-system');
    const grantee = await granteeOf(tx, ownerId, input.email);
    const active = and(
      eq(apiSystemConsents.ownerId, ownerId),
      eq(apiSystemConsents.serial, system.serial),
      isNull(apiSystemConsents.revokedAt),
    );
    const [existing] = await tx
      .select({ id: apiSystemConsents.id })
      .from(apiSystemConsents)
      .where(and(active, eq(apiSystemConsents.granteeId, grantee.id)))
      .limit(1);
    const returning = {
      id: apiSystemConsents.id,
      serial: apiSystemConsents.serial,
      granteeId: apiSystemConsents.granteeId,
      control: apiSystemConsents.control,
      createdAt: apiSystemConsents.createdAt,
    };
    let row;
    if (existing) {
      [row] = await tx
        .update(apiSystemConsents)
        .set({ control: input.control })
        .where(eq(apiSystemConsents.id, existing.id))
        .returning(returning);
    } else {
      const [held] = await tx.select({ active: count() }).from(apiSystemConsents).where(active);
      if ((held?.active ?? 0) >= MAX_CONSENTS_PER_SYSTEM) throw new ConsentRefused('too-many');
      [row] = await tx
        .insert(apiSystemConsents)
        .values({ ownerId, granteeId: grantee.id, serial: system.serial, control: input.control })
        .returning(returning);
    }
    return viewOf(ownerId, { ...row!, email: grantee.email });
  });
}

/** The owner withdraws a consent of theirs at once; withdrawing it again changes nothing. */
export async function revokeSystemAccess(
  db: Db,
  ownerId: string,
  id: number,
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const [consent] = await tx
      .select({ revokedAt: apiSystemConsents.revokedAt })
      .from(apiSystemConsents)
      .where(and(eq(apiSystemConsents.id, id), eq(apiSystemConsents.ownerId, ownerId)))
      .for('update');
    // Another owner's consent is "not found": nothing tells it exists.
    if (!consent) throw new ConsentRefused('not-found');
    if (consent.revokedAt) return;
    await tx.update(apiSystemConsents).set({ revokedAt: now }).where(eq(apiSystemConsents.id, id));
  });
}

/**
 * A registration changed hands or was voided: the consents for its units end with it. A consent
 * is the word of the owner who gave it, never of the next one (./systems.ts reads a consent by its
 * grantee and serial alone). In the transaction that changes the registration.
 */
export async function endConsentsOfRegistration(tx: Tx, registrationId: number, now: Date) {
  const units = tx
    .select({ serial: warrantyItems.serial })
    .from(warrantyItems)
    .where(eq(warrantyItems.registrationId, registrationId));
  await tx
    .update(apiSystemConsents)
    .set({ revokedAt: now })
    .where(and(isNull(apiSystemConsents.revokedAt), inArray(apiSystemConsents.serial, units)));
}
