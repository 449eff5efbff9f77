import 'server-only';
import { sql } from 'drizzle-orm';
import { serverEnv } from '@/lib/server/env';
import { openDb } from './open';
import type { Db, DbDriver, DbHandle } from './types';

export type { Db, DbDriver, DbHandle } from './types';

// Kept on globalThis, not in a module variable: Next may load this module once per bundle (route
// handlers, pages) and again on every dev reload, and PGlite must be opened once per process.
const slot = globalThis as typeof globalThis & { __voltaraDb?: ReturnType<typeof openDb> };

/** The driver the environment selects: PostgreSQL when DATABASE_URL is set, else PGlite. */
export function dbDriver(): DbDriver {
  return serverEnv().DATABASE_URL ? 'postgres' : 'pglite';
}

/**
 * The process's database, opened, migrated and seeded on first use (never at import: the build
 * must not open it). A failed open is forgotten so the next call retries (a server back up).
 */
export async function getDb(): Promise<Db> {
  return (await getDbHandle()).db;
}

/** getDb()'s handle: also its driver, and listening for notifications (the mail worker). */
export function getDbHandle(): Promise<DbHandle> {
  if (!slot.__voltaraDb) {
    const { DATABASE_URL, PGLITE_DIR, PGLITE_TEMPLATE } = serverEnv();
    const opening = openDb({
      databaseUrl: DATABASE_URL,
      pgliteDir: PGLITE_DIR,
      pgliteTemplate: PGLITE_TEMPLATE,
    });
    slot.__voltaraDb = opening;
    opening.catch(() => {
      if (slot.__voltaraDb === opening) slot.__voltaraDb = undefined;
    });
  }
  return slot.__voltaraDb;
}

/** Health probe: true when the database answers a trivial query. */
export async function checkDb(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/** Close the process's database and release its lock (tests, graceful shutdown). */
export async function closeDb(): Promise<void> {
  const opening = slot.__voltaraDb;
  slot.__voltaraDb = undefined;
  if (opening) await (await opening.catch(() => undefined))?.close();
}
