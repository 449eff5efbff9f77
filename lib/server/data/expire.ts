import 'server-only';
import { revalidateTag } from 'next/cache';

/** What lib/server/cache/next-cache-handler.mjs keeps on globalThis once Next has used it. */
type SharedCache = {
  expireTags(tags: readonly string[]): Promise<void>;
  tagExpiredAt(tag: string): Promise<number | undefined>;
};
export const PROCESS_CACHE = Symbol.for('voltara.nextCache');

/**
 * After a write: the tag's cached reads and pages expire now. revalidateTag marks it in this
 * process at once, but Next passes it on to its cache handler only after the answer has gone
 * out. Our cache handler expires the tag here, before the answer (with REDIS_URL: in Redis, for
 * every instance), so the next request is fresh.
 */
export async function expireTag(tag: string): Promise<void> {
  revalidateTag(tag, { expire: 0 });
  const shared = (globalThis as { [PROCESS_CACHE]?: Promise<SharedCache> })[PROCESS_CACHE];
  if (shared) await (await shared).expireTags([tag]);
}

/**
 * When the tag last expired, for every instance (ms since the epoch; 0: not since the cache
 * began). Undefined when that cannot be known: Next has not opened its cache in this process
 * yet, or Redis is away (another instance's write would not be seen).
 */
export async function tagExpiredAt(tag: string): Promise<number | undefined> {
  const shared = (globalThis as { [PROCESS_CACHE]?: Promise<SharedCache> })[PROCESS_CACHE];
  return shared ? (await shared).tagExpiredAt(tag) : undefined;
}
