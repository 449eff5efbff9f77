import 'server-only';
import { unstable_cache } from 'next/cache';
import { scheduleEpoch } from '@/lib/server/console/schedule';
import { getDb, type Db } from '@/lib/server/db/client';
import { getBlog, listBlogs } from './blogs';
import { listCompanyCertifications } from './certifications';
import { listCases } from './cases';
import { listDistributors } from './distributors';
import { listEvents, listTrainings } from './events';
import { getI18nConfig } from './i18n-config';
import type { PageOptions, View } from './list-content';
import { getNews, listNews } from './news';
import { getProduct, listProducts } from './products';
import { listDownloads, listFaqs, listVideos } from './support';
import { contentTags } from './tags';

export { contentTags } from './tags';

/** requirements: Limits — cache constant 36e5 ms (one hour); Next counts revalidate in seconds. */
export const CACHE_SECONDS = 36e5 / 1000;

/**
 * A public read with the process's database bound and its result kept in Next's data cache.
 * The arguments (page, size, id, websiteId) are part of the cache key, and so is the
 * collection's schedule epoch (lib/server/console/schedule.ts): when a scheduled row's time
 * comes the epoch moves and the next read misses, though no request revalidated the tag. The
 * database opens on the first miss, never at build.
 */
function cached<A extends unknown[], R>(
  tag: string,
  name: string,
  read: (db: Db, ...args: A) => Promise<R>,
): (...args: A) => Promise<R> {
  const inner = unstable_cache(
    async (_epoch: string, ...args: A) => read(await getDb(), ...args),
    ['data', name],
    { tags: [tag], revalidate: CACHE_SECONDS },
  );
  return (...args: A) => inner(scheduleEpoch(tag), ...args);
}

/** An uncached read of the preview view (an editor in draft mode sees drafts at once). */
function direct<A extends unknown[], R>(
  read: (db: Db, ...args: A) => Promise<R>,
): (...args: A) => Promise<R> {
  return async (...args: A) => read(await getDb(), ...args);
}

const page =
  <R>(list: (db: Db, opts: PageOptions, view: View) => Promise<R>, view: View) =>
  (db: Db, opts: PageOptions) =>
    list(db, opts, view);
const one =
  <I, R>(get: (db: Db, id: I, websiteId: number, view: View) => Promise<R>, view: View) =>
  (db: Db, id: I, websiteId: number) =>
    get(db, id, websiteId, view);

/** Every public read, and the same reads for a view (one table of names, two behaviours). */
function readsOf(
  view: View,
  wrap: <A extends unknown[], R>(
    tag: string,
    name: string,
    read: (db: Db, ...args: A) => Promise<R>,
  ) => (...args: A) => Promise<R>,
) {
  const t = contentTags;
  return {
    listNews: wrap(t.news, 'listNews', page(listNews, view)),
    getNews: wrap(t.news, 'getNews', one(getNews, view)),
    listBlogs: wrap(t.blogs, 'listBlogs', page(listBlogs, view)),
    getBlog: wrap(t.blogs, 'getBlog', one(getBlog, view)),
    listProducts: wrap(t.products, 'listProducts', page(listProducts, view)),
    getProduct: wrap(t.products, 'getProduct', one(getProduct, view)),
    listEvents: wrap(t.events, 'listEvents', page(listEvents, view)),
    listCases: wrap(t.cases, 'listCases', page(listCases, view)),
    listDownloads: wrap(t.downloads, 'listDownloads', page(listDownloads, view)),
    listFaqs: wrap(t.faqs, 'listFaqs', page(listFaqs, view)),
    listVideos: wrap(t.videos, 'listVideos', page(listVideos, view)),
    listTrainings: wrap(t.trainings, 'listTrainings', page(listTrainings, view)),
    listDistributors: wrap(t.distributors, 'listDistributors', page(listDistributors, view)),
    getI18nConfig: wrap(t.i18nConfig, 'getI18nConfig', getI18nConfig),
    readCertifications: wrap(t.certifications, 'readCertifications', listCompanyCertifications),
  };
}

export type Reads = ReturnType<typeof readsOf>;

const publicReads: Reads = readsOf('public', cached);
const previewReads: Reads = readsOf('preview', (_tag, _name, read) => direct(read));

/**
 * The reads of one request: visitors get the cached public ones; an editor in preview (draft
 * mode) gets uncached reads that include drafts and scheduled rows.
 */
export function reads(preview: boolean): Reads {
  return preview ? previewReads : publicReads;
}
