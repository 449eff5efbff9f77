import 'server-only';
import { Hono } from 'hono';
import { reads, type Reads } from '@/lib/server/data/cached';
import { isPreviewRequest, markPreviewAnswer } from '@/lib/server/preview/request';
import { ok } from '../envelope';
import { pageQuery } from '../schemas';
import { validate } from '../validate';

/** The list reads of lib/server/data/cached.ts (listNews, listBlogs …). */
type ListKey = Extract<keyof Reads, `list${string}`>;

/**
 * Each list path and its read: published rows of all seven languages (the client's list fetch); in
 * a preview request drafts and scheduled rows as well.
 */
export const listReads: Record<string, ListKey> = {
  '/news': 'listNews',
  '/blogs': 'listBlogs',
  '/events': 'listEvents',
  '/cases': 'listCases',
  '/products': 'listProducts',
  '/downloads': 'listDownloads',
  '/faqs': 'listFaqs',
  '/videos': 'listVideos',
  '/trainings': 'listTrainings',
  '/distributors': 'listDistributors',
};

export const listRoutes = new Hono();

for (const [path, key] of Object.entries(listReads)) {
  // GET /api/<collection> — one page of visible items (drafts too in preview), with websiteId.
  listRoutes.get(path, validate('query', pageQuery), async (c) => {
    const preview = isPreviewRequest(c);
    markPreviewAnswer(c, preview);
    const rows: unknown[] = await reads(preview)[key](c.req.valid('query'));
    return ok(c, rows);
  });
}

// GET /api/certifications — which certificates each company's team holds,
// kinds only, never who: the installer finder's badges. Cached under its own tag.
listRoutes.get('/certifications', async (c) => {
  const preview = isPreviewRequest(c);
  markPreviewAnswer(c, preview);
  return ok(c, await reads(preview).readCertifications());
});
