import 'server-only';
import { Hono, type MiddlewareHandler } from 'hono';
import { privateNoStore, requireSession, type AccountEnv } from '@/lib/server/account/http';
import { idOf } from '@/lib/server/console/submissions/params';
import { getKeyUsage } from '@/lib/server/open-api/usage-read';
import { usageQuerySchema } from '@/lib/validation/api-usage';
import { ok } from '../envelope';
import { HttpError } from '../errors';
import { validate } from '../validate';

// The API console's usage figures of one key (docs/api.md): its owner only. Its own router, so
// that the keys' routes (api-keys.ts) and these change apart.
export const apiUsageRoutes = new Hono<AccountEnv>();

const USAGE = '/account/api-keys/:id/usage';

/** The session, unless a router mounted before (the keys' `/account/api-keys/*`) read it. */
const sessionOnce: MiddlewareHandler<AccountEnv> = (c, next) =>
  c.var.session ? next() : requireSession(c, next);

apiUsageRoutes.use(USAGE, privateNoStore, sessionOnce);

// GET /api/account/api-keys/:id/usage?days=14 — requests per day by status class and endpoint,
// p95 latency and share of the daily quota; another account's key is a 404.
apiUsageRoutes.get(USAGE, validate('query', usageQuerySchema), async (c) => {
  const id = idOf(c.req.param('id'));
  const { days } = c.req.valid('query');
  const usage = await getKeyUsage(c.get('db'), c.get('session').user.id, id, days);
  if (!usage) throw new HttpError(404, 'Not Found: no such key of this account');
  return ok(c, usage);
});
