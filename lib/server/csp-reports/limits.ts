import 'server-only';
import {
  createFormLimiters,
  processLimiters,
  type FormLimiters,
  type Limit,
} from '@/lib/server/security/rate-limit';

// Limits of POST /api/csp-report, in memory or in Redis like the forms'. `perIp` counts
// requests per address: report-uri sends one POST per violation, so a visitor on a page that
// breaks the policy a few times sends a few a page; a script sends thousands. `stored` counts the
// reports stored by the whole site per hour, whoever sends them (see reports.ts).
export const CSP_REPORT_LIMITS = {
  perIp: { points: 100, duration: 10 * 60 },
  stored: { points: 300, duration: 60 * 60 },
} satisfies Record<string, Limit>;

export type CspReportLimiters = Pick<FormLimiters, 'redis'> & {
  perIp: FormLimiters['perIp'];
  stored: FormLimiters['perIp'];
};

export function createCspReportLimiters(
  options: { redisUrl?: string; keyPrefix?: string; perIp?: Limit; stored?: Limit } = {},
): CspReportLimiters {
  const { perIp, perEmail, redis } = createFormLimiters({
    redisUrl: options.redisUrl,
    keyPrefix: options.keyPrefix ?? 'voltara:csp-report',
    perIp: options.perIp ?? CSP_REPORT_LIMITS.perIp,
    perEmail: options.stored ?? CSP_REPORT_LIMITS.stored,
  });
  return { perIp, stored: perEmail, redis };
}

const limiters = processLimiters('CspReport', (redisUrl) => createCspReportLimiters({ redisUrl }));

export const cspReportLimiters = limiters.get;
/** Replace the process's limiters (tests; closes the previous Redis connection). */
export const setCspReportLimiters = limiters.set;
