import 'server-only';
import { Hono } from 'hono';
import * as cached from '@/lib/server/data/cached';
import type { PageOptions } from '@/lib/server/data/list-content';
import { ok } from '../envelope';
import { pageQuery } from '../schemas';
import { validate } from '../validate';

/** Each list path and its read: published rows of all seven languages (spec §7 list fetch). */
export const listReads: Record<string, (opts: PageOptions) => Promise<unknown[]>> = {
  '/news': cached.cachedListNews,
  '/blogs': cached.cachedListBlogs,
  '/events': cached.cachedListEvents,
  '/cases': cached.cachedListCases,
  '/products': cached.cachedListProducts,
  '/downloads': cached.cachedListDownloads,
  '/faqs': cached.cachedListFaqs,
  '/videos': cached.cachedListVideos,
  '/trainings': cached.cachedListTrainings,
  '/distributors': cached.cachedListDistributors,
};

export const listRoutes = new Hono();

for (const [path, read] of Object.entries(listReads)) {
  // GET /api/<collection> — one page of published items, each with websiteId and state.
  listRoutes.get(path, validate('query', pageQuery), async (c) =>
    ok(c, await read(c.req.valid('query'))),
  );
}
