import 'server-only';
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import {
  DEFAULT_USAGE_DAYS,
  statusClassKeys,
  usageGroups,
  type KeyUsage,
  type P95,
  type StatusClassKey,
  type UsageDay,
  type UsageGroup,
  type UsageTotals,
} from '@/lib/open-api/usage';
import { isPlaceholderEmail } from '@/lib/server/account/sign-up';
import type { Db } from '@/lib/server/db/client';
import { apiKeys, apiUsageDaily, users } from '@/lib/server/db/schema';
import { DAILY_QUOTA } from './quota';
import { LATENCY_BUCKETS_MS, p95FromBuckets } from './usage';

// The usage figures as the API console (one key, its owner) and the staff console (all keys)
// read them from api_usage_daily (lib/server/open-api/usage.ts writes it). The figures of the
// last 10 s of each instance are still in its memory.

const DAY_MS = 24 * 60 * 60 * 1000;
/** Keys listed among the busiest of a period. */
export const TOP_KEYS = 20;

/** The UTC dates of the `days` days ending today, oldest first. */
function lastDays(days: number, now: Date): string[] {
  return Array.from({ length: days }, (_, i) =>
    new Date(now.getTime() - (days - 1 - i) * DAY_MS).toISOString().slice(0, 10),
  );
}

const classKey = (statusClass: number) => `${statusClass}xx` as StatusClassKey;
const zeros = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;

function p95Of(buckets: readonly number[]): P95 | null {
  const ms = p95FromBuckets(buckets);
  if (ms === null) return null;
  const last = LATENCY_BUCKETS_MS.at(-2)!;
  return ms === Infinity ? { ms: last, above: true } : { ms, above: false };
}

const addInto = (into: number[], from: readonly number[]) =>
  from.forEach((n, i) => (into[i] = (into[i] ?? 0) + n));

/**
 * A key's last `days` days (today included, UTC), or null when the key is not `userId`'s (the
 * route's 404: whether another account's key exists stays unsaid).
 */
export async function getKeyUsage(
  db: Db,
  userId: string,
  keyId: number,
  days = DEFAULT_USAGE_DAYS,
  now = new Date(),
): Promise<KeyUsage | null> {
  const [key] = await db
    .select({ environment: apiKeys.environment })
    .from(apiKeys)
    .where(and(eq(apiKeys.id, keyId), eq(apiKeys.userId, userId)));
  if (!key) return null;
  const dates = lastDays(days, now);
  const rows = await db
    .select({
      day: apiUsageDaily.day,
      group: apiUsageDaily.endpointGroup,
      statusClass: apiUsageDaily.statusClass,
      requests: apiUsageDaily.requests,
      buckets: apiUsageDaily.latencyBuckets,
    })
    .from(apiUsageDaily)
    .where(and(eq(apiUsageDaily.keyId, keyId), gte(apiUsageDaily.day, dates[0]!)));
  const dailyQuota = DAILY_QUOTA[key.environment];
  const all: number[] = [];
  const list: UsageDay[] = dates.map((day) => {
    const ofDay = rows.filter((r) => r.day === day);
    const buckets: number[] = [];
    const byStatus = zeros(statusClassKeys);
    const byGroup = zeros(usageGroups);
    let requests = 0;
    for (const row of ofDay) {
      requests += row.requests;
      byStatus[classKey(row.statusClass)] += row.requests;
      const group = (usageGroups as readonly string[]).includes(row.group) ? row.group : 'other';
      byGroup[group as UsageGroup] += row.requests;
      addInto(buckets, row.buckets);
    }
    addInto(all, buckets);
    return {
      day,
      requests,
      byStatus,
      byGroup,
      p95: p95Of(buckets),
      quotaShare: requests / dailyQuota,
    };
  });
  return { keyId, environment: key.environment, dailyQuota, days: list, p95: p95Of(all) };
}

/**
 * Every key's requests of the last `days` days (UTC) per day and environment, by status class,
 * and the busiest keys with their owner's e-mail and hint (the staff console).
 */
export async function getUsageTotals(
  db: Db,
  days = DEFAULT_USAGE_DAYS,
  now = new Date(),
): Promise<UsageTotals> {
  const from = lastDays(days, now)[0]!;
  const since = gte(apiUsageDaily.day, from);
  const requests = sql<number>`sum(${apiUsageDaily.requests})`.mapWith(Number);
  const perDay = await db
    .select({
      day: apiUsageDaily.day,
      environment: apiKeys.environment,
      statusClass: apiUsageDaily.statusClass,
      requests,
    })
    .from(apiUsageDaily)
    .innerJoin(apiKeys, eq(apiKeys.id, apiUsageDaily.keyId))
    .where(since)
    .groupBy(apiUsageDaily.day, apiKeys.environment, apiUsageDaily.statusClass);
  const rows = new Map<string, UsageTotals['rows'][number]>();
  for (const r of perDay) {
    const id = `${r.day} ${r.environment}`;
    const row = rows.get(id) ?? {
      day: r.day,
      environment: r.environment,
      requests: 0,
      byStatus: zeros(statusClassKeys),
    };
    row.requests += r.requests;
    row.byStatus[classKey(r.statusClass)] += r.requests;
    rows.set(id, row);
  }
  const top = await db
    .select({
      keyId: apiKeys.id,
      name: apiKeys.name,
      hint: apiKeys.hint,
      environment: apiKeys.environment,
      email: users.email,
      requests,
      errors:
        sql<number>`coalesce(sum(${apiUsageDaily.requests}) filter (where ${apiUsageDaily.statusClass} = 5), 0)`.mapWith(
          Number,
        ),
    })
    .from(apiUsageDaily)
    .innerJoin(apiKeys, eq(apiKeys.id, apiUsageDaily.keyId))
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .where(since)
    .groupBy(apiKeys.id, users.email)
    .orderBy(desc(requests), apiKeys.id)
    .limit(TOP_KEYS);
  return {
    days,
    rows: [...rows.values()].sort(
      (a, b) => b.day.localeCompare(a.day) || a.environment.localeCompare(b.environment),
    ),
    topKeys: top.map((k) => ({ ...k, email: isPlaceholderEmail(k.email) ? null : k.email })),
  };
}
