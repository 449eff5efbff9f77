import 'server-only';
import { Hono } from 'hono';
import { requireRole, type ConsoleEnv } from '@/lib/server/console/access';
import { listAudit } from '@/lib/server/console/users/audit-list';
import { auditQuerySchema } from '@/lib/validation/console-users';
import { ok } from '../../envelope';
import { validate } from '../../validate';

// The audit log: who did what to which item, when. Admins only, on top of the editor
// guard of /api/admin.
export const adminAuditRoutes = new Hono<ConsoleEnv>();

adminAuditRoutes.use('/admin/audit', requireRole('admin'));
adminAuditRoutes.use('/admin/audit/*', requireRole('admin'));

// GET /api/admin/audit — the log, newest first, filtered by entity, actor e-mail and action.
adminAuditRoutes.get('/admin/audit', validate('query', auditQuerySchema), async (c) =>
  ok(c, await listAudit(c.get('db'), c.req.valid('query'))),
);
