import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { LanguageCode } from '@/lib/i18n/locales';
import type { Db } from '@/lib/server/db/client';
import { expireTag } from '@/lib/server/data/expire';
import { warrantyCodesTag } from '@/lib/server/data/tags';
import { isUniqueViolation } from '@/lib/server/db/errors';
import {
  certifications,
  serialNumbers,
  warrantyEvents,
  warrantyItems,
  warrantyRegistrations,
  type ItemRole,
} from '@/lib/server/db/schema';
import { latestToday, termFor } from '@/lib/warranty/terms';
import { parseSerial } from '@/lib/warranty/serial';
import { MAX_MODULES_PER_TOWER, type Registration } from '@/lib/validation/warranty';
import { issueCode } from './codes';
import { Problems } from './errors';

export type WarrantyActor = { id: string; email: string; emailVerified: boolean };

type Planned = { field: string; serial: string; role: ItemRole; tower: number | null };

/** The public verification code: 128 random bits, base64url (22 characters). */
export const newVerifyCode = () => randomBytes(16).toString('base64url');

/** `VC-12` → 12; anything else → null. */
const certificateId = (text: string) => {
  const match = /^VC-?(\d{1,9})$/.exec(text);
  return match ? Number(match[1]) : null;
};
export const certificateNumber = (id: number) => `VC-${id}`;

/** A technical certificate by its number, or the first one a person holds. */
async function technicalCertificate(db: Db, by: { number?: string; email?: string }) {
  const where = by.number
    ? eq(certifications.id, certificateId(by.number) ?? -1)
    : eq(certifications.email, by.email!.toLowerCase());
  const [row] = await db
    .select()
    .from(certifications)
    .where(and(where, eq(certifications.kind, 'technical')))
    .orderBy(certifications.id)
    .limit(1);
  return row;
}

/** Does this account hold a technical certificate (may register for a customer)? */
export async function installerCertificateOf(db: Db, actor: WarrantyActor) {
  if (!actor.emailVerified) return undefined;
  return technicalCertificate(db, { email: actor.email });
}

/** Every rule that needs no database: serial shapes, families, towers, repeats. */
function planItems(input: Registration, problems: Problems): Planned[] {
  const planned: Planned[] = [];
  const check = (field: string, value: string, want: 'hybridUnit' | 'batteryModule') => {
    const parsed = parseSerial(value);
    if (!parsed.ok)
      return problems.add(field, parsed.problem === 'check' ? 'serialCheck' : 'serialFormat');
    if (parsed.value.family !== want) {
      return problems.add(field, want === 'hybridUnit' ? 'serialNotHybrid' : 'serialNotModule');
    }
    planned.push({
      field,
      serial: parsed.value.serial,
      role: want === 'hybridUnit' ? 'hybrid' : 'module',
      tower: want === 'hybridUnit' ? null : Number(field.split('.')[1]) + 1,
    });
  };
  check('hybrid', input.hybrid, 'hybridUnit');
  input.towers.forEach((tower, t) => {
    if (tower.length < 1 || tower.length > MAX_MODULES_PER_TOWER)
      problems.add(`towers.${t}`, 'towerSize');
    tower.forEach((serial, m) => check(`towers.${t}.${m}`, serial, 'batteryModule'));
  });
  const seen = new Map<string, string>();
  for (const item of planned) {
    if (seen.has(item.serial)) problems.add(item.field, 'serialRepeated');
    else seen.set(item.serial, item.field);
  }
  return planned;
}

export type RegisterOptions = {
  language: LanguageCode;
  /** Set when a certified installer registers for a customer: the owner confirms by code. */
  ownerEmail?: string;
  now?: Date;
};

export type Registered = { id: number; code: string; status: 'active' | 'pending' };

/**
 * Register an installation. Every rule is checked and all problems answered at once
 * (400, or 409 when the serials are registered already); nothing is stored unless all pass.
 * The partial unique index on current items decides between two simultaneous registrations of
 * one serial: the second insert fails and its transaction stores nothing.
 */
