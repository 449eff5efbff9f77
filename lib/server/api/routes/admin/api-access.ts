import 'server-only';
import { Hono } from 'hono';
import { z } from 'zod';
import { parseBody } from '@/lib/server/account/http';
import { actorOf, type ConsoleEnv } from '@/lib/server/console/access';
import { idOf } from '@/lib/server/console/submissions/params';
import { applicationStatuses } from '@/lib/server/db/schema';
import { keyEnvironments } from '@/lib/server/open-api/key-format';
import {
  decideApplication,
  grantLiveAccess,
  searchApplications,
} from '@/lib/server/open-api/review';
import { revokeKeyAsStaff, searchKeys, setKeyControl } from '@/lib/server/open-api/staff-keys';
import {
  grantLiveAccessSchema,
  keyControlSchema,
  rejectApplicationSchema,
} from '@/lib/validation/api-access';
import { ok } from '../../envelope';
import { validate } from '../../validate';

// Live access to the Open API in the console (editor role, as the rest of /api/admin, like the
// other review desks): the applications' queue with approve and reject, a direct grant by an
// account's e-mail, and any account's keys (hints only) with revoke and `control`. Every write
// is audited; decisions are mailed to the account.
export const apiAccessAdminRoutes = new Hono<ConsoleEnv>();

const pageFields = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
};

const applicationFilter = z.object({
  status: z.enum(['', ...applicationStatuses]).optional(),
  q: z.string().trim().max(200).optional(),
  ...pageFields,
});

const keyFilter = z.object({
  environment: z.enum(['', ...keyEnvironments]).optional(),
  q: z.string().trim().max(254).optional(),
  ...pageFields,
});

// GET /api/admin/api-applications?status=&q=&page=&size= — pending ones oldest first.
apiAccessAdminRoutes.get(
  '/admin/api-applications',
  validate('query', applicationFilter),
  async (c) => {
    const { status, q, page, size } = c.req.valid('query');
    return ok(
      c,
      await searchApplications(c.get('db'), { status: status || undefined, q, page, size }),
    );
  },
);

// POST /api/admin/api-applications/grant { email, company, useCase, systemsCount, scopes, language }
apiAccessAdminRoutes.post('/admin/api-applications/grant', async (c) => {
  const input = await parseBody(c, grantLiveAccessSchema);
  return ok(c, await grantLiveAccess(c.get('db'), input, actorOf(c)));
});

// POST /api/admin/api-applications/:id/approve — 409 once decided.
apiAccessAdminRoutes.post('/admin/api-applications/:id/approve', async (c) => {
  const id = idOf(c.req.param('id'));
  return ok(c, await decideApplication(c.get('db'), id, { status: 'approved' }, actorOf(c)));
});

// POST /api/admin/api-applications/:id/reject { reason } — the reason goes to the applicant.
apiAccessAdminRoutes.post('/admin/api-applications/:id/reject', async (c) => {
  const id = idOf(c.req.param('id'));
  const { reason } = await parseBody(c, rejectApplicationSchema);
  return ok(
    c,
    await decideApplication(c.get('db'), id, { status: 'rejected', reason }, actorOf(c)),
  );
});

// GET /api/admin/api-keys?q=&environment=&page=&size= — keys by their account's e-mail.
apiAccessAdminRoutes.get('/admin/api-keys', validate('query', keyFilter), async (c) => {
  const { environment, q, page, size } = c.req.valid('query');
  return ok(
    c,
    await searchKeys(c.get('db'), { environment: environment || undefined, q, page, size }),
  );
});

// POST /api/admin/api-keys/:id/revoke — at once; checkKey refuses it from the next request.
apiAccessAdminRoutes.post('/admin/api-keys/:id/revoke', async (c) => {
  const id = idOf(c.req.param('id'));
  return ok(c, { item: await revokeKeyAsStaff(c.get('db'), id, actorOf(c)) });
});

// POST /api/admin/api-keys/:id/control { control } — a live key's `control`, given or taken.
apiAccessAdminRoutes.post('/admin/api-keys/:id/control', async (c) => {
  const id = idOf(c.req.param('id'));
  const { control } = await parseBody(c, keyControlSchema);
  return ok(c, await setKeyControl(c.get('db'), id, control, actorOf(c)));
});
