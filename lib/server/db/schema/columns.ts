import 'server-only';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  smallint,
  timestamp,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

/**
 * Columns every content row carries. A list item has `websiteId` (1–7, the
 * language table) and a boolean `state` (published); the client buckets rows by websiteId.
 * Each language version is published on its own: `state` false is a draft, and a
 * published row with `publishAt` in the future is scheduled, visible to visitors from then on.
 * `revision` counts the edits, so a stale edit is refused instead of overwriting a newer one.
 */
export const contentColumns = () => ({
  websiteId: smallint('website_id').notNull(),
  state: boolean('state').notNull().default(true),
  publishAt: timestamp('publish_at', { withTimezone: true }),
  revision: integer('revision').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** websiteId outside the language table would land in the wrong bucket: refuse it. */
export const websiteIdCheck = (table: string, column: AnyPgColumn) =>
  check(`${table}_website_id_check`, sql`${column} between 1 and 7`);

/** A text column limited to a closed set, kept as text so adding a value is a plain migration. */
export const oneOfCheck = (name: string, column: AnyPgColumn, values: readonly string[]) =>
  check(name, sql`${column} in (${sql.raw(values.map((v) => `'${v}'`).join(', '))})`);
