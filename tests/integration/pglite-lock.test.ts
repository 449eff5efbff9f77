import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb } from '@/lib/server/db/open';
import type { DbHandle } from '@/lib/server/db/types';
import { FIRST_OPEN_TIMEOUT_MS, makeTestDir, pgliteTemplate, removeTestDirs } from '../support/db';

// PGlite has no inter-process lock of its own; these prove the lock file beside the data dir.
// Always PGlite on a real temp dir, whatever TEST_DATABASE_URL says. A new dir starts as a copy of
// the run's template: the lock is taken before the database opens, however it is made, and a
// first start from an empty dir has its own tests (pglite-memory, db-migrate-seed).
const open = (pgliteDir: string) => openDb({ pgliteDir, pgliteTemplate: pgliteTemplate() });

/** A real other process, alive until killed. */
function startIdleProcess() {
  return spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
}

describe('PGlite data dir lock', { timeout: FIRST_OPEN_TIMEOUT_MS }, () => {
  const handles: DbHandle[] = [];
  afterAll(async () => {
    await Promise.all(handles.map((h) => h.close()));
    removeTestDirs();
  });

  it('refuses a second open of the same data dir with a clear error', async () => {
    const dir = path.join(makeTestDir(), 'nested', 'db');
    handles.push(await open(dir));
    expect(fs.readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid));

    await expect(open(dir)).rejects.toThrow(
      `database directory ${dir} is in use by process ${process.pid}`,
    );
  });

  it('refuses a data dir whose lock names another live process', async () => {
    const dir = path.join(makeTestDir(), 'db');
    const other = startIdleProcess();
    try {
      fs.writeFileSync(`${dir}.lock`, String(other.pid));
      await expect(open(dir)).rejects.toThrow(
        `database directory ${dir} is in use by process ${other.pid}`,
      );
    } finally {
      other.kill();
    }
  });

  it('takes over a stale lock left by a dead process and releases it on close', async () => {
    const dir = path.join(makeTestDir(), 'db');
    const gone = startIdleProcess();
    await new Promise((resolve) => gone.on('exit', resolve).kill());
    fs.writeFileSync(`${dir}.lock`, String(gone.pid));

    const handle = await open(dir);
    expect(fs.readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
    await handle.close();
    expect(fs.existsSync(`${dir}.lock`)).toBe(false);
  });
});
