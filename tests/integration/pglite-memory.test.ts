import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { news } from '@/lib/server/db/schema';
import { openDb } from '@/lib/server/db/open';
import { MEMORY_DIR } from '@/lib/server/db/open-pglite';
import type { DbHandle } from '@/lib/server/db/types';
import { FIRST_OPEN_TIMEOUT_MS, makeTestDir, pgliteTemplate, removeTestDirs } from '../support/db';

// The embedded database's memory settings, and a first start on an empty data dir
// (its cluster made by a child process). Always PGlite, whatever TEST_DATABASE_URL says.

async function setting(handle: DbHandle, name: string): Promise<string> {
  const result = await handle.db.execute(sql`select current_setting(${name}) as value`);
  return (result as unknown as { rows: { value: string }[] }).rows[0]!.value;
}

describe('PGlite memory settings', { timeout: FIRST_OPEN_TIMEOUT_MS }, () => {
  const handles: DbHandle[] = [];
  afterAll(async () => {
    await Promise.all(handles.map((h) => h.close()));
    removeTestDirs();
  });

  it(
    'starts PostgreSQL with 16 MB of shared buffers in memory',
    async () => {
      // A copy of the run's template: the settings are the start's, whatever the data.
      const handle = await openDb({ pgliteDir: MEMORY_DIR, pgliteTemplate: pgliteTemplate() });
      handles.push(handle);
      expect(await setting(handle, 'shared_buffers')).toBe('16MB');
    },
    FIRST_OPEN_TIMEOUT_MS,
  );

  it(
    'makes, migrates and seeds a new data dir, and opens it again with the same settings',
    async () => {
      const dir = path.join(makeTestDir(), 'db');
      const first = await openDb({ pgliteDir: dir });
      expect(fs.existsSync(path.join(dir, 'PG_VERSION'))).toBe(true);
      expect(await setting(first, 'shared_buffers')).toBe('16MB');
      expect(await first.db.$count(news)).toBe(43);
      await first.close();

      const second = await openDb({ pgliteDir: dir });
      handles.push(second);
      expect(await setting(second, 'shared_buffers')).toBe('16MB');
      expect(await second.db.$count(news)).toBe(43);
    },
    FIRST_OPEN_TIMEOUT_MS,
  );
});
