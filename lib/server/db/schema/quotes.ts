import 'server-only';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { oneOfCheck } from './columns';

// Quote requests from the estimator, routed to certified partners (a company
// whose people hold both certificates) in the visitor's country, in turns; staff when none.

export const quoteStates = ['assigned', 'accepted', 'staff'] as const;
export type QuoteState = (typeof quoteStates)[number];

export const quoteRequests = pgTable(
  'quote_requests',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    postcode: text('postcode').notNull(),
    country: text('country').notNull(),
    /** The page's language code: the visitor's confirmation is written in it. */
    language: text('language').notNull(),
    /** The estimator's inputs and the recommended system, as the visitor saw them. */
    configuration: jsonb('configuration').notNull(),
    /** certifications.companyKey of the partner it is with; null while it is with staff. */
    partnerKey: text('partner_key'),
    status: text('status').$type<QuoteState>().notNull(),
    acceptedBy: text('accepted_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    oneOfCheck('quote_requests_status_check', t.status, quoteStates),
    index('quote_requests_partner_idx').on(t.partnerKey),
    index('quote_requests_created_idx').on(t.createdAt),
  ],
);

export const quoteEventKinds = ['assigned', 'staff', 'accepted', 'declined', 'reassigned'] as const;
export type QuoteEventKind = (typeof quoteEventKinds)[number];

/** The history of a request: every assignment, acceptance, decline (with its reason). */
export const quoteEvents = pgTable(
  'quote_events',
  {
    id: serial('id').primaryKey(),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quoteRequests.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<QuoteEventKind>().notNull(),
    partnerKey: text('partner_key'),
    actor: text('actor'),
    reason: text('reason'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    oneOfCheck('quote_events_kind_check', t.kind, quoteEventKinds),
    index('quote_events_quote_idx').on(t.quoteId),
  ],
);

/** Whose turn it is: each partner's last assignment; the oldest (or none yet) goes next. */
export const quotePartnerTurns = pgTable('quote_partner_turns', {
  partnerKey: text('partner_key').primaryKey(),
  lastAssignedAt: timestamp('last_assigned_at', { withTimezone: true }),
  assigned: integer('assigned').notNull().default(0),
});
