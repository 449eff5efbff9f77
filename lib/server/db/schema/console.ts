import 'server-only';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { oneOfCheck } from './columns';

// The editor console: who did what, the certificates approved applications grant,
// and the files editors upload.

/** Who did what to which item, when. Rows are only ever added. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    /** The acting user's id and e-mail at the time (kept if the account is deleted later). */
    actorId: text('actor_id').notNull(),
    actorEmail: text('actor_email').notNull(),
    /** e.g. 'content.publish', 'submission.handle', 'user.role'. */
    action: text('action').notNull(),
    /** e.g. 'news', 'contact', 'user'. */
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    /** The language version touched (websiteId 1–7), when there is one. */
    websiteId: integer('website_id'),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_entity_idx').on(t.entity, t.entityId),
  ],
);

export const certificationKinds = ['sales', 'technical'] as const;
export type CertificationKind = (typeof certificationKinds)[number];

/**
 * Certificates belong to the person, not the company; a company whose people hold
 * both a sales and a technical certificate is a certified partner. `companyKey` is the company
 * name folded (lowercase, single spaces) so "ACME Solar " and "acme solar" are one company.
 */
export const certifications = pgTable(
  'certifications',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    personName: text('person_name').notNull(),
    company: text('company').notNull(),
    companyKey: text('company_key').notNull(),
    country: text('country').notNull(),
    kind: text('kind').$type<CertificationKind>().notNull(),
    applicationId: integer('application_id'),
    grantedBy: text('granted_by').notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    oneOfCheck('certifications_kind_check', t.kind, certificationKinds),
    uniqueIndex('certifications_person_kind_idx').on(t.email, t.kind),
    index('certifications_company_idx').on(t.companyKey),
  ],
);

/** An uploaded file: its bytes live in the storage (the data directory by default). */
export const uploads = pgTable('uploads', {
  /** The storage key, also the public path segment: /api/files/<key>. */
  key: text('key').primaryKey(),
  filename: text('filename').notNull(),
  contentType: text('content_type').notNull(),
  size: bigint('size', { mode: 'number' }).notNull(),
  createdBy: text('created_by').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
