import 'server-only';

/** Inclusive byte offsets, as in an HTTP Range header. */
export type ByteRange = { start: number; end: number };

export type StoredBytes = { body: ReadableStream<Uint8Array>; size: number };

/**
 * Where uploaded files' bytes live. The local implementation writes under the data
 * directory; an S3-compatible one would implement the same three calls (PutObject, GetObject
 * with Range, DeleteObject). Keys are made by the upload route and checked before any call.
 */
export interface Storage {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The bytes of `key` (only `range` of them when given), or null when there are none. */
  get(key: string, range?: ByteRange): Promise<StoredBytes | null>;
  /** Remove `key`; a missing key is not an error. */
  delete(key: string): Promise<void>;
}
