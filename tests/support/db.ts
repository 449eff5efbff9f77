import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { closeDb } from '@/lib/server/db/client';
import { MEMORY_DIR } from '@/lib/server/db/open-pglite';
import { discardUsage } from '@/lib/server/open-api/usage';
import type { DbConfig, DbDriver } from '@/lib/server/db/types';
import { resetServerEnv } from '@/lib/server/env';
import { recreateDatabase } from '@/scripts/lib/postgres-database';

/**
 * Integration tests run on PGlite in memory by default, and on PostgreSQL when TEST_DATABASE_URL
 * is set (e.g. postgres://postgres@127.0.0.1:5432/test). On PostgreSQL each suite gets its own
 * database `<that db>_<suite>`, dropped and created afresh, so reruns start clean and nothing
 * else in the server is touched (the role needs CREATEDB).
 */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;
export const testDriver: DbDriver = testDatabaseUrl ? 'postgres' : 'pglite';

/**
 * For a test that opens a new PGlite data dir: initdb runs in a child process before the server
 * opens the dir (lib/server/db/open-pglite.ts), seconds on a quiet machine, over 30 s on a busy one.
 */
export const FIRST_OPEN_TIMEOUT_MS = 120_000;

const tempDirs: string[] = [];

/** A fresh temp dir for an on-disk PGlite database (removed by removeTestDirs). */
export function makeTestDir(prefix = 'voltara-db-'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
}

export function removeTestDirs(): void {
  for (const dir of tempDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
}

/**
 * The run's migrated and seeded template as a PGlite tarball, for a test that opens a data dir of
 * its own (undefined on PostgreSQL, where the template is a database).
 */
export function pgliteTemplate(): string | undefined {
  return testDatabaseUrl ? undefined : inject('dbTemplate');
}

/**
 * A new database for one suite, nobody else's: a copy of the run's migrated and seeded template
 * (tests/support/db-template.ts), or with `empty` a database that was never migrated, whose first
 * open migrates and seeds it as a first start does. `persistent` matters for PGlite only: a dir
 * on disk (so a second open sees the first one's data) instead of memory.
 */
export async function createTestDatabase(
  suite: string,
  { persistent = false, empty = false } = {},
): Promise<DbConfig> {
  const template = empty ? undefined : inject('dbTemplate');
  if (testDatabaseUrl) {
    const databaseUrl = await recreateDatabase(testDatabaseUrl, suite, template);
    return { databaseUrl, pgliteDir: MEMORY_DIR };
  }
  const pgliteDir = persistent ? path.join(makeTestDir(), 'db') : MEMORY_DIR;
  return { pgliteDir, pgliteTemplate: template };
}

/** Point the app's getDb() (and so the API) at a fresh database for this suite. */
export async function useTestDatabase(
  suite: string,
  options: { persistent?: boolean; empty?: boolean } = {},
): Promise<DbConfig> {
  await closeDb();
  // The Open API's usage totals held for a flush belong to the previous suite's database.
  discardUsage();
  const config = await createTestDatabase(suite, options);
  if (config.databaseUrl) process.env.DATABASE_URL = config.databaseUrl;
  else delete process.env.DATABASE_URL;
  process.env.PGLITE_DIR = config.pgliteDir;
  if (config.pgliteTemplate) process.env.PGLITE_TEMPLATE = config.pgliteTemplate;
  else delete process.env.PGLITE_TEMPLATE;
  resetServerEnv();
  return config;
}
