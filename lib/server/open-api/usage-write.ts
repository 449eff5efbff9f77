import 'server-only';
import { sql } from 'drizzle-orm';
import type { UsageGroup } from '@/lib/open-api/usage';
import type { Db } from '@/lib/server/db/client';
import { apiKeys, apiUsageDaily } from '@/lib/server/db/schema';

// The one write of the usage figures (lib/server/open-api/usage.ts): the totals held since the
// last flush added to api_usage_daily, and the keys' last-used dates moved on, in one
// transaction, so a failure leaves nothing half counted and the next flush adds it all again.

export type UsageTotal = {
  keyId: number;
  /** UTC date, YYYY-MM-DD. */
  day: string;
  group: UsageGroup;
  statusClass: number;
  requests: number;
  /** Requests per latency bucket (LATENCY_BUCKETS_MS). */
  buckets: number[];
};

export type UsageBatch = { totals: UsageTotal[]; lastUsed: [keyId: number, at: Date][] };

/** Rows per statement: 6 parameters each stay far below PostgreSQL's 65,535. */
const ROWS_PER_STATEMENT = 1000;
/** How often a key's last-used date is written: at most once a minute, not on every request. */
export const LAST_USED_RESOLUTION_MS = 60_000;

const byRow = (a: UsageTotal, b: UsageTotal) =>
  a.keyId - b.keyId ||
  a.day.localeCompare(b.day) ||
  a.group.localeCompare(b.group) ||
  a.statusClass - b.statusClass;

/**
 * Adds `batch` to the database. The rows go in primary-key order, and the keys in id order, so
 * two instances flushing the same rows at once wait for each other instead of deadlocking; the
 * upsert adds to what the other wrote. A key deleted meanwhile (its account gone) is skipped.
 */
export async function writeUsage(db: Db, { totals, lastUsed }: UsageBatch): Promise<void> {
  if (!totals.length && !lastUsed.length) return;
  const rows = [...totals].sort(byRow);
  const used = [...lastUsed].sort(([a], [b]) => a - b);
  await db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
      const values = rows
        .slice(i, i + ROWS_PER_STATEMENT)
        .map(
          (r) =>
            sql`(${r.keyId}::int, ${r.day}::date, ${r.group}::text, ${r.statusClass}::smallint, ${r.requests}::int, ${`{${r.buckets.join(',')}}`}::int[])`,
        );
      await tx.execute(sql`
        insert into ${apiUsageDaily} as u
          (key_id, day, endpoint_group, status_class, requests, latency_buckets)
        select v.key_id, v.day, v.grp, v.cls, v.n, v.buckets
        from (values ${sql.join(values, sql`, `)}) as v(key_id, day, grp, cls, n, buckets)
        where exists (select 1 from ${apiKeys} k where k.id = v.key_id)
        order by v.key_id, v.day, v.grp, v.cls
        on conflict (key_id, day, endpoint_group, status_class) do update set
          requests = u.requests + excluded.requests,
          latency_buckets = array(
            select coalesce(a, 0) + coalesce(b, 0)
            from unnest(u.latency_buckets, excluded.latency_buckets) with ordinality as t(a, b, i)
            order by i
          )`);
    }
    if (!used.length) return;
    const values = used.map(([id, at]) => sql`(${id}::int, ${at.toISOString()}::timestamptz)`);
    // As checkKey did in the request: never more than once a minute, whichever instance wrote.
    await tx.execute(sql`
      update ${apiKeys} as k set last_used_at = v.t
      from (values ${sql.join(values, sql`, `)}) as v(id, t)
      where k.id = v.id
        and (k.last_used_at is null
          or k.last_used_at < v.t - ${LAST_USED_RESOLUTION_MS}::int * interval '1 millisecond')`);
  });
}
