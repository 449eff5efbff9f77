// Integration project's globalSetup (vitest.config.ts): one migrated and seeded database per run,
// which every suite's fresh database is then a copy of (tests/support/db.ts). Migrating, seeding
// and indexing for search cost each suite over a minute on a busy two-core machine; a copy costs
// a second or two. The real first start (an empty database migrated and seeded) keeps its own
// suite: tests/integration/db-migrate-seed.pg.test.ts opens without the template.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDb } from '@/lib/server/db/open';
import { MEMORY_DIR } from '@/lib/server/db/open-pglite';
import { dropDatabase, recreateDatabase } from '@/scripts/lib/postgres-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PostgreSQL: the template database's URL; PGlite: the path of a dumpDataDir tarball. */
    dbTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const baseUrl = process.env.TEST_DATABASE_URL || undefined;
  if (baseUrl) {
    const templateUrl = await recreateDatabase(baseUrl, 'template');
    // Closed before any suite copies it: CREATE DATABASE … TEMPLATE needs it unused.
    await (await openDb({ databaseUrl: templateUrl, pgliteDir: MEMORY_DIR })).close();
    project.provide('dbTemplate', templateUrl);
    return () => dropDatabase(templateUrl);
  }

  // In memory, dumped by the instance that migrated and seeded it. (Opening a second PGlite on a
  // data dir here, in vitest's main process, could end the whole run at once with status 0.)
  const handle = await openDb({ pgliteDir: MEMORY_DIR });
  const tarball = await handle.dumpDataDir!();
  await handle.close();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'voltara-db-template-'));
  const file = path.join(dir, 'template.tar');
  fs.writeFileSync(file, Buffer.from(await tarball.arrayBuffer()));
  project.provide('dbTemplate', file);
  return async () => fs.rmSync(dir, { recursive: true, force: true });
}
