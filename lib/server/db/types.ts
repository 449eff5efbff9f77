import 'server-only';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/** The database as the data layer sees it: drizzle's PostgreSQL base, whichever the driver. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DbDriver = 'pglite' | 'postgres';

/** Where the data lives: a PostgreSQL URL, else an embedded PGlite dir (or `memory://`). */
export type DbConfig = { databaseUrl?: string; pgliteDir: string };

/** One open database: the drizzle instance, its driver, and how to let it go. */
export type DbHandle = { db: Db; driver: DbDriver; close: () => Promise<void> };
