import 'server-only';
import {
  boolean,
  index,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { oneOfCheck } from './columns';

// Proof of cookie consent: every choice a visitor makes is a new row, so the
// history of one consent id shows what was allowed when. No IP address is kept, in clear or not:
// the random consent id (also in the visitor's cookie) is what links a browser to its choices.

export const consentActions = ['accept_all', 'decline', 'selection'] as const;

export const consentRecords = pgTable(
  'consent_records',
  {
    id: serial('id').primaryKey(),
    consentId: text('consent_id').notNull(),
    action: text('action').notNull(),
    /** Necessary cookies are always on; only the optional categories are recorded. */
    preference: boolean('preference').notNull(),
    statistics: boolean('statistics').notNull(),
    marketing: boolean('marketing').notNull(),
    /** The banner's version the visitor answered (a new version asks again). */
    policyVersion: smallint('policy_version').notNull(),
    language: text('language').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    oneOfCheck('consent_records_action_check', t.action, consentActions),
    index('consent_records_consent_id_idx').on(t.consentId),
    index('consent_records_created_idx').on(t.createdAt),
  ],
);

export type VisitedRoute = { path: string; at: number };

// Visitor tracking, only with statistics consent: one row per visit (the session id
// of the browser tab), updated by each beacon sent when the page is hidden.
export const visitorVisits = pgTable(
  'visitor_visits',
  {
    id: serial('id').primaryKey(),
    sessionId: text('session_id').notNull(),
    consentId: text('consent_id').notNull(),
    client: text('client').notNull(),
    landingPage: text('landing_page').notNull(),
    browser: text('browser').notNull(),
    /** True until the visitor reaches a second page. */
    jumpOut: boolean('jump_out').notNull().default(true),
    refer: text('refer').notNull().default(''),
    timezone: text('timezone').notNull(),
    routes: jsonb('routes').$type<VisitedRoute[]>().notNull().default([]),
    /** Files (documents, videos, images) the visitor opened. */
    resources: jsonb('resources').$type<string[]>().notNull().default([]),
    language: text('language').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('visitor_visits_session_idx').on(t.sessionId),
    index('visitor_visits_created_idx').on(t.createdAt),
  ],
);
