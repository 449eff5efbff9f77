import 'server-only';
import { Hono } from 'hono';
import type { ConsoleEnv } from '@/lib/server/console/access';
import { getUsageTotals } from '@/lib/server/open-api/usage-read';
import { usageQuerySchema } from '@/lib/validation/api-usage';
import { ok } from '../../envelope';
import { validate } from '../../validate';

// The Open API's usage for staff: editors too, like the dashboard (the console's guard), since
// it is read-only and names keys only by their hint.
export const apiUsageAdminRoutes = new Hono<ConsoleEnv>();

// GET /api/admin/api-usage?days=14 — requests per day and environment, and the busiest keys.
apiUsageAdminRoutes.get('/admin/api-usage', validate('query', usageQuerySchema), async (c) =>
  ok(c, await getUsageTotals(c.get('db'), c.req.valid('query').days)),
);
