import type { OpenApiOperation } from './operations';

// The usage figures of the Open API as the API console and the staff console show them
// (lib/server/open-api/usage-read.ts reads them from api_usage_daily). No server imports: the
// charts and tables render them in the browser too.

/** The endpoint groups counted apart; `other` is a request to no known endpoint (a 404). */
export type UsageGroup = OpenApiOperation['group'] | 'other';
export const usageGroups = [
  'systems',
  'telemetry',
  'energy',
  'mode',
  'other',
] as const satisfies readonly UsageGroup[];

/** The answers' status classes, in the order the chart stacks them. */
export const statusClassKeys = ['2xx', '3xx', '4xx', '5xx'] as const;
export type StatusClassKey = (typeof statusClassKeys)[number];

/** The 95th percentile of a day's latencies: at most `ms`, or above it when `above`. */
export type P95 = { ms: number; above: boolean };

export type UsageDay = {
  /** UTC date, YYYY-MM-DD. */
  day: string;
  requests: number;
  byStatus: Record<StatusClassKey, number>;
  byGroup: Record<UsageGroup, number>;
  p95: P95 | null;
  /** Requests over the key's daily quota: 1 is all of it (refused requests count too). */
  quotaShare: number;
};

/** One key's days, oldest first, today last; days without requests are zeros. */
export type KeyUsage = {
  keyId: number;
  environment: 'sandbox' | 'live';
  dailyQuota: number;
  days: UsageDay[];
  /** The 95th percentile over all these days. */
  p95: P95 | null;
};

/** All keys' requests of a day in one environment (the staff console). */
export type UsageTotalRow = {
  day: string;
  environment: 'sandbox' | 'live';
  requests: number;
  byStatus: Record<StatusClassKey, number>;
};

export type TopKey = {
  keyId: number;
  name: string;
  hint: string;
  environment: 'sandbox' | 'live';
  /** The owner's e-mail; null for an account made with a phone number only. */
  email: string | null;
  requests: number;
  errors: number;
};

export type UsageTotals = { days: number; rows: UsageTotalRow[]; topKeys: TopKey[] };

/** The periods the staff console offers, in days; 14 unless asked. */
export const usagePeriods = [7, 14, 30, 90] as const;
export const DEFAULT_USAGE_DAYS = 14;
/** The longest period asked for. */
export const MAX_USAGE_DAYS = 90;
