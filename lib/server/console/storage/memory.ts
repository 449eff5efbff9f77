import 'server-only';
import type { ByteRange, Storage, StoredBytes } from './types';

/** Bytes in the process's memory: for PGLITE_DIR=memory:// (tests), where nothing is on disk. */
export class MemoryStorage implements Storage {
  readonly files = new Map<string, Uint8Array>();

  async put(key: string, bytes: Uint8Array): Promise<void> {
    this.files.set(key, bytes.slice());
  }

  async get(key: string, range?: ByteRange): Promise<StoredBytes | null> {
    const bytes = this.files.get(key);
    if (!bytes) return null;
    const part = range ? bytes.subarray(range.start, range.end + 1) : bytes;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(part.slice());
        controller.close();
      },
    });
    return { body, size: bytes.length };
  }

  async delete(key: string): Promise<void> {
    this.files.delete(key);
  }
}
