import 'server-only';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { PGlite } from '@electric-sql/pglite';
import { acquireDirLock } from './lock';
import { migrationsFolder } from './migrations-folder';
import * as schema from './schema';
import { seedDatabase } from './seed';
import type { Db, DbHandle } from './types';

export const MEMORY_DIR = 'memory://';

/**
 * PostgreSQL's settings inside the WASM, on top of PGlite's own. Its default 128 MB of
 * shared buffers are touched when PostgreSQL starts, so they stay resident (WASM memory never
 * shrinks): ~150 MB of RSS for a database of a few MB. 16 MB keeps the hot pages; the rest is
 * read through Node's fs, from the OS page cache.
 */
export const PGLITE_SETTINGS = ['shared_buffers=16MB'];

/** Opens a fresh data dir, runs initdb in it and closes it: what a child process runs. */
const INIT_SCRIPT = `
const { PGlite } = await import('@electric-sql/pglite');
const [dir, params] = process.argv.slice(1);
const pg = new PGlite(dir, { startParams: JSON.parse(params) });
await pg.waitReady;
await pg.close();
`;

/**
 * A data dir that was never initialised gets its cluster from a short-lived child process. In
 * this process, PGlite's initdb leaves ~430 MB of dead WASM memories and the data dir's tarball
 * behind, and V8 does not collect them until a full GC, which a quiet server may not run for
 * hours.
 */
async function initDataDir(dataDir: string, startParams: string[]): Promise<void> {
  if (fs.existsSync(path.join(dataDir, 'PG_VERSION'))) return;
  await promisify(execFile)(
    process.execPath,
    ['--input-type=module', '-e', INIT_SCRIPT, dataDir, JSON.stringify(startParams)],
    // Resolved from the working directory, like the migrations (the app's node_modules).
    { cwd: process.cwd(), timeout: 120_000 },
  );
}

/**
 * Open the embedded database at `dir` (or in memory) behind the dir's lock; migrate; seed.
 * `template`: a PGlite `dumpDataDir` tarball that a new data dir starts as (instead of an empty
 * cluster); the migrations still run over it and the seed still runs if it is empty, so an
 * older or empty template is brought up to date the same way as a new database.
 */
export async function openPglite(dir: string, template?: string): Promise<DbHandle> {
  if (dir === MEMORY_DIR) return start(dir, template, async () => {});

  const dataDir = path.resolve(dir);
  fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  // Beside the dir rather than in it: PGlite owns the dir's contents.
  const release = acquireDirLock(`${dataDir}.lock`, dataDir);
  try {
    return await start(dataDir, template, async () => release());
  } catch (error) {
    release();
    throw error;
  }
}

async function start(
  dataDir: string,
  template: string | undefined,
  afterClose: () => Promise<void>,
): Promise<DbHandle> {
  // Loaded on demand: a PostgreSQL deployment never pays for PGlite's WASM (~400 MB RSS).
  const [{ PGlite }, { pg_trgm }, { unaccent }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('@electric-sql/pglite/contrib/unaccent'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const startParams = [
    ...PGlite.defaultStartParams,
    ...PGLITE_SETTINGS.flatMap((setting) => ['-c', setting]),
  ];
  const isNew = dataDir === MEMORY_DIR || !fs.existsSync(path.join(dataDir, 'PG_VERSION'));
  // A new dir from the template is unpacked here: no initdb to keep out of this process.
  const loadDataDir =
    template && isNew ? new Blob([await fs.promises.readFile(template)]) : undefined;
  if (dataDir !== MEMORY_DIR && !loadDataDir) await initDataDir(dataDir, startParams);
  // The search index (migration 0007) needs pg_trgm and unaccent: PGlite ships them as
  // extensions loaded here; the migration's CREATE EXTENSION then works as on a server.
  const client: PGlite = new PGlite(dataDir, {
    startParams,
    extensions: { pg_trgm, unaccent },
    loadDataDir,
  });
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
    await seedDatabase(db);
    const listen = async (channel: string, onNotify: () => void) => {
      const stop = await client.listen(channel, () => onNotify());
      return async () => {
        if (!client.closed) await stop();
      };
    };
    const dumpDataDir = () => client.dumpDataDir('none');
    return { db, driver: 'pglite', listen, close, dumpDataDir };
  } catch (error) {
    await close();
    throw error;
  }
}
