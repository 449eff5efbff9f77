import 'server-only';
import { and, asc, desc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import {
  serialNumbers,
  users,
  warrantyItems,
  warrantyRegistrations,
  type ItemRole,
  type RegistrationStatus,
} from '@/lib/server/db/schema';
import type { Family } from '@/lib/warranty/serial';

export type ItemView = {
  serial: string;
  role: ItemRole;
  tower: number | null;
  family: Family;
  model: string;
  manufacturedOn: string;
};

export type RegistrationView = {
  id: number;
  code: string;
  status: RegistrationStatus;
  ownerId: string | null;
  ownerEmail: string | null;
  registeredBy: string;
  installedOn: string;
  address: string;
  country: string;
  installerCertificate: string | null;
  installerName: string | null;
  termYears: number;
  withMaintenance: boolean;
  validUntil: string;
  language: string;
  revision: number;
  updatedAt: string;
  items: ItemView[];
};

type Row = typeof warrantyRegistrations.$inferSelect;

async function withItems(db: Db, rows: Row[]): Promise<RegistrationView[]> {
  if (!rows.length) return [];
  const items = await db
    .select({
      registrationId: warrantyItems.registrationId,
      serial: warrantyItems.serial,
      role: warrantyItems.role,
      tower: warrantyItems.tower,
      family: serialNumbers.family,
      model: serialNumbers.model,
      manufacturedOn: serialNumbers.manufacturedOn,
    })
    .from(warrantyItems)
    .innerJoin(serialNumbers, eq(serialNumbers.serial, warrantyItems.serial))
    .where(
      inArray(
        warrantyItems.registrationId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(warrantyItems.id));
  return rows.map((r) => ({
    id: r.id,
    code: r.code,
    status: r.status,
    ownerId: r.ownerId,
    ownerEmail: r.ownerEmail,
    registeredBy: r.registeredBy,
    installedOn: r.installedOn,
    address: r.address,
    country: r.country,
    installerCertificate: r.installerCertificate,
    installerName: r.installerName,
    termYears: r.termYears,
    withMaintenance: r.withMaintenance,
    validUntil: r.validUntil,
    language: r.language,
    revision: r.revision,
    updatedAt: r.updatedAt.toISOString(),
    items: items
      .filter((i) => i.registrationId === r.id)
      .map((i) => ({
        serial: i.serial,
        role: i.role,
        tower: i.tower,
        family: i.family,
        model: i.model,
        manufacturedOn: i.manufacturedOn,
      })),
  }));
}

/** The user's own registrations, and those they registered for customers still unconfirmed. */
export async function listForUser(db: Db, userId: string): Promise<RegistrationView[]> {
  const rows = await db
    .select()
    .from(warrantyRegistrations)
    .where(
      or(
        eq(warrantyRegistrations.ownerId, userId),
        and(
          eq(warrantyRegistrations.registeredBy, userId),
          eq(warrantyRegistrations.status, 'pending'),
        ),
      ),
    )
    .orderBy(desc(warrantyRegistrations.id));
  return withItems(db, rows);
}

/** One registration of its owner; undefined for anyone else (a forged id learns nothing). */
export async function getOwned(db: Db, userId: string, id: number) {
  const rows = await db
    .select()
    .from(warrantyRegistrations)
    .where(and(eq(warrantyRegistrations.id, id), eq(warrantyRegistrations.ownerId, userId)));
  const [view] = await withItems(db, rows);
  return view;
}

/** The owner's name for the certificate: the account's nickname. */
export async function ownerName(db: Db, ownerId: string | null): Promise<string> {
  if (!ownerId) return '';
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, ownerId));
  return row?.name ?? '';
}

/** What the public verification page shows: no person, no address, no serial. */
export type VerifyView = {
  status: RegistrationStatus;
  validUntil: string;
  termYears: number;
  withMaintenance: boolean;
  installedMonth: string;
  products: { family: Family; model: string; count: number }[];
};

export async function verifyView(db: Db, code: string): Promise<VerifyView | undefined> {
  const rows = await db
    .select()
    .from(warrantyRegistrations)
    .where(eq(warrantyRegistrations.code, code));
  const [view] = await withItems(db, rows);
  if (!view) return undefined;
  const products = new Map<string, VerifyView['products'][number]>();
  for (const item of view.items) {
    const key = `${item.family}:${item.model}`;
    const entry = products.get(key) ?? { family: item.family, model: item.model, count: 0 };
    entry.count += 1;
    products.set(key, entry);
  }
  return {
    status: view.status,
    validUntil: view.validUntil,
    termYears: view.termYears,
    withMaintenance: view.withMaintenance,
    installedMonth: view.installedOn.slice(0, 7),
    products: [...products.values()],
  };
}
