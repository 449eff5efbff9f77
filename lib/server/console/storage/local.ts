import 'server-only';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { isStorageKey } from './keys';
import type { ByteRange, Storage, StoredBytes } from './types';

/**
 * Files in a directory: `<dir>/<first two characters of the key>/<key>`, so no directory grows
 * past a few thousand entries. A file appears whole or not at all (written aside, then renamed).
 */
export class LocalStorage implements Storage {
  constructor(readonly dir: string) {}

  private pathOf(key: string): string {
    // The key is checked again here: whatever the caller did, no path leaves the directory.
    if (!isStorageKey(key)) throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
    return path.join(this.dir, key.slice(0, 2), key);
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    const file = this.pathOf(key);
    await fsp.mkdir(path.dirname(file), { recursive: true });
    const temp = `${file}.${randomBytes(6).toString('hex')}.part`;
    try {
      await fsp.writeFile(temp, bytes, { flag: 'wx', mode: 0o640 });
      await fsp.rename(temp, file);
    } catch (error) {
      await fsp.rm(temp, { force: true });
      throw error;
    }
  }

  async get(key: string, range?: ByteRange): Promise<StoredBytes | null> {
    const file = this.pathOf(key);
    let size: number;
    try {
      size = (await fsp.stat(file)).size;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    const stream = fs.createReadStream(file, range ? { start: range.start, end: range.end } : {});
    return { body: Readable.toWeb(stream) as ReadableStream<Uint8Array>, size };
  }

  async delete(key: string): Promise<void> {
    await fsp.rm(this.pathOf(key), { force: true });
  }
}
