import 'server-only';
import { Hono } from 'hono';
import { CSP_REPORT_PATH } from '@/lib/security/csp-report';
import { createCspReports } from '@/lib/server/csp-reports/reports';
import { cspReportLimiters } from '@/lib/server/csp-reports/limits';
import { getDb } from '@/lib/server/db/client';
import { limitByAddress, parseBody } from '@/lib/server/privacy/http';
import { readJson } from '@/lib/server/security/body';
import { cspReportBodySchema } from '@/lib/validation/csp-report';
import { HttpError } from '../errors';

export const cspReportRoutes = new Hono();

const path = CSP_REPORT_PATH.replace(/^\/api/, '');

/**
 * report-uri sends one report (about 1 KB); the Reporting API batches the reports of a minute in
 * one upload, and a page breaking its policy a dozen times makes that a dozen KB.
 */
const MAX_REPORT_BYTES = 32 * 1024;

/** report-uri's type, the Reporting API's, and plain JSON (older browsers' report-uri). */
const REPORT_TYPES = ['application/csp-report', 'application/reports+json', 'application/json'];

// POST /api/csp-report — store the CSP violations a browser reports (report-uri and report-to).
// No Origin check: browsers send reports without a usable one. Nothing about the sender is kept.
cspReportRoutes.post(path, async (c) => {
  await limitByAddress(c, cspReportLimiters().perIp, 'csp-report');
  const body = await readJson(c.req.raw, { maxBytes: MAX_REPORT_BYTES, types: REPORT_TYPES });
  const violations = parseBody(cspReportBodySchema, body);
  await createCspReports(await getDb(), violations);
  return c.body(null, 204);
});

cspReportRoutes.on(['GET', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'], path, (c) => {
  c.header('Allow', 'POST');
  throw new HttpError(405);
});
