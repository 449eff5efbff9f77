import 'server-only';
import { Hono } from 'hono';
import type { ConsoleEnv } from '@/lib/server/console/access';
import { summarizeCspReports } from '@/lib/server/csp-reports/reports';
import { ok } from '../../envelope';

// CSP violation reports, for the dashboard; editors too, like the rest of it (a
// report often means an embed or an image an editor added from a host the policy refuses).
export const cspReportAdminRoutes = new Hono<ConsoleEnv>();

// GET /api/admin/csp-reports — counts of the last day, week and all kept, and the top pairs.
cspReportAdminRoutes.get('/admin/csp-reports', async (c) =>
  ok(c, await summarizeCspReports(c.get('db'))),
);
