// The integration projects' globalSetup (vitest.config.ts): one migrated and seeded database per
// run, which every suite's fresh database is then a copy of (tests/support/db.ts). Migrating, seeding
// and indexing for search cost each suite over a minute on a busy two-core machine; a copy costs
// a second or two. The real first start (an empty database migrated and seeded) keeps its own
// suite: tests/integration/db-migrate-seed.pg.test.ts opens without the template.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { TestProject } from 'vitest/node';
import { openDb } from '@/lib/server/db/open';
import { MEMORY_DIR } from '@/lib/server/db/open-pglite';
import { rowsOf } from '@/lib/server/search/rows';
import { dropDatabase, recreateDatabase } from '@/scripts/lib/postgres-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PostgreSQL: the template database's URL; PGlite: the path of a dumpDataDir tarball. */
    dbTemplate: string;
  }
}

type Template = { value: string; remove: () => Promise<void> };
/** Both integration projects call this in vitest's process: the first one makes the template. */
const shared = globalThis as { dbTemplate?: { ready: Promise<Template>; users: number } };

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const entry = (shared.dbTemplate ??= { ready: makeTemplate(), users: 0 });
  entry.users += 1;
  const template = await entry.ready;
  project.provide('dbTemplate', template.value);
  return async () => {
    entry.users -= 1;
    if (entry.users > 0) return;
    delete shared.dbTemplate;
    await template.remove();
  };
}

async function makeTemplate(): Promise<Template> {
  const baseUrl = process.env.TEST_DATABASE_URL || undefined;
  if (baseUrl) {
    const templateUrl = await recreateDatabase(baseUrl, 'template');
    // Closed before any suite copies it: CREATE DATABASE … TEMPLATE needs it unused.
    await (await openDb({ databaseUrl: templateUrl, pgliteDir: MEMORY_DIR })).close();
    return { value: templateUrl, remove: () => dropDatabase(templateUrl) };
  }

  // In memory, dumped by the instance that migrated and seeded it. (Opening a second PGlite on a
  // data dir here, in vitest's main process, could end the whole run at once with status 0.)
  const handle = await openDb({ pgliteDir: MEMORY_DIR });
  // After a checkpoint a start needs no WAL but the current segment's.
  await handle.db.execute(sql`CHECKPOINT`);
  const [current] = rowsOf<{ segment: string }>(
    await handle.db.execute(sql`SELECT pg_walfile_name(pg_current_wal_lsn()) AS segment`),
  );
  const tarball = await handle.dumpDataDir!();
  await handle.close();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'voltara-db-template-'));
  const file = path.join(dir, 'template.tar');
  const tar = new Uint8Array(await tarball.arrayBuffer());
  fs.writeFileSync(file, withoutSpareWal(tar, current!.segment));
  return { value: file, remove: async () => fs.rmSync(dir, { recursive: true, force: true }) };
}

const TAR_BLOCK = 512;
const WAL_SEGMENT = /^\/?pg_wal\/[0-9A-F]{24}$/;

/**
 * The dump holds every WAL segment PostgreSQL keeps for reuse: 64 MB of a 124 MB tarball, which
 * every suite would unpack (half of its database's start). Only `keep`, the segment the last
 * checkpoint is in, is needed to start: the other segments leave the tarball. PGlite writes a
 * plain ustar archive (a 512-byte header per entry, its data padded to 512 bytes).
 */
function withoutSpareWal(tar: Uint8Array, keep: string): Uint8Array {
  const field = (header: Uint8Array, from: number, to: number) =>
    Buffer.from(header.subarray(from, to)).toString('latin1').replace(/\0.*$/s, '');
  const kept: Uint8Array[] = [];
  let at = 0;
  while (at + TAR_BLOCK <= tar.length) {
    const header = tar.subarray(at, at + TAR_BLOCK);
    if (header.every((byte) => byte === 0)) break; // the end-of-archive blocks
    const name = field(header, 0, 100);
    const size = Number.parseInt(field(header, 124, 136).trim() || '0', 8);
    const end = at + TAR_BLOCK + Math.ceil(size / TAR_BLOCK) * TAR_BLOCK;
    if (!WAL_SEGMENT.test(name) || name.endsWith(`/${keep}`)) kept.push(tar.subarray(at, end));
    at = end;
  }
  kept.push(tar.subarray(at));
  return Buffer.concat(kept);
}
