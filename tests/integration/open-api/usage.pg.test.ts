import { and, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getDb, type Db } from '@/lib/server/db/client';
import { apiKeys, apiUsageDaily, users } from '@/lib/server/db/schema';
import { checkKey, createKey } from '@/lib/server/open-api/keys';
import {
  discardUsage,
  flushUsage,
  LATENCY_BUCKETS_MS,
  recordUsage,
} from '@/lib/server/open-api/usage';
import { getKeyUsage } from '@/lib/server/open-api/usage-read';
import { writeUsage, type UsageTotal } from '@/lib/server/open-api/usage-write';
import { testDriver, useTestDatabase } from '../../support/db';

// The Open API's usage figures on their way to the database (docs/decisions/open-api-usage.md):
// requests add up in memory and reach api_usage_daily as a few rows per flush; a failed flush
// keeps them; two instances flushing the same rows at once add up (PostgreSQL: row locks).

const now = new Date('2026-12-01T10:00:00Z');
const day = '2026-12-01';

let n = 0;
async function newKey() {
  n += 1;
  const db = await getDb();
  const id = `usage${n}`;
  await db.insert(users).values({ id, name: id, email: `${id}@usage.test` });
  const { key, view } = await createKey(
    db,
    { userId: id, name: 'Dashboard', environment: 'sandbox', scopes: ['systems:read'] },
    now,
  );
  return { key, id: view.id, userId: id };
}

async function rowsOf(keyId: number) {
  return (await getDb())
    .select()
    .from(apiUsageDaily)
    .where(eq(apiUsageDaily.keyId, keyId))
    .orderBy(apiUsageDaily.endpointGroup, apiUsageDaily.statusClass);
}

const total = (keyId: number, requests: number, buckets: number[]): UsageTotal => ({
  keyId,
  day,
  group: 'systems',
  statusClass: 2,
  requests,
  buckets,
});

describe(`the Open API's usage figures (${testDriver})`, () => {
  beforeAll(() => useTestDatabase('open_api_usage'), 120_000);
  beforeEach(() => discardUsage());

  it('writes 250 requests as one row per group and status class, with their sums', async () => {
    const { id, userId } = await newKey();
    for (let i = 0; i < 250; i++) {
      const [group, status] =
        i < 200
          ? (['systems', 200] as const)
          : i < 230
            ? (['telemetry', 404] as const)
            : (['energy', 503] as const);
      recordUsage({ keyId: id, group, status, durationMs: i % 10 === 0 ? 300 : 4 }, now);
    }
    await flushUsage();
    const rows = await rowsOf(id);
    expect(rows.map((r) => [r.endpointGroup, r.statusClass, r.requests])).toEqual([
      ['energy', 5, 20],
      ['systems', 2, 200],
      ['telemetry', 4, 30],
    ]);
    const systems = rows.find((r) => r.endpointGroup === 'systems')!;
    expect(systems.latencyBuckets).toHaveLength(LATENCY_BUCKETS_MS.length);
    expect(systems.latencyBuckets[0]).toBe(180);
    expect(systems.latencyBuckets[6]).toBe(20);
    expect(rows.every((r) => r.day === day)).toBe(true);
    const usage = await getKeyUsage(await getDb(), userId, id, 14, now);
    expect(usage!.days.at(-1)).toMatchObject({
      day,
      requests: 250,
      byStatus: { '2xx': 200, '3xx': 0, '4xx': 30, '5xx': 20 },
      byGroup: { systems: 200, telemetry: 30, energy: 20, mode: 0, other: 0 },
      // 225 of 250 within 5 ms; the 238th is among the 300 ms ones.
      p95: { ms: 500, above: false },
      quotaShare: 250 / 10_000,
    });
    expect(usage!.days).toHaveLength(14);
    expect(usage!.days[0]).toMatchObject({ day: '2026-11-18', requests: 0, p95: null });
  });

  it('adds a second flush to the first, bucket by bucket', async () => {
    const { id } = await newKey();
    for (let i = 0; i < 10; i++)
      recordUsage({ keyId: id, group: 'mode', status: 200, durationMs: 8 }, now);
    await flushUsage();
    for (let i = 0; i < 5; i++)
      recordUsage({ keyId: id, group: 'mode', status: 200, durationMs: 40 }, now);
    await flushUsage();
    const [row] = await rowsOf(id);
    expect(row!.requests).toBe(15);
    expect(row!.latencyBuckets.slice(0, 4)).toEqual([0, 10, 0, 5]);
  });

  it('keeps the totals when the database fails, and writes them at the next flush', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const { id } = await newKey();
    const down = {
      transaction: () => Promise.reject(new Error('connection refused')),
    } as unknown as Db;
    for (let i = 0; i < 7; i++)
      recordUsage({ keyId: id, group: 'energy', status: 200, durationMs: 1 }, now);
    await expect(flushUsage(down)).resolves.toBeUndefined();
    await flushUsage(down);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(await rowsOf(id)).toEqual([]);
    recordUsage({ keyId: id, group: 'energy', status: 200, durationMs: 1 }, now);
    await flushUsage();
    expect((await rowsOf(id)).map((r) => r.requests)).toEqual([8]);
  });

  it("writes a key's last-used date at the flush, not in the request", async () => {
    const { key, id } = await newKey();
    const db = await getDb();
    const lastUsed = async () =>
      (await db.select({ at: apiKeys.lastUsedAt }).from(apiKeys).where(eq(apiKeys.id, id)))[0]!.at;
    expect(await checkKey(db, key, now)).toMatchObject({ ok: true });
    expect(await lastUsed()).toBeNull();
    await flushUsage();
    expect(await lastUsed()).toEqual(now);
  });

  it('adds up two instances flushing the same rows at once, and skips a deleted key', async () => {
    const a = await newKey();
    const b = await newKey();
    const gone = await newKey();
    const db = await getDb();
    await db.delete(apiKeys).where(eq(apiKeys.id, gone.id));
    const batch = (k: number) => ({
      // Each instance lists the rows in its own order: the writer sorts them.
      totals: (k % 2 ? [a.id, b.id, gone.id] : [gone.id, b.id, a.id]).map((keyId) =>
        total(keyId, 2, [1, 1]),
      ),
      lastUsed: [] as [number, Date][],
    });
    await Promise.all(Array.from({ length: 8 }, (_, k) => writeUsage(db, batch(k))));
    for (const keyId of [a.id, b.id]) {
      const [row] = await db
        .select()
        .from(apiUsageDaily)
        .where(and(eq(apiUsageDaily.keyId, keyId), eq(apiUsageDaily.day, day)));
      expect(row).toMatchObject({ requests: 16, latencyBuckets: [8, 8] });
    }
    expect(await rowsOf(gone.id)).toEqual([]);
  });
});
