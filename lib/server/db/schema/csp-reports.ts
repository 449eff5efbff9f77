import 'server-only';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { oneOfCheck } from './columns';

// Content-Security-Policy violations reported by browsers, as parsed and cut by
// lib/validation/csp-report.ts: URLs without query or fragment, bounded text, no IP address,
// no referrer. Bounded in number too (lib/server/csp-reports/reports.ts).
export const cspReports = pgTable(
  'csp_reports',
  {
    id: serial('id').primaryKey(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    documentUri: text('document_uri').notNull(),
    /** A URL, or the browser's keyword for what was blocked ("inline", "eval", "data"). */
    blockedUri: text('blocked_uri').notNull(),
    effectiveDirective: text('effective_directive').notNull(),
    disposition: text('disposition').notNull(),
    sourceFile: text('source_file'),
    lineNumber: integer('line_number'),
    columnNumber: integer('column_number'),
    sample: text('sample'),
    statusCode: integer('status_code'),
  },
  (t) => [
    oneOfCheck('csp_reports_disposition_check', t.disposition, ['enforce', 'report']),
    index('csp_reports_received_idx').on(t.receivedAt),
  ],
);
