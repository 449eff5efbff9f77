import 'server-only';
import { count, desc, gt, lt, max, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { cspReports } from '@/lib/server/db/schema';
import { consumeLimit } from '@/lib/server/security/rate-limit';
import type { CspViolation } from '@/lib/validation/csp-report';
import { cspReportLimiters } from './limits';

// The stored CSP violation reports. Anyone can post reports, from as many addresses
// as they have, so the table is bounded two ways, each covering what the other cannot:
// - at most CSP_REPORT_LIMITS.stored reports an hour for the whole site (a shared limiter, in
//   Redis with REDIS_URL), so a flood from many addresses cannot grow it fast; reports past the
//   cap are dropped (the browser is still told 204: it would only retry);
// - rows older than RETENTION_DAYS are deleted on every insert, so it cannot grow for ever.
// Together: at most 300 × 24 × 30 = 216,000 rows of at most about 2 KB each, whatever anyone
// sends.

export const RETENTION_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
const GLOBAL_KEY = 'site';

/** Store the reports within the site's hourly cap; how many were stored (all or none). */
export async function createCspReports(
  db: Db,
  violations: CspViolation[],
  now: Date = new Date(),
): Promise<number> {
  if (!violations.length) return 0;
  const wait = await consumeLimit(cspReportLimiters().stored, GLOBAL_KEY, violations.length);
  if (wait !== null) return 0;
  await db.delete(cspReports).where(lt(cspReports.receivedAt, daysBefore(now, RETENTION_DAYS)));
  await db.insert(cspReports).values(violations.map((v) => ({ ...v, receivedAt: now })));
  return violations.length;
}

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/** Reports received since `since` (a count of rows matching). */
const countSince = (since: Date) =>
  sql<number>`count(*) filter (where ${cspReports.receivedAt} > ${since.toISOString()}::timestamptz)`.mapWith(
    Number,
  );

export type CspReportSummary = {
  last24h: number;
  last7d: number;
  /** Every report kept: the last RETENTION_DAYS days. */
  total: number;
  retentionDays: number;
  /** The most frequent directive + blocked URI pairs, most frequent first. */
  top: { effectiveDirective: string; blockedUri: string; count: number; lastSeen: string }[];
};

/** The console dashboard's numbers, as of `now`. */
export async function summarizeCspReports(
  db: Db,
  now: Date = new Date(),
  topSize = 5,
): Promise<CspReportSummary> {
  // Rows past retention are deleted on the next insert; until then they do not count.
  const kept = gt(cspReports.receivedAt, daysBefore(now, RETENTION_DAYS));
  const [counts] = await db
    .select({
      last24h: countSince(daysBefore(now, 1)),
      last7d: countSince(daysBefore(now, 7)),
      total: count(),
    })
    .from(cspReports)
    .where(kept);
  const top = await db
    .select({
      effectiveDirective: cspReports.effectiveDirective,
      blockedUri: cspReports.blockedUri,
      count: count(),
      lastSeen: max(cspReports.receivedAt),
    })
    .from(cspReports)
    .where(kept)
    .groupBy(cspReports.effectiveDirective, cspReports.blockedUri)
    .orderBy(desc(count()), desc(max(cspReports.receivedAt)))
    .limit(topSize);
  return {
    last24h: counts?.last24h ?? 0,
    last7d: counts?.last7d ?? 0,
    total: counts?.total ?? 0,
    retentionDays: RETENTION_DAYS,
    top: top.map((row) => ({ ...row, lastSeen: new Date(row.lastSeen!).toISOString() })),
  };
}
