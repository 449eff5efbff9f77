import 'server-only';
import { Hono, type Context } from 'hono';
import { reads } from '@/lib/server/data/cached';
import { isPreviewRequest, markPreviewAnswer } from '@/lib/server/preview/request';
import { ok } from '../envelope';
import { HttpError } from '../errors';
import { keytitleParam, langQuery, newsIdParam, productIdParam } from '../schemas';
import { validate } from '../validate';

export const detailRoutes = new Hono();

/** A missing, unpublished or untranslated item is one answer: 404. */
function found<T>(item: T | null): T {
  if (item === null) throw new HttpError(404);
  return item;
}

/** The reads for this request: a preview request also sees drafts and scheduled items. */
function readsFor(c: Context) {
  const preview = isPreviewRequest(c);
  markPreviewAnswer(c, preview);
  return reads(preview);
}

// GET /api/news/:id?lang=de — one article in one language.
detailRoutes.get(
  '/news/:id',
  validate('param', newsIdParam),
  validate('query', langQuery),
  async (c) =>
    ok(c, found(await readsFor(c).getNews(c.req.valid('param').id, c.req.valid('query').lang))),
);

// GET /api/blogs/:keytitle?lang=de — one blog post in one language.
detailRoutes.get(
  '/blogs/:keytitle',
  validate('param', keytitleParam),
  validate('query', langQuery),
  async (c) =>
    ok(
      c,
      found(await readsFor(c).getBlog(c.req.valid('param').keytitle, c.req.valid('query').lang)),
    ),
);

// GET /api/products/:id?lang=de — one product in one language.
detailRoutes.get(
  '/products/:id',
  validate('param', productIdParam),
  validate('query', langQuery),
  async (c) =>
    ok(c, found(await readsFor(c).getProduct(c.req.valid('param').id, c.req.valid('query').lang))),
);
