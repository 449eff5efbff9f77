import 'server-only';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { ApiScope } from '@/lib/open-api/scopes';
import type { ModeSettings } from '@/lib/open-api/schemas';
import { keyEnvironments, type KeyEnvironment } from '@/lib/server/open-api/key-format';
import { apiKeys } from './api-keys';
import { users } from './auth';
import { oneOfCheck } from './columns';

// The Open API platform beyond its keys (docs/requirements.md, Open API platform): applications
// for live access, the operating modes set through the API, the owners' consents per system, and
// the daily usage totals.

export const applicationStatuses = ['pending', 'approved', 'rejected'] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

/**
 * An application for live access, made in the personal center or (source 'staff') a direct grant
 * by staff. An account has live access while its latest decided application is approved.
 */
export const apiApplications = pgTable(
  'api_applications',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: text('source').$type<'applicant' | 'staff'>().notNull(),
    company: text('company').notNull(),
    useCase: text('use_case').notNull(),
    systemsCount: integer('systems_count').notNull(),
    scopes: text('scopes').array().$type<ApiScope[]>().notNull(),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    status: text('status').$type<ApplicationStatus>().notNull(),
    /** Why it was rejected, shown to the applicant. */
    reason: text('reason'),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The language the applicant wrote in: the decision's mail goes out in it. */
    language: text('language').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    oneOfCheck('api_applications_status_check', t.status, applicationStatuses),
    oneOfCheck('api_applications_source_check', t.source, ['applicant', 'staff']),
    index('api_applications_user_idx').on(t.userId),
    index('api_applications_status_idx').on(t.status, t.createdAt),
  ],
);

/**
 * Operating modes set through the API, newest last: a system's mode at a time is its latest row
 * effective by then (self-power with no export limit before the first). Sandbox rows are the
 * simulator's input; live rows are what the system is told.
 */
export const apiSystemModes = pgTable(
  'api_system_modes',
  {
    id: serial('id').primaryKey(),
    environment: text('environment').$type<KeyEnvironment>().notNull(),
    /** The account the mode was set for (the sandbox's systems are per account). */
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    serial: text('serial').notNull(),
    mode: jsonb('mode').$type<ModeSettings>().notNull(),
    exportLimitW: integer('export_limit_w'),
    effectiveFrom: timestamp('effective_from', { withTimezone: true }).notNull(),
    /** The key that set it. */
    keyId: integer('key_id').references(() => apiKeys.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    oneOfCheck('api_system_modes_environment_check', t.environment, keyEnvironments),
    index('api_system_modes_system_idx').on(t.environment, t.userId, t.serial, t.effectiveFrom),
  ],
);

/**
 * An owner's consent for one of their live systems: that `granteeId` (an installer's or a
 * developer's account, or the owner's own) may read it, and with `control` change its mode.
 */
export const apiSystemConsents = pgTable(
  'api_system_consents',
  {
    id: serial('id').primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    granteeId: text('grantee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    serial: text('serial').notNull(),
    control: boolean('control').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('api_system_consents_grantee_idx').on(t.granteeId, t.serial)],
);

/** Status classes the usage totals count apart. */
export const statusClasses = [2, 3, 4, 5] as const;

/**
 * Usage per key, day (UTC), endpoint group and status class: a row per combination, not per
 * request. `latencyBuckets` counts the requests per latency bucket
 * (lib/server/open-api/usage.ts), from which the p95 is read.
 */
export const apiUsageDaily = pgTable(
  'api_usage_daily',
  {
    keyId: integer('key_id')
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    endpointGroup: text('endpoint_group').notNull(),
    statusClass: smallint('status_class').notNull(),
    requests: integer('requests').notNull(),
    latencyBuckets: integer('latency_buckets').array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.keyId, t.day, t.endpointGroup, t.statusClass] })],
);

/**
 * What live systems reported, every 5 minutes: written by the monitoring platform that the data
 * loggers report to (docs/api.md, Open API), read by the Open API's live telemetry and energy.
 * Powers are 5-minute means in the API's sign convention; the state of charge at the step's end.
 */
export const apiSystemReadings = pgTable(
  'api_system_readings',
  {
    serial: text('serial').notNull(),
    time: timestamp('time', { withTimezone: true }).notNull(),
    pvW: integer('pv_w').notNull(),
    loadW: integer('load_w').notNull(),
    batteryW: integer('battery_w').notNull(),
    gridW: integer('grid_w').notNull(),
    socPct: real('soc_pct').notNull(),
  },
  (t) => [primaryKey({ columns: [t.serial, t.time] })],
);
