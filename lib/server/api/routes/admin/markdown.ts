import 'server-only';
import { Hono } from 'hono';
import { markdownBodySchema } from '@/lib/console/content-types';
import type { ConsoleEnv } from '@/lib/server/console/access';
import { parseContentBody } from '@/lib/server/console/content/body';
import { renderRichText } from '@/lib/rich-text/render';
import { ok } from '../../envelope';

// The editor's live preview: markdown through the site's own pipeline, sanitizing included, so
// what the preview shows is what the page will show.
export const markdownAdminRoutes = new Hono<ConsoleEnv>();

// POST /api/admin/markdown — { markdown } → { html } as lib/rich-text/render.ts renders it.
markdownAdminRoutes.post('/admin/markdown', async (c) => {
  const { markdown } = await parseContentBody(c, markdownBodySchema);
  return ok(c, { html: renderRichText(markdown) });
});
