import 'server-only';
import { Hono } from 'hono';
import { z } from 'zod';
import { expireTag } from '@/lib/server/data/expire';
import { contentTags } from '@/lib/server/data/tags';
import { PREVIEW_HEADER, isPreviewSecret } from '@/lib/server/preview/secret';
import { ok } from '../envelope';
import { HttpError } from '../errors';
import { validate } from '../validate';

export const internalRoutes = new Hono();

const tagSchema = z.object({
  tags: z
    .array(z.enum(Object.values(contentTags)))
    .min(1)
    .max(Object.keys(contentTags).length),
});

// POST /api/internal/revalidate — the server asking itself (lib/server/cache/revalidate-over-
// http.ts): a scheduled publish time has passed, so the pages and reads of these collections
// expire now. Only a caller holding the server's secret gets past the first line; a visitor
// gets a 404, as for any unknown path.
internalRoutes.post(
  '/internal/revalidate',
  async (c, next) => {
    if (!isPreviewSecret(c.req.header(PREVIEW_HEADER))) throw new HttpError(404);
    await next();
  },
  validate('json', tagSchema),
  async (c) => {
    for (const tag of c.req.valid('json').tags) await expireTag(tag);
    c.header('Cache-Control', 'no-store');
    return ok(c, { revalidated: true });
  },
);
