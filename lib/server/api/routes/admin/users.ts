import 'server-only';
import { Hono } from 'hono';
import { parseBody } from '@/lib/server/account/http';
import {
  actorOf,
  requireRole,
  type ConsoleContext,
  type ConsoleEnv,
} from '@/lib/server/console/access';
import { listUsers } from '@/lib/server/console/users/list';
import {
  disableUser,
  enableUser,
  setUserRole,
  signOutUser,
} from '@/lib/server/console/users/manage';
import { disableUserSchema, setRoleSchema, usersQuerySchema } from '@/lib/validation/console-users';
import { ok } from '../../envelope';
import { HttpError } from '../../errors';
import { validate } from '../../validate';

// The console's users: admins only, on top of the editor guard of /api/admin.
export const adminUserRoutes = new Hono<ConsoleEnv>();

adminUserRoutes.use('/admin/users', requireRole('admin'));
adminUserRoutes.use('/admin/users/*', requireRole('admin'));

/** The :id of the path; better-auth's ids are short, anything longer names no one. */
function userId(c: ConsoleContext): string {
  const id = c.req.param('id') ?? '';
  if (!id || id.length > 100) throw new HttpError(404, 'Not Found: no such user');
  return id;
}

// GET /api/admin/users — accounts, newest first, searched by e-mail, name or username.
adminUserRoutes.get('/admin/users', validate('query', usersQuerySchema), async (c) =>
  ok(c, await listUsers(c.get('db'), c.req.valid('query'))),
);

// PUT /api/admin/users/:id/role — make an account admin, editor or an ordinary user.
adminUserRoutes.put('/admin/users/:id/role', async (c) => {
  const { role } = await parseBody(c, setRoleSchema);
  return ok(c, await setUserRole(c.get('db'), actorOf(c), userId(c), role));
});

// POST /api/admin/users/:id/disable — refuse the account's sign-ins and end its sessions.
adminUserRoutes.post('/admin/users/:id/disable', async (c) => {
  // The reason is optional: a request without a body disables without one.
  const hasBody = !!c.req.header('content-type') || Number(c.req.header('content-length')) > 0;
  const { reason } = hasBody ? await parseBody(c, disableUserSchema) : {};
  return ok(c, await disableUser(c.get('db'), actorOf(c), userId(c), reason));
});

// POST /api/admin/users/:id/enable — let a disabled account sign in again.
adminUserRoutes.post('/admin/users/:id/enable', async (c) =>
  ok(c, await enableUser(c.get('db'), actorOf(c), userId(c))),
);

// POST /api/admin/users/:id/sign-out — end every session of the account now.
adminUserRoutes.post('/admin/users/:id/sign-out', async (c) =>
  ok(c, await signOutUser(c.get('db'), actorOf(c), userId(c))),
);
