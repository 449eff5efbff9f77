import 'server-only';
import { getDb, type Db } from '@/lib/server/db/client';
import { blogs, news, products, warrantyRegistrations } from '@/lib/server/db/schema';
import { setDetailLookup, type DetailKind, type DetailLookup } from '@/lib/known-details';
import { operationIds } from '@/lib/open-api/operation-ids';
import { tagExpiredAt } from './expire';
import { contentTags, warrantyCodesTag } from './tags';

// Each instance's index of the ids its detail pages can show, so that proxy.ts answers an
// unknown one with the one cached not-found page of its language instead of rendering and
// storing a page per id asked for. An index holds every id of its table, drafts and scheduled
// rows included: an id it has is a page the page itself decides on, an id it lacks is a 404 in
// every language. It is read again when its tag has expired since it was read, for every
// instance (a console write, a new registration): a miss asks the cache when the tag last
// expired, one Redis read. Whatever it cannot vouch for (the database or Redis away, a table
// past MAX_IDS) is left to the page, as without the index.

/** More rows than this in a table and its ids are not kept (about 10 MB per table at most). */
export const MAX_IDS = 100_000;
/** After a failed read, the next try waits this long (a flood must not hammer a dead database). */
const RETRY_MS = 5_000;

export type DetailSource = { tag: string; read(db: Db, limit: number): Promise<string[]> };

const sources: Record<DetailKind, DetailSource> = {
  newsDetail: {
    tag: contentTags.news,
    read: async (db, limit) =>
      (await db.select({ id: news.id }).from(news).limit(limit)).map((r) => String(r.id)),
  },
  blogDetail: {
    tag: contentTags.blogs,
    read: async (db, limit) =>
      (await db.select({ id: blogs.keytitle }).from(blogs).limit(limit)).map((r) => r.id),
  },
  productDetail: {
    tag: contentTags.products,
    read: async (db, limit) =>
      (await db.select({ id: products.id }).from(products).limit(limit)).map((r) => r.id),
  },
  // The reference's pages are the operations themselves, never a table's rows: the route's
  // pattern already admits these ids alone.
  openApiOperation: { tag: 'open-api-operations', read: async () => [...operationIds] },
  warrantyVerify: {
    tag: warrantyCodesTag,
    read: async (db, limit) =>
      (
        await db.select({ id: warrantyRegistrations.code }).from(warrantyRegistrations).limit(limit)
      ).map((r) => r.id),
  },
};

/** One table's ids (null: too many to keep), and its tag's expiry time read before them. */
type Index = { ids: Set<string> | null; expiredAt: number | undefined };

export type KnownDetailsOptions = {
  sources?: Record<DetailKind, DetailSource>;
  getDb?: () => Promise<Db>;
  expiredAt?: (tag: string) => Promise<number | undefined>;
  maxIds?: number;
  log?: Pick<Console, 'warn'>;
};

export function createKnownDetails(options: KnownDetailsOptions = {}) {
  const {
    sources: from = sources,
    getDb: db = getDb,
    expiredAt = tagExpiredAt,
    maxIds = MAX_IDS,
    log = console,
  } = options;
  const indexes = new Map<DetailKind, Index>();
  const loading = new Map<DetailKind, Promise<Index | undefined>>();
  const failedAt = new Map<DetailKind, number>();
  const warned = new Set<string>();
  const warnOnce = (key: string, message: string) => {
    if (warned.has(key)) return;
    warned.add(key);
    log.warn(`[known-details] ${message}`);
  };

  /**
   * Reads the table after its tag's expiry time (a write commits before its tag expires, so
   * the read sees every write that expiry stands for). A read in progress that began after the
   * same expiry time is shared.
   */
  function load(kind: DetailKind, expiry: number | undefined): Promise<Index | undefined> {
    const running = loading.get(kind);
    if (running) return running.then((index) => (index?.expiredAt === expiry ? index : undefined));
    if (Date.now() - (failedAt.get(kind) ?? -Infinity) < RETRY_MS)
      return Promise.resolve(undefined);
    const source = from[kind];
    const reading = (async () => {
      try {
        const ids = await source.read(await db(), maxIds + 1);
        const index: Index = { ids: ids.length > maxIds ? null : new Set(ids), expiredAt: expiry };
        if (!index.ids) warnOnce(kind, `${kind}: over ${maxIds} ids, left to the pages`);
        indexes.set(kind, index);
        failedAt.delete(kind);
        return index;
      } catch (error) {
        failedAt.set(kind, Date.now());
        warnOnce(`${kind}:failed`, `${kind}: not read (${(error as Error).message})`);
        return undefined;
      } finally {
        loading.delete(kind);
      }
    })();
    loading.set(kind, reading);
    return reading;
  }

  const has: DetailLookup = async (kind, id) => {
    const known = indexes.get(kind);
    if (known?.ids?.has(id)) return true;
    // Not in it, or no index yet: whether it is current decides.
    const expiry = await expiredAt(from[kind].tag);
    if (expiry === undefined) return undefined;
    const index = known && known.expiredAt === expiry ? known : await load(kind, expiry);
    if (!index?.ids) return undefined;
    return index.ids.has(id);
  };

  return { has };
}

/** Hands this process's index to the proxy (lib/known-details.ts); each table is read on first use. */
export function startKnownDetails(): void {
  setDetailLookup(createKnownDetails().has);
}