export async function registerInstallation(
  db: Db,
  actor: WarrantyActor,
  input: Registration,
  options: RegisterOptions,
): Promise<Registered> {
  const problems = new Problems();
  const planned = planItems(input, problems);
  const serials = planned.map((p) => p.serial);

  const [known, taken] = serials.length
    ? await Promise.all([
        db
          .select({ serial: serialNumbers.serial, manufacturedOn: serialNumbers.manufacturedOn })
          .from(serialNumbers)
          .where(inArray(serialNumbers.serial, serials)),
        db
          .select({ serial: warrantyItems.serial })
          .from(warrantyItems)
          .where(and(inArray(warrantyItems.serial, serials), eq(warrantyItems.current, true))),
      ])
    : [[], []];
  const made = new Map(known.map((k) => [k.serial, k.manufacturedOn]));
  const registered = new Set(taken.map((t) => t.serial));
  for (const item of planned) {
    if (!made.has(item.serial)) problems.add(item.field, 'serialUnknown');
    else if (registered.has(item.serial)) problems.add(item.field, 'serialRegistered');
  }
  if (input.installedOn > latestToday(options.now)) problems.add('installedOn', 'dateInFuture');
  const newest = [...made.values()].sort().at(-1);
  if (newest && input.installedOn < newest) problems.add('installedOn', 'dateBeforeManufacture');

  let certificate: Awaited<ReturnType<typeof technicalCertificate>>;
  if (options.ownerEmail) {
    certificate = await installerCertificateOf(db, actor);
    if (!certificate) problems.add('_', 'notInstaller');
    if (options.ownerEmail === actor.email.toLowerCase()) problems.add('ownerEmail', 'ownEmail');
  } else if (input.certificate) {
    certificate = await technicalCertificate(db, { number: input.certificate });
    if (!certificate) problems.add('certificate', 'certificateUnknown');
  }
  problems.throwIfAny();

  const term = termFor(input.installedOn, !!certificate);
  const pending = !!options.ownerEmail;
  const code = newVerifyCode();
  try {
    const registered = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(warrantyRegistrations)
        .values({
          code,
          status: pending ? 'pending' : 'active',
          ownerId: pending ? null : actor.id,
          ownerEmail: pending ? options.ownerEmail! : null,
          registeredBy: actor.id,
          installedOn: input.installedOn,
          address: input.address,
          country: input.country,
          installerCertificate: certificate ? certificateNumber(certificate.id) : null,
          installerName: certificate ? `${certificate.personName}, ${certificate.company}` : null,
          termYears: term.years,
          withMaintenance: term.withMaintenance,
          validUntil: term.validUntil,
          language: options.language,
        })
        .returning({ id: warrantyRegistrations.id });
      const id = row!.id;
      await tx.insert(warrantyItems).values(
        planned.map((p) => ({
          registrationId: id,
          serial: p.serial,
          role: p.role,
          tower: p.tower,
        })),
      );
      await tx.insert(warrantyEvents).values({
        registrationId: id,
        kind: 'registered',
        actorId: actor.id,
        detail: { serials, byInstaller: pending },
      });
      if (pending) {
        await issueCode(tx, {
          registrationId: id,
          purpose: 'confirm',
          email: options.ownerEmail!,
          createdBy: actor.id,
          language: options.language,
          now: options.now,
        });
      }
      return { id, code, status: pending ? ('pending' as const) : ('active' as const) };
    });
    // Every instance's index of codes (lib/server/data/known-details.ts) reads them again, so
    // the certificate's page answers at once.
    await expireTag(warrantyCodesTag).catch((error: Error) =>
      console.error('[warranty] expire the index of codes:', error.message),
    );
    return registered;
  } catch (error) {
    if (!isUniqueViolation(error, 'warranty_items_current_serial_idx')) throw error;
    // Another registration took one of these serials between the check and the insert.
    const lost = new Problems();
    const now = await db
      .select({ serial: warrantyItems.serial })
      .from(warrantyItems)
      .where(and(inArray(warrantyItems.serial, serials), eq(warrantyItems.current, true)));
    const gone = new Set(now.map((r) => r.serial));
    for (const item of planned) if (gone.has(item.serial)) lost.add(item.field, 'serialRegistered');
    if (!lost.any) lost.add('_', 'serialRegistered');
    lost.throwIfAny();
    throw error;
  }
}
