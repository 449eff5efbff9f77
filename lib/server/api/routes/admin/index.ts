import 'server-only';
import { Hono } from 'hono';
import { consoleGuard, type ConsoleEnv } from '@/lib/server/console/access';
import { ok } from '../../envelope';
import { apiAccessAdminRoutes } from './api-access';
import { apiUsageAdminRoutes } from './api-usage';
import { adminAuditRoutes } from './audit';
import { contentAdminRoutes } from './content';
import { cspReportAdminRoutes } from './csp-reports';
import { partnerAdminRoutes } from './partners';
import { quoteAdminRoutes } from './quotes';
import { routeRuleAdminRoutes } from './route-rules';
import { submissionAdminRoutes } from './submissions';
import { adminUserRoutes } from './users';
import { warrantyAdminRoutes } from './warranty';

// The editor console's API. Everything under /api/admin needs a session with the
// editor role at least (admin includes it); admin-only routers add requireRole('admin').
// Each area lives in its own router, mounted here.
export const adminRoutes = new Hono<ConsoleEnv>();

adminRoutes.use('/admin', ...consoleGuard);
adminRoutes.use('/admin/*', ...consoleGuard);

// GET /api/admin/me — who is at the console, with which role (the console's header).
adminRoutes.get('/admin/me', (c) => {
  const { id, email, name, role } = c.get('session').user;
  return ok(c, { id, email, name, role });
});

adminRoutes.route('/', adminUserRoutes);
adminRoutes.route('/', adminAuditRoutes);
adminRoutes.route('/', submissionAdminRoutes);
adminRoutes.route('/', partnerAdminRoutes);
adminRoutes.route('/', quoteAdminRoutes);
adminRoutes.route('/', contentAdminRoutes);
adminRoutes.route('/', cspReportAdminRoutes);
adminRoutes.route('/', routeRuleAdminRoutes);
adminRoutes.route('/', warrantyAdminRoutes);
adminRoutes.route('/', apiUsageAdminRoutes);
adminRoutes.route('/', apiAccessAdminRoutes);
