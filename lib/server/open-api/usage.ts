import 'server-only';
import { OPEN_API_BASE, operations } from '@/lib/open-api/operations';
import type { UsageGroup } from '@/lib/open-api/usage';
import { getDb, type Db } from '@/lib/server/db/client';
import { writeUsage, type UsageBatch, type UsageTotal } from './usage-write';

// The Open API's usage figures (docs/decisions/open-api-usage.md): a request adds to totals in
// this process's memory, per key, UTC day, endpoint group and status class, with its latency
// in a fixed bucket; the totals go to api_usage_daily in one batched upsert every 10 s, when
// they grow past a few thousand combinations, and at shutdown. Keys' last-used dates ride along
// in the same batch. Nothing here writes to the database inside a request, and nothing throws
// into one: a failed flush keeps the totals for the next.

/** Upper bounds of the latency buckets, in ms; the last catches everything slower. */
export const LATENCY_BUCKETS_MS = [5, 10, 25, 50, 100, 250, 500, 1000, 2500, Infinity] as const;
/** How often the totals are written. */
export const FLUSH_INTERVAL_MS = 10_000;
/** Combinations held before a flush is started early: about 200 bytes each. */
export const MAX_PENDING_ENTRIES = 5_000;

/** The bucket of a request that took `durationMs`. */
export function bucketOf(durationMs: number): number {
  const index = LATENCY_BUCKETS_MS.findIndex((bound) => durationMs <= bound);
  return index === -1 ? LATENCY_BUCKETS_MS.length - 1 : index;
}

/**
 * The 95th percentile of the requests counted in `buckets`, as the upper bound of the bucket it
 * falls in (so "at most" that many ms; Infinity past the last finite bound), or null for none.
 */
export function p95FromBuckets(buckets: readonly number[]): number | null {
  const total = buckets.reduce((sum, n) => sum + n, 0);
  if (total <= 0) return null;
  const rank = Math.ceil(total * 0.95);
  let seen = 0;
  for (const [i, n] of buckets.entries()) {
    seen += n;
    if (seen >= rank) return LATENCY_BUCKETS_MS[Math.min(i, LATENCY_BUCKETS_MS.length - 1)]!;
  }
  return Infinity;
}

/** 2 to 5: an informational answer counts as a success, anything past 5xx as a server error. */
export const statusClassOf = (status: number) => Math.min(5, Math.max(2, Math.floor(status / 100)));

const groupPatterns = operations.map((op) => ({
  group: op.group,
  pattern: new RegExp(`^${OPEN_API_BASE}${op.path.replace(/\{[^}]+\}/g, '[^/]+')}/?$`),
}));

/** The endpoint group of an Open API request path; `other` for no known endpoint. */
export function usageGroupOf(pathname: string): UsageGroup {
  return groupPatterns.find((g) => g.pattern.test(pathname))?.group ?? 'other';
}

export type UsageRecord = { keyId: number; group: UsageGroup; status: number; durationMs: number };

type Recorder = ReturnType<typeof createUsageRecorder>;

/**
 * Totals held for a writer: `record` and `noteKeyUsed` add to them, `flush` hands them over
 * (one flush at a time; a failed one gives them back). Exported for tests; the process has one
 * (recordUsage and the rest below).
 */
