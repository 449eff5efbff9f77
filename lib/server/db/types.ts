import 'server-only';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/** The database as the data layer sees it: drizzle's PostgreSQL base, whichever the driver. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DbDriver = 'pglite' | 'postgres';

/**
 * Where the data lives: a PostgreSQL URL, else an embedded PGlite dir (or `memory://`), which
 * when new may start as a copy of `pgliteTemplate` (a PGlite dumpDataDir tarball; tests).
 */
export type DbConfig = { databaseUrl?: string; pgliteDir: string; pgliteTemplate?: string };

/**
 * Call `onNotify` on every NOTIFY of `channel` that commits, from this process or any other on
 * the same database, until the returned function is called or the database is closed. The
 * channel is a lower-case identifier. A notification is a hint, never the data: whoever listens
 * reads the rows it is about, and polls as well (a listener that reconnects may miss some).
 */
export type Listen = (channel: string, onNotify: () => void) => Promise<() => Promise<void>>;

/**
 * One open database: the drizzle instance, its driver, how to listen, and how to let it go.
 * PGlite's also dumps its data dir as a tarball, which `pgliteTemplate` can start another from.
 */
export type DbHandle = {
  db: Db;
  driver: DbDriver;
  listen: Listen;
  close: () => Promise<void>;
  dumpDataDir?: () => Promise<Blob>;
};
