import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { acquireDirLock } from './lock';
import { migrationsFolder } from './migrations-folder';
import * as schema from './schema';
import { seedIfEmpty } from './seed';
import type { Db, DbHandle } from './types';

export const MEMORY_DIR = 'memory://';

/** Open the embedded database at `dir` (or in memory) behind the dir's lock; migrate; seed. */
export async function openPglite(dir: string): Promise<DbHandle> {
  if (dir === MEMORY_DIR) return start(dir, async () => {});

  const dataDir = path.resolve(dir);
  fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  // Beside the dir rather than in it: PGlite owns the dir's contents.
  const release = acquireDirLock(`${dataDir}.lock`, dataDir);
  try {
    return await start(dataDir, async () => release());
  } catch (error) {
    release();
    throw error;
  }
}

async function start(dataDir: string, afterClose: () => Promise<void>): Promise<DbHandle> {
  // Loaded on demand: a PostgreSQL deployment never pays for PGlite's WASM (~400 MB RSS).
  const [{ PGlite }, { pg_trgm }, { unaccent }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('@electric-sql/pglite/contrib/unaccent'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  // The search index (migration 0007) needs pg_trgm and unaccent: PGlite ships them as
  // extensions loaded here; the migration's CREATE EXTENSION then works as on a server.
  const client: PGlite = new PGlite(dataDir, { extensions: { pg_trgm, unaccent } });
  const close = async () => {
    try {
      if (!client.closed) await client.close();
    } finally {
      await afterClose();
    }
  };
  try {
    const typed = drizzle({ client, schema });
    await migrate(typed, { migrationsFolder: migrationsFolder() });
    // PgliteDatabase is a PgDatabase; only its result-type brand differs from the base type.
    const db = typed as unknown as Db;
    await seedIfEmpty(db);
    return { db, driver: 'pglite', close };
  } catch (error) {
    await close();
    throw error;
  }
}
