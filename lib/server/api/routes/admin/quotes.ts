import 'server-only';
import { Hono } from 'hono';
import { parseBody } from '@/lib/server/account/http';
import { actorOf, type ConsoleEnv } from '@/lib/server/console/access';
import { fieldErrorsOf } from '@/lib/server/console/content/body';
import { idOf } from '@/lib/server/console/submissions/params';
import {
  exportQuotes,
  exportQuotesFilename,
  listQuotes,
  openQuote,
  reassignQuote,
} from '@/lib/server/quotes/console';
import { quoteFilterSchema, reassignQuoteSchema } from '@/lib/validation/quote-leads';
import { ok } from '../../envelope';
import { HttpError } from '../../errors';

// Quote requests from the estimator, for editors; guarded by consoleGuard.
export const quoteAdminRoutes = new Hono<ConsoleEnv>();

function filterOf(query: Record<string, string>) {
  const parsed = quoteFilterSchema.safeParse(query);
  if (parsed.success) return parsed.data;
  const errors = fieldErrorsOf(parsed.error);
  throw new HttpError(
    400,
    `Bad Request: check the filters ${Object.keys(errors).join(', ')}`,
    errors,
  );
}

// GET /api/admin/quotes/export.csv — the filtered requests as a CSV download (before /:id).
quoteAdminRoutes.get('/admin/quotes/export.csv', async (c) => {
  const csv = await exportQuotes(c.get('db'), filterOf(c.req.query()));
  c.header('Content-Type', 'text/csv; charset=utf-8');
  c.header('Content-Disposition', `attachment; filename="${exportQuotesFilename()}"`);
  c.header('X-Content-Type-Options', 'nosniff');
  return c.body(csv);
});

// GET /api/admin/quotes — one page of quote requests with their assignment, newest first.
quoteAdminRoutes.get('/admin/quotes', async (c) =>
  ok(c, await listQuotes(c.get('db'), filterOf(c.req.query()))),
);

// GET /api/admin/quotes/:id — one request, its history and whom it may be reassigned to.
quoteAdminRoutes.get('/admin/quotes/:id', async (c) =>
  ok(c, await openQuote(c.get('db'), idOf(c.req.param('id')))),
);

// POST /api/admin/quotes/:id/reassign — to a published certified partner of its country, or staff.
quoteAdminRoutes.post('/admin/quotes/:id/reassign', async (c) => {
  const id = idOf(c.req.param('id'));
  const { partnerKey } = await parseBody(c, reassignQuoteSchema);
  await reassignQuote(c.get('db'), id, partnerKey, actorOf(c));
  return ok(c, await openQuote(c.get('db'), id));
});
