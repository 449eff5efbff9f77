import 'server-only';
import { Hono } from 'hono';
import { parseBody } from '@/lib/server/account/http';
import { actorOf, type ConsoleEnv } from '@/lib/server/console/access';
import { handleSubmission } from '@/lib/server/console/submissions/handle';
import { exportFilename, exportInbox, listInbox } from '@/lib/server/console/submissions/list';
import { filterOf, idOf, kindOf } from '@/lib/server/console/submissions/params';
import { openSubmission } from '@/lib/server/console/submissions/read';
import { approveApplication, declineApplication } from '@/lib/server/console/submissions/training';
import {
  approveSchema,
  declineSchema,
  handleSchema,
  handledKinds,
} from '@/lib/validation/console-submissions';
import { HttpError } from '../../errors';
import { ok } from '../../envelope';
import { contentTags } from '@/lib/server/data/cached';
import { expireTag } from '@/lib/server/data/expire';

// The submissions inbox: what visitors send, for editors. Guarded by consoleGuard on
// /admin/* (lib/server/api/routes/admin/index.ts): editor role, same Origin and limit on writes.
export const submissionAdminRoutes = new Hono<ConsoleEnv>();

// GET /api/admin/submissions/:kind/export.csv — the filtered submissions as a CSV download.
// Registered before /:kind/:id so "export.csv" is never read as an id.
submissionAdminRoutes.get('/admin/submissions/:kind/export.csv', async (c) => {
  const kind = kindOf(c.req.param('kind'));
  const csv = await exportInbox(c.get('db'), kind, filterOf(kind, c.req.query()));
  c.header('Content-Type', 'text/csv; charset=utf-8');
  c.header('Content-Disposition', `attachment; filename="${exportFilename(kind)}"`);
  c.header('X-Content-Type-Options', 'nosniff');
  return c.body(csv);
});

// GET /api/admin/submissions/:kind — one page of a kind's submissions, newest first, and the total.
submissionAdminRoutes.get('/admin/submissions/:kind', async (c) => {
  const kind = kindOf(c.req.param('kind'));
  return ok(c, await listInbox(c.get('db'), kind, filterOf(kind, c.req.query())));
});

// GET /api/admin/submissions/:kind/:id — one submission (training: with certificates, partner).
submissionAdminRoutes.get('/admin/submissions/:kind/:id', async (c) => {
  const kind = kindOf(c.req.param('kind'));
  return ok(c, await openSubmission(c.get('db'), kind, idOf(c.req.param('id'))));
});

// POST /api/admin/submissions/:kind/:id/handle — mark a contact request or application handled.
submissionAdminRoutes.post('/admin/submissions/:kind/:id/handle', async (c) => {
  const kind = kindOf(c.req.param('kind'));
  // A subscription is the subscriber's own business (confirm, unsubscribe): there is nothing
  // for staff to answer, so it has no "handled" resource at all: 404, not 405.
  const handled = handledKinds.find((k) => k === kind);
  if (!handled) throw new HttpError(404, 'Not Found: newsletter subscriptions are not handled');
  const id = idOf(c.req.param('id'));
  const { note } = await parseBody(c, handleSchema);
  return ok(c, await handleSubmission(c.get('db'), handled, id, note, actorOf(c)));
});

// POST /api/admin/submissions/training/:id/approve — approve and grant the person a certificate.
submissionAdminRoutes.post('/admin/submissions/training/:id/approve', async (c) => {
  const id = idOf(c.req.param('id'));
  const body = await parseBody(c, approveSchema);
  const approved = await approveApplication(c.get('db'), id, body, actorOf(c));
  // A certificate changes the installer finder's badges (and maybe makes a certified partner).
  await expireTag(contentTags.certifications);
  return ok(c, approved);
});

// POST /api/admin/submissions/training/:id/decline — decline a training application.
submissionAdminRoutes.post('/admin/submissions/training/:id/decline', async (c) => {
  const id = idOf(c.req.param('id'));
  const { note } = await parseBody(c, declineSchema);
  return ok(c, await declineApplication(c.get('db'), id, note, actorOf(c)));
});
