// Types of next-cache-handler.mjs (plain JavaScript, loaded by Next at run time), for the tests.
import type { CacheHandler, CacheHandlerContext } from 'next/dist/server/lib/incremental-cache';

export declare const DEFAULT_PREFIX: string;
export declare const PROCESS_CACHE: unique symbol;
export declare const MAX_LIFETIME: number;

/** An entry as the package's handlers keep it. */
export type StoredEntry = {
  lastModified: number;
  lifespan: { expireAt: number; revalidate: number | false | undefined } | null;
  tags: readonly string[];
  value: unknown;
  cacheControl?: { revalidate: number | false; expire: number | undefined };
};

export type SharedCache = {
  name: string;
  /** Resolves once connected, or after a short wait when Redis does not answer. */
  ready: Promise<void>;
  /** Reads and writes go to Redis (not to this process's memory) right now. */
  usesRedis(): boolean;
  get(key: string, meta: { implicitTags: string[] }): Promise<StoredEntry | null | undefined>;
  set(key: string, value: StoredEntry, ctx?: { setOnlyIfNotExists?: boolean }): Promise<void>;
  revalidateTag(tag: string): Promise<void>;
  delete(key: string): Promise<void>;
  expireTags(tags: readonly string[]): Promise<void>;
  /** When the tag last expired (ms since the epoch, 0: never); undefined while Redis is away. */
  tagExpiredAt(tag: string): Promise<number | undefined>;
  close(): Promise<void>;
};

export declare function createSharedCache(options: {
  redisUrl?: string;
  keyPrefix: string;
  timeoutMs?: number;
  connectWaitMs?: number;
  log?: Pick<Console, 'warn' | 'info'>;
}): SharedCache;

export type CacheHandlerClass = new (context?: Partial<CacheHandlerContext>) => CacheHandler;

export declare function createCacheHandlerClass(
  cacheFor: (context: Partial<CacheHandlerContext>) => Promise<SharedCache>,
): CacheHandlerClass;

export declare function lifespanOf(
  lastModified: number,
  revalidate: number | false | undefined,
): { expireAt: number; expireAge: number; revalidate: number | false | undefined };

export declare function isWorthKeeping(key: string, data: unknown): boolean;

export declare function keyPrefixOf(prefix: string | undefined, buildId: string): string;

declare const SharedCacheHandler: CacheHandlerClass;
export default SharedCacheHandler;
