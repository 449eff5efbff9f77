import 'server-only';
import { and, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import {
  serialNumbers,
  users,
  warrantyEvents,
  warrantyItems,
  warrantyRegistrations,
} from '@/lib/server/db/schema';
import { toCsv } from '@/lib/server/forms/csv';
import { normalizeSerial } from '@/lib/warranty/serial';

// The console: registrations searchable by serial, owner, installer and country; a CSV
// export of the same list; a serial's full history.

export type RegistrationFilters = { q?: string; country?: string; status?: string };

const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function whereOf({ q, country, status }: RegistrationFilters): SQL | undefined {
  const parts: SQL[] = [];
  if (country) parts.push(eq(warrantyRegistrations.country, country.toUpperCase()));
  if (status === 'active' || status === 'pending' || status === 'void') {
    parts.push(eq(warrantyRegistrations.status, status));
  }
  const text = q?.trim();
  if (text) {
    const serial = normalizeSerial(text);
    // Spelled out: inside a subquery a bare column could bind to the inner table.
    const bySerial = sql`exists (select 1 from warranty_items i where i.registration_id = "warranty_registrations"."id" and i.serial like ${like(serial)})`;
    parts.push(
      or(
        bySerial,
        ilike(users.email, like(text)),
        ilike(warrantyRegistrations.ownerEmail, like(text)),
        ilike(warrantyRegistrations.installerName, like(text)),
        ilike(warrantyRegistrations.installerCertificate, like(text)),
      )!,
    );
  }
  return parts.length ? and(...parts) : undefined;
}

const columns = {
  id: warrantyRegistrations.id,
  status: warrantyRegistrations.status,
  ownerEmail: sql<string | null>`coalesce(${users.email}, ${warrantyRegistrations.ownerEmail})`,
  installerCertificate: warrantyRegistrations.installerCertificate,
  installerName: warrantyRegistrations.installerName,
  country: warrantyRegistrations.country,
  installedOn: warrantyRegistrations.installedOn,
  validUntil: warrantyRegistrations.validUntil,
  termYears: warrantyRegistrations.termYears,
  voidReason: warrantyRegistrations.voidReason,
  createdAt: warrantyRegistrations.createdAt,
};

function baseQuery(db: Db, filters: RegistrationFilters) {
  return db
    .select(columns)
    .from(warrantyRegistrations)
    .leftJoin(users, eq(users.id, warrantyRegistrations.ownerId))
    .where(whereOf(filters));
}

/** One page of registrations, newest first, each with its serials. */
export async function searchRegistrations(
  db: Db,
  filters: RegistrationFilters,
  { page = 1, size = 20 } = {},
) {
  const [rows, counted] = await Promise.all([
    baseQuery(db, filters)
      .orderBy(desc(warrantyRegistrations.id))
      .limit(size)
      .offset((page - 1) * size),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(warrantyRegistrations)
      .leftJoin(users, eq(users.id, warrantyRegistrations.ownerId))
      .where(whereOf(filters)),
  ]);
  const total = counted[0]?.total ?? 0;
  const items = rows.length
    ? await db
        .select({ registrationId: warrantyItems.registrationId, serial: warrantyItems.serial })
        .from(warrantyItems)
        .where(
          inArray(
            warrantyItems.registrationId,
            rows.map((r) => r.id),
          ),
        )
    : [];
  return {
    total,
    page,
    size,
    items: rows.map((r) => ({
      ...r,
      createdAt: r.createdAt.toISOString(),
      serials: items.filter((i) => i.registrationId === r.id).map((i) => i.serial),
    })),
  };
}

export const EXPORT_COLUMNS = [
  'id',
  'status',
  'ownerEmail',
  'installerCertificate',
  'installerName',
  'country',
  'installedOn',
  'validUntil',
  'termYears',
  'voidReason',
  'createdAt',
  'serials',
] as const;

/** Every registration matching the filters as CSV (cells that look like formulas neutralised). */
export async function exportRegistrations(db: Db, filters: RegistrationFilters): Promise<string> {
  const rows = await baseQuery(db, filters).orderBy(warrantyRegistrations.id);
  const items = await db
    .select({ registrationId: warrantyItems.registrationId, serial: warrantyItems.serial })
    .from(warrantyItems);
  const serialsOf = new Map<number, string[]>();
  for (const i of items)
    serialsOf.set(i.registrationId, [...(serialsOf.get(i.registrationId) ?? []), i.serial]);
  return toCsv(
    EXPORT_COLUMNS,
    rows.map((r) => ({ ...r, serials: (serialsOf.get(r.id) ?? []).join(' ') })),
  );
}

/** A serial's full history: when it was made, every registration it was in, every event. */
export async function serialHistory(db: Db, input: string) {
  const serial = normalizeSerial(input);
  const [made] = await db.select().from(serialNumbers).where(eq(serialNumbers.serial, serial));
  if (!made) return undefined;
  const regs = await db
    .select({
      id: warrantyRegistrations.id,
      status: warrantyRegistrations.status,
      country: warrantyRegistrations.country,
      installedOn: warrantyRegistrations.installedOn,
      current: warrantyItems.current,
    })
    .from(warrantyItems)
    .innerJoin(warrantyRegistrations, eq(warrantyRegistrations.id, warrantyItems.registrationId))
    .where(eq(warrantyItems.serial, serial))
    .orderBy(warrantyRegistrations.id);
  const events = regs.length
    ? await db
        .select({
          registrationId: warrantyEvents.registrationId,
          kind: warrantyEvents.kind,
          actorEmail: users.email,
          detail: warrantyEvents.detail,
          at: warrantyEvents.createdAt,
        })
        .from(warrantyEvents)
        .leftJoin(users, eq(users.id, warrantyEvents.actorId))
        .where(
          inArray(
            warrantyEvents.registrationId,
            regs.map((r) => r.id),
          ),
        )
        .orderBy(warrantyEvents.createdAt, warrantyEvents.id)
    : [];
  return {
    serial: made.serial,
    family: made.family,
    model: made.model,
    manufacturedOn: made.manufacturedOn,
    source: made.source,
    registrations: regs,
    events: events.map((e) => ({ ...e, at: e.at.toISOString() })),
  };
}