export function createUsageRecorder({
  write,
  maxEntries = MAX_PENDING_ENTRIES,
  intervalMs = FLUSH_INTERVAL_MS,
}: {
  write: (batch: UsageBatch, db?: Db) => Promise<void>;
  maxEntries?: number;
  intervalMs?: number;
}) {
  let totals = new Map<string, UsageTotal>();
  let lastUsed = new Map<number, Date>();
  let timer: NodeJS.Timeout | undefined;
  let queue = Promise.resolve();
  let flushing = 0;
  let isFailing = false;
  let hasDropped = false;

  const add = (into: Map<string, UsageTotal>, id: string, from: UsageTotal) => {
    const held = into.get(id);
    if (!held) return void into.set(id, from);
    held.requests += from.requests;
    from.buckets.forEach((n, i) => (held.buckets[i] = (held.buckets[i] ?? 0) + n));
  };
  // A flush still under way (a database that hangs) is not queued behind again and again.
  const start = () => {
    timer ??= setInterval(() => flushing === 0 && void flush(), intervalMs).unref();
  };

  async function flushOnce(db?: Db) {
    if (!totals.size && !lastUsed.size) return;
    const batch = { totals: [...totals.values()], lastUsed: [...lastUsed] };
    const taken = totals;
    totals = new Map();
    lastUsed = new Map();
    try {
      await write(batch, db);
      if (isFailing) console.info('[open-api usage] written again');
      isFailing = false;
      hasDropped = false;
    } catch (error) {
      for (const [id, total] of taken) add(totals, id, total);
      for (const [keyId, at] of batch.lastUsed) noteKeyUsed(keyId, at);
      if (!isFailing) {
        const message = error instanceof Error ? error.message : String(error);
        console.warn(`[open-api usage] not written (${message}); kept for the next flush`);
      }
      isFailing = true;
    }
  }

  /** Write what is held, after any flush under way; never rejects. */
  function flush(db?: Db): Promise<void> {
    flushing += 1;
    const run = queue.then(() => flushOnce(db)).finally(() => (flushing -= 1));
    queue = run;
    return run;
  }

  function record({ keyId, group, status, durationMs }: UsageRecord, now = new Date()) {
    start();
    const day = now.toISOString().slice(0, 10);
    const statusClass = statusClassOf(status);
    const id = `${keyId}|${day}|${group}|${statusClass}`;
    if (!totals.has(id) && totals.size >= 2 * maxEntries) {
      // Only while writes fail and the totals come back: memory stays bounded.
      if (!hasDropped) console.warn('[open-api usage] too many totals held; dropping new ones');
      hasDropped = true;
      return;
    }
    const buckets = LATENCY_BUCKETS_MS.map(() => 0);
    buckets[bucketOf(durationMs)] = 1;
    add(totals, id, { keyId, day, group, statusClass, requests: 1, buckets });
    if (totals.size >= maxEntries && flushing === 0) void flush();
  }

  function noteKeyUsed(keyId: number, at: Date) {
    start();
    const held = lastUsed.get(keyId);
    if (!held || held < at) lastUsed.set(keyId, at);
  }

  return {
    record,
    noteKeyUsed,
    flush,
    /** Drop what is held (tests: it belongs to the previous suite's database). */
    discard() {
      totals = new Map();
      lastUsed = new Map();
    },
    get size() {
      return totals.size;
    },
  };
}

// The process's recorder, on globalThis like the database: the API's bundle records, the one
// of instrumentation.ts flushes at shutdown.
const slot = globalThis as typeof globalThis & { __voltaraApiUsage?: Recorder };
const recorder = () =>
  (slot.__voltaraApiUsage ??= createUsageRecorder({
    write: async (batch, db) => writeUsage(db ?? (await getDb()), batch),
  }));

/** Count one answered Open API request of a key; no database write, never throws. */
export function recordUsage(request: UsageRecord, now = new Date()): void {
  try {
    recorder().record(request, now);
  } catch (error) {
    console.warn('[open-api usage] not counted:', error);
  }
}

/** A key was used at `at` and its stored date is a minute old or more: written by the flush. */
export const noteKeyUsed = (keyId: number, at: Date) => recorder().noteKeyUsed(keyId, at);

/** Write the held totals and last-used dates now (tests, shutdown); to `db` when given. */
export const flushUsage = (db?: Db) => recorder().flush(db);

/** Drop the held totals (tests, when a suite's database replaces another's). */
export const discardUsage = () => recorder().discard();

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/**
 * At SIGTERM or SIGINT, flush once more (at most 2 s: a database that hangs must not hold the
 * shutdown). Next's own handler lets the requests under way finish and then exits, so this is
 * best effort. Without another handler the signal is raised again after the flush, so the
 * process still ends as it would have.
 */
export function flushUsageAtShutdown(): void {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      const isAlone = process.listenerCount(signal) === 0;
      void Promise.race([flushUsage(), sleep(2_000)]).finally(() => {
        if (isAlone) process.kill(process.pid, signal);
      });
    });
  }
}
