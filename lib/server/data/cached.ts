import 'server-only';
import { unstable_cache } from 'next/cache';
import { getDb, type Db } from '@/lib/server/db/client';
import { getBlog, listBlogs } from './blogs';
import { listCases } from './cases';
import { listDistributors } from './distributors';
import { listEvents, listTrainings } from './events';
import { getI18nConfig } from './i18n-config';
import { getNews, listNews } from './news';
import { getProduct, listProducts } from './products';
import { listDownloads, listFaqs, listVideos } from './support';

/** Spec §9: cache constant 36e5 ms (one hour); Next counts revalidate in seconds. */
export const CACHE_SECONDS = 36e5 / 1000;

/** One cache tag per collection: a write calls revalidateTag(tag) and the next read is fresh. */
export const contentTags = {
  news: 'news',
  blogs: 'blogs',
  events: 'events',
  cases: 'cases',
  products: 'products',
  downloads: 'downloads',
  faqs: 'faqs',
  videos: 'videos',
  trainings: 'trainings',
  distributors: 'distributors',
  i18nConfig: 'i18n-config',
} as const;

/**
 * A data function with the process's database bound and its result kept in Next's data cache.
 * The arguments (page, size, id, websiteId) are part of the cache key; the database opens on the
 * first miss, never at build.
 */
function cached<A extends unknown[], R>(
  tag: string,
  name: string,
  read: (db: Db, ...args: A) => Promise<R>,
): (...args: A) => Promise<R> {
  return unstable_cache(async (...args: A) => read(await getDb(), ...args), ['data', name], {
    tags: [tag],
    revalidate: CACHE_SECONDS,
  });
}

export const cachedListNews = cached(contentTags.news, 'listNews', listNews);
export const cachedGetNews = cached(contentTags.news, 'getNews', getNews);
export const cachedListBlogs = cached(contentTags.blogs, 'listBlogs', listBlogs);
export const cachedGetBlog = cached(contentTags.blogs, 'getBlog', getBlog);
export const cachedListProducts = cached(contentTags.products, 'listProducts', listProducts);
export const cachedGetProduct = cached(contentTags.products, 'getProduct', getProduct);
export const cachedListEvents = cached(contentTags.events, 'listEvents', listEvents);
export const cachedListCases = cached(contentTags.cases, 'listCases', listCases);
export const cachedListDownloads = cached(contentTags.downloads, 'listDownloads', listDownloads);
export const cachedListFaqs = cached(contentTags.faqs, 'listFaqs', listFaqs);
export const cachedListVideos = cached(contentTags.videos, 'listVideos', listVideos);
export const cachedListTrainings = cached(contentTags.trainings, 'listTrainings', listTrainings);
export const cachedListDistributors = cached(
  contentTags.distributors,
  'listDistributors',
  listDistributors,
);
export const cachedGetI18nConfig = cached(contentTags.i18nConfig, 'getI18nConfig', getI18nConfig);
