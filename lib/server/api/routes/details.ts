import 'server-only';
import { Hono } from 'hono';
import { cachedGetBlog, cachedGetNews, cachedGetProduct } from '@/lib/server/data/cached';
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

// GET /api/news/:id?lang=de — one article in one language.
detailRoutes.get(
  '/news/:id',
  validate('param', newsIdParam),
  validate('query', langQuery),
  async (c) =>
    ok(c, found(await cachedGetNews(c.req.valid('param').id, c.req.valid('query').lang))),
);

// GET /api/blogs/:keytitle?lang=de — one blog post in one language.
detailRoutes.get(
  '/blogs/:keytitle',
  validate('param', keytitleParam),
  validate('query', langQuery),
  async (c) =>
    ok(c, found(await cachedGetBlog(c.req.valid('param').keytitle, c.req.valid('query').lang))),
);

// GET /api/products/:id?lang=de — one product in one language.
detailRoutes.get(
  '/products/:id',
  validate('param', productIdParam),
  validate('query', langQuery),
  async (c) =>
    ok(c, found(await cachedGetProduct(c.req.valid('param').id, c.req.valid('query').lang))),
);
