import 'server-only';
import { sql } from 'drizzle-orm';
import { contentTables } from '@/lib/server/console/content/tables';
import { revalidateOverHttp } from '@/lib/server/cache/revalidate-over-http';
import { getDb, type Db } from '@/lib/server/db/client';

// Scheduled publishing. A public list is kept in Next's data cache for up to an hour,
// and revalidateTag works only inside a request, so nothing would expire it when a scheduled
// row's time comes. Instead each collection has an epoch, part of the cache key of its public
// reads (lib/server/data/cached.ts): the latest publish time that has passed. When a scheduled
// time passes, the epoch changes, and the next read misses the cache and sees the row. The
// epoch is a value of the data, not of the process, so every instance computes the same key.

const TICK_MS = 30_000;
/** A little after the due time, so the row's time has surely passed when the read runs. */
const LATE_MS = 50;

type ScheduleState = {
  epochs: Map<string, string>;
  /** Collections whose pages still have to be revalidated (the server was not listening yet). */
  pending: Set<string>;
  /** The epochs were read once: a change after that is a publish time that passed. */
  isKnown?: boolean;
  timer?: ReturnType<typeof setTimeout>;
  watching: boolean;
  running?: Promise<void>;
};

// On globalThis: instrumentation.ts and the route handlers may load this module separately.
const slot = globalThis as typeof globalThis & { __voltaraSchedule?: ScheduleState };
const state = (): ScheduleState =>
  (slot.__voltaraSchedule ??= { epochs: new Map(), pending: new Set(), watching: false });

/** The epoch of a collection's cache tag, for the cache key of its public reads. */
export function scheduleEpoch(tag: string): string {
  return state().epochs.get(tag) ?? '0';
}

/** The epoch from a collection's latest publish time that has passed (none: '0'). */
export function epochOf(latestPassed: Date | string | null | undefined): string {
  if (latestPassed === null || latestPassed === undefined) return '0';
  return String(new Date(latestPassed).getTime());
}

/** The soonest of the due times still ahead (or null), to wake the watcher just after it. */
export function soonest(times: (Date | string | null | undefined)[]): Date | null {
  const ms = times.filter((t) => t !== null && t !== undefined).map((t) => new Date(t!).getTime());
  return ms.length ? new Date(Math.min(...ms)) : null;
}

/** How long the watcher sleeps: until just after the next due time, at most a tick. */
export function delayUntil(nextDue: Date | null, now: Date): number {
  if (!nextDue) return TICK_MS;
  return Math.max(LATE_MS, Math.min(TICK_MS, nextDue.getTime() - now.getTime() + LATE_MS));
}

type Refresh = { changed: string[]; nextDue: Date | null };

/**
 * Read every collection's latest passed and next coming publish time, as of `now` (the server's
 * clock, the same clock the visibility filter uses), and move the epochs that changed.
 */
export async function refreshScheduleEpochs(db: Db, now: Date = new Date()): Promise<Refresh> {
  const changed: string[] = [];
  const upcoming: (Date | string | null)[] = [];
  for (const { table, tag } of Object.values(contentTables)) {
    const at = now.toISOString();
    const [row] = await db
      .select({
        passed: sql<
          Date | string | null
        >`max(${table.publishAt}) filter (where ${table.publishAt} <= ${at}::timestamptz)`,
        next: sql<
          Date | string | null
        >`min(${table.publishAt}) filter (where ${table.publishAt} > ${at}::timestamptz)`,
      })
      .from(table);
    const epoch = epochOf(row?.passed);
    if (scheduleEpoch(tag) !== epoch) changed.push(tag);
    state().epochs.set(tag, epoch);
    upcoming.push(row?.next ?? null);
  }
  return { changed, nextDue: soonest(upcoming) };
}

/** One check now (the watcher's tick; tests call it directly). Never throws. */
export function tickSchedule(now?: Date): Promise<void> {
  const s = state();
  const run = (s.running ?? Promise.resolve()).then(async () => {
    let nextDue: Date | null = null;
    try {
      const refresh = await refreshScheduleEpochs(await getDb(), now);
      nextDue = refresh.nextDue;
      // The first reading only learns the epochs: nothing was cached under older ones (Next's
      // page cache lives in memory, next.config.ts), so nothing has to expire.
      if (s.isKnown) for (const tag of refresh.changed) s.pending.add(tag);
      s.isKnown = true;
    } catch (error) {
      console.error('[schedule] could not check scheduled publishing:', (error as Error).message);
    }
    // The cached pages of a collection whose epoch moved expire now (the data reads
    // already miss, their key holds the epoch). Kept for the next tick while nobody answers.
    if (s.watching && s.pending.size > 0 && (await revalidateOverHttp([...s.pending]))) {
      s.pending.clear();
    }
    if (s.watching) plan(delayUntil(nextDue, new Date()));
  });
  s.running = run;
  return run;
}

function plan(delay: number) {
  const s = state();
  if (s.timer) clearTimeout(s.timer);
  s.timer = setTimeout(() => void tickSchedule(), delay);
  // The watcher alone must not keep a process (a script, a test) alive.
  s.timer.unref?.();
}

/** Start watching scheduled publish times (instrumentation.ts, once per process). */
export function startScheduleWatcher(): void {
  const s = state();
  if (s.watching) return;
  s.watching = true;
  void tickSchedule();
}

export function stopScheduleWatcher(): void {
  const s = state();
  s.watching = false;
  if (s.timer) clearTimeout(s.timer);
  s.timer = undefined;
}

/** After a console write: the epochs and the next wake-up follow the new publish times. */
export const refreshScheduleAfterWrite = (): Promise<void> => tickSchedule();
