import { describe, expect, it, vi } from 'vitest';
import {
  bucketOf,
  createUsageRecorder,
  LATENCY_BUCKETS_MS,
  p95FromBuckets,
  statusClassOf,
  usageGroupOf,
} from '@/lib/server/open-api/usage';
import type { UsageBatch } from '@/lib/server/open-api/usage-write';

// The usage figures' arithmetic and their buffer (docs/decisions/open-api-usage.md): latencies
// in fixed buckets, the p95 read back from them, and totals held in a bounded map.

const at = new Date('2026-12-01T10:00:00Z');
const buckets = (counts: Record<number, number>) =>
  LATENCY_BUCKETS_MS.map((_, i) => counts[i] ?? 0);

describe('latency buckets', () => {
  it('puts a duration in the first bucket whose bound it does not pass', () => {
    expect(bucketOf(0)).toBe(0);
    expect(bucketOf(5)).toBe(0);
    expect(bucketOf(5.01)).toBe(1);
    expect(bucketOf(99)).toBe(4);
    expect(bucketOf(100)).toBe(4);
    expect(bucketOf(2500)).toBe(8);
    expect(bucketOf(2501)).toBe(9);
    expect(bucketOf(60_000)).toBe(LATENCY_BUCKETS_MS.length - 1);
  });

  it('reads the p95 as the upper bound of the bucket the 95th percentile falls in', () => {
    expect(p95FromBuckets(buckets({}))).toBeNull();
    expect(p95FromBuckets(buckets({ 2: 1 }))).toBe(25);
    // 95 of 100 within 10 ms: the 95th is the last of them.
    expect(p95FromBuckets(buckets({ 0: 90, 1: 5, 6: 5 }))).toBe(10);
    // One more slow one and the 95th falls in the 500 ms bucket.
    expect(p95FromBuckets(buckets({ 0: 90, 1: 4, 6: 6 }))).toBe(500);
    expect(p95FromBuckets(buckets({ 0: 1, 9: 99 }))).toBe(Infinity);
    // Shorter arrays (older rows) are read as far as they go.
    expect(p95FromBuckets([0, 3])).toBe(10);
  });

  it('counts statuses by class, and requests by endpoint group', () => {
    expect([101, 200, 204, 304, 404, 429, 500, 503, 600].map(statusClassOf)).toEqual([
      2, 2, 2, 3, 4, 4, 5, 5, 5,
    ]);
    expect(usageGroupOf('/api/open/v1/systems')).toBe('systems');
    expect(usageGroupOf('/api/open/v1/systems/VT-1/')).toBe('systems');
    expect(usageGroupOf('/api/open/v1/systems/VT-1/telemetry')).toBe('telemetry');
    expect(usageGroupOf('/api/open/v1/systems/VT-1/energy')).toBe('energy');
    expect(usageGroupOf('/api/open/v1/systems/VT-1/mode')).toBe('mode');
    expect(usageGroupOf('/api/open/v1/nothing')).toBe('other');
  });
});

describe('the usage recorder', () => {
  const recorder = (options: { maxEntries?: number; fail?: boolean } = {}) => {
    const batches: UsageBatch[] = [];
    const write = vi.fn(async (batch: UsageBatch) => {
      if (options.fail) throw new Error('database down');
      batches.push(batch);
    });
    return {
      batches,
      write,
      usage: createUsageRecorder({ write, maxEntries: options.maxEntries }),
    };
  };

  it('adds requests of a key, day, group and class into one total with its buckets', async () => {
    const { usage, batches } = recorder();
    for (let i = 0; i < 50; i++) {
      usage.record({ keyId: 1, group: 'systems', status: 200, durationMs: i < 40 ? 3 : 300 }, at);
    }
    usage.record({ keyId: 1, group: 'systems', status: 404, durationMs: 7 }, at);
    usage.record(
      { keyId: 1, group: 'systems', status: 200, durationMs: 7 },
      new Date('2026-12-02T00:00:01Z'),
    );
    expect(usage.size).toBe(3);
    await usage.flush();
    expect(usage.size).toBe(0);
    const [batch] = batches;
    expect(batch!.totals).toHaveLength(3);
    expect(batch!.totals[0]).toEqual({
      keyId: 1,
      day: '2026-12-01',
      group: 'systems',
      statusClass: 2,
      requests: 50,
      buckets: buckets({ 0: 40, 6: 10 }),
    });
    await usage.flush();
    expect(batches).toHaveLength(1);
  });

  it('flushes early when the map holds its maximum, and holds new requests meanwhile', async () => {
    const { usage, write } = recorder({ maxEntries: 3 });
    usage.record({ keyId: 1, group: 'systems', status: 200, durationMs: 1 }, at);
    usage.record({ keyId: 2, group: 'systems', status: 200, durationMs: 1 }, at);
    // Another request of a combination held: no new entry, no flush.
    usage.record({ keyId: 2, group: 'systems', status: 200, durationMs: 1 }, at);
    expect(write).not.toHaveBeenCalled();
    usage.record({ keyId: 3, group: 'energy', status: 500, durationMs: 1 }, at);
    await vi.waitFor(() => expect(write).toHaveBeenCalledTimes(1));
    expect(write.mock.calls[0]![0].totals.map((t) => t.keyId)).toEqual([1, 2, 3]);
    usage.record({ keyId: 4, group: 'energy', status: 500, durationMs: 1 }, at);
    expect(usage.size).toBe(1);
    await usage.flush();
    expect(write.mock.calls[1]![0].totals.map((t) => t.keyId)).toEqual([4]);
  });

  it('keeps the totals when a write fails, warns once, and never rejects', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { usage } = recorder({ fail: true });
    usage.record({ keyId: 1, group: 'mode', status: 200, durationMs: 1 }, at);
    usage.noteKeyUsed(1, at);
    await expect(usage.flush()).resolves.toBeUndefined();
    usage.record({ keyId: 1, group: 'mode', status: 200, durationMs: 1 }, at);
    await usage.flush();
    expect(usage.size).toBe(1);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('keeps the latest last-used date of a key', async () => {
    const { usage, batches } = recorder();
    usage.noteKeyUsed(7, new Date('2026-12-01T10:00:05Z'));
    usage.noteKeyUsed(7, new Date('2026-12-01T10:00:01Z'));
    usage.noteKeyUsed(8, at);
    await usage.flush();
    expect(batches[0]!.lastUsed).toEqual([
      [7, new Date('2026-12-01T10:00:05Z')],
      [8, at],
    ]);
  });
});
