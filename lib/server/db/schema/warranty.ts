import 'server-only';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { familyNames, type Family } from '@/lib/warranty/serial';
import { oneOfCheck } from './columns';

// Product registration and warranty certificates. The registry of manufactured
// serials is the reference: a product is registered only when its serial is in it.

export const serialNumbers = pgTable(
  'serial_numbers',
  {
    /** lib/warranty/serial.ts: VT + family + YYMM + sequence + ISO 7064 check character. */
    serial: text('serial').primaryKey(),
    family: text('family').$type<Family>().notNull(),
    model: text('model').notNull(),
    manufacturedOn: date('manufactured_on', { mode: 'string' }).notNull(),
    /** 'seed' or the console import that brought it (its audit id). */
    source: text('source').notNull().default('seed'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [oneOfCheck('serial_numbers_family_check', t.family, familyNames)],
);

export const registrationStatuses = ['pending', 'active', 'void'] as const;
export type RegistrationStatus = (typeof registrationStatuses)[number];

export const warrantyRegistrations = pgTable(
  'warranty_registrations',
  {
    id: serial('id').primaryKey(),
    /** The public verification code in the certificate's QR code: 128 random bits, base64url. */
    code: text('code').notNull(),
    /** pending: registered by an installer, waiting for the owner's code; void: by staff. */
    status: text('status').$type<RegistrationStatus>().notNull(),
    /** The owner's account; null while an installer's registration waits for the owner. */
    ownerId: text('owner_id'),
    /** The owner's e-mail as the installer gave it (pending), lowercased. */
    ownerEmail: text('owner_email'),
    /** Who filled in the form (the owner, or the installer for a customer). */
    registeredBy: text('registered_by').notNull(),
    installedOn: date('installed_on', { mode: 'string' }).notNull(),
    address: text('address').notNull(),
    country: text('country').notNull(),
    /** The installer's technical certificate number (VC-<id>) when one was given and valid. */
    installerCertificate: text('installer_certificate'),
    installerName: text('installer_name'),
    termYears: smallint('term_years').notNull(),
    withMaintenance: boolean('with_maintenance').notNull().default(false),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    /** The certificate's language (the owner's), a site language code (en, cn, de …). */
    language: text('language').notNull(),
    voidReason: text('void_reason'),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    /** Raised by every change: the certificate is issued again under a new number. */
    revision: integer('revision').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('warranty_registrations_code_idx').on(t.code),
    oneOfCheck('warranty_registrations_status_check', t.status, registrationStatuses),
    index('warranty_registrations_owner_idx').on(t.ownerId),
    index('warranty_registrations_country_idx').on(t.country),
  ],
);

export const itemRoles = ['hybrid', 'module', 'pcs', 'logger'] as const;
export type ItemRole = (typeof itemRoles)[number];

/**
 * The products of a registration. `current` is true while the registration is not void: the
 * partial unique index lets a serial be in one current registration only, which is what makes
 * exactly one of two simultaneous registrations of the same serial succeed.
 */
export const warrantyItems = pgTable(
  'warranty_items',
  {
    id: serial('id').primaryKey(),
    registrationId: integer('registration_id')
      .notNull()
      .references(() => warrantyRegistrations.id, { onDelete: 'cascade' }),
    serial: text('serial')
      .notNull()
      .references(() => serialNumbers.serial),
    role: text('role').$type<ItemRole>().notNull(),
    /** The tower a battery module stands in (1…), null for other products. */
    tower: smallint('tower'),
    current: boolean('current').notNull().default(true),
  },
  (t) => [
    uniqueIndex('warranty_items_current_serial_idx')
      .on(t.serial)
      .where(sql`${t.current}`),
    index('warranty_items_registration_idx').on(t.registrationId),
    index('warranty_items_serial_idx').on(t.serial),
    oneOfCheck('warranty_items_role_check', t.role, itemRoles),
  ],
);

export const codePurposes = ['confirm', 'transfer'] as const;
export type CodePurpose = (typeof codePurposes)[number];

/** A code mailed to a person: the owner confirming an installer's registration, or a new owner. */
export const warrantyCodes = pgTable(
  'warranty_codes',
  {
    id: serial('id').primaryKey(),
    registrationId: integer('registration_id')
      .notNull()
      .references(() => warrantyRegistrations.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<CodePurpose>().notNull(),
    email: text('email').notNull(),
    /** SHA-256 of the code; the code itself is only in the mail. */
    codeHash: text('code_hash').notNull(),
    tries: smallint('tries').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    oneOfCheck('warranty_codes_purpose_check', t.purpose, codePurposes),
    index('warranty_codes_registration_idx').on(t.registrationId),
  ],
);

export const warrantyEventKinds = [
  'registered',
  'confirmed',
  'transfer-started',
  'transferred',
  'voided',
] as const;
export type WarrantyEventKind = (typeof warrantyEventKinds)[number];

/** The history of a registration (and so of each of its serials): who did what, when. */
export const warrantyEvents = pgTable(
  'warranty_events',
  {
    id: serial('id').primaryKey(),
    registrationId: integer('registration_id')
      .notNull()
      .references(() => warrantyRegistrations.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<WarrantyEventKind>().notNull(),
    actorId: text('actor_id'),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    oneOfCheck('warranty_events_kind_check', t.kind, warrantyEventKinds),
    index('warranty_events_registration_idx').on(t.registrationId),
  ],
);
