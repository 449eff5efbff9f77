import 'server-only';
import path from 'node:path';
import { MEMORY_DIR } from '@/lib/server/db/open-pglite';
import { serverEnv } from '@/lib/server/env';
import { LocalStorage } from './local';
import { MemoryStorage } from './memory';
import type { Storage } from './types';

export type { Storage } from './types';
export { isStorageKey, newStorageKey, type UploadType } from './keys';

// On globalThis, like the database: one storage per process whichever bundle asks.
const slot = globalThis as typeof globalThis & { __voltaraStorage?: Storage };

/**
 * The uploads directory: `uploads` beside the database in the data directory (PGLITE_DIR's
 * parent, `.data` by default, as the auth secret), also when the database is PostgreSQL.
 */
export function uploadsDir(pgliteDir: string = serverEnv().PGLITE_DIR): string | null {
  if (pgliteDir === MEMORY_DIR) return null;
  return path.join(path.dirname(path.resolve(pgliteDir)), 'uploads');
}

/** The process's storage: the data directory, or memory when the data lives in memory. */
export function getStorage(): Storage {
  if (!slot.__voltaraStorage) {
    const dir = uploadsDir();
    slot.__voltaraStorage = dir ? new LocalStorage(dir) : new MemoryStorage();
  }
  return slot.__voltaraStorage;
}
