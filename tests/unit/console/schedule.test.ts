import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from '@/lib/server/db/client';
import { contentTables } from '@/lib/server/console/content/tables';
import {
  delayUntil,
  epochOf,
  refreshScheduleEpochs,
  scheduleEpoch,
  soonest,
} from '@/lib/server/console/schedule';

type Times = { passed: Date | null; next: Date | null };

/** A database answering the watcher's one query per table from `byTag`. */
function fakeDb(byTag: Record<string, Times>): Db {
  const tagOf = new Map(Object.values(contentTables).map((info) => [info.table, info.tag]));
  return {
    select: () => ({
      from: async (table: unknown) => [
        byTag[tagOf.get(table as never)!] ?? { passed: null, next: null },
      ],
    }),
  } as unknown as Db;
}

const at = (iso: string) => new Date(iso);

describe('the schedule epochs', () => {
  afterEach(() => {
    delete (globalThis as { __voltaraSchedule?: unknown }).__voltaraSchedule;
  });

  it('derive the epoch from the latest passed publish time, the same in every process', () => {
    expect(epochOf(null)).toBe('0');
    expect(epochOf(at('2025-06-30T10:00:00Z'))).toBe(String(Date.parse('2025-06-30T10:00:00Z')));
    expect(epochOf('2025-06-30T10:00:00.000Z')).toBe(epochOf(at('2025-06-30T10:00:00Z')));
  });

  it('move a collection’s epoch only when one of its publish times has passed', async () => {
    const t1 = at('2025-06-30T10:00:00Z');
    const due = at('2025-06-30T10:05:00Z');
    const before = await refreshScheduleEpochs(fakeDb({ news: { passed: t1, next: due } }), t1);
    expect(before.nextDue).toEqual(due);
    const epoch = scheduleEpoch('news');
    expect(epoch).toBe(epochOf(t1));

    // Nothing passed since: the same key, the cached list stays.
    const again = await refreshScheduleEpochs(fakeDb({ news: { passed: t1, next: due } }), t1);
    expect(again.changed).toEqual([]);
    expect(scheduleEpoch('news')).toBe(epoch);

    // The scheduled row's time has come: a new key for news, and for news only.
    const after = await refreshScheduleEpochs(
      fakeDb({ news: { passed: due, next: null } }),
      at('2025-06-30T10:05:01Z'),
    );
    expect(after.changed).toEqual(['news']);
    expect(scheduleEpoch('news')).not.toBe(epoch);
    expect(scheduleEpoch('blogs')).toBe('0');
    expect(after.nextDue).toBeNull();
  });

  it('wakes the watcher just after the next due time, at most every 30 s', () => {
    const now = at('2025-06-30T10:00:00Z');
    expect(delayUntil(null, now)).toBe(30_000);
    expect(delayUntil(at('2025-06-30T10:00:02Z'), now)).toBe(2_050);
    expect(delayUntil(at('2025-06-30T11:00:00Z'), now)).toBe(30_000);
    expect(delayUntil(at('2025-06-30T09:00:00Z'), now)).toBe(50);
    expect(soonest([null, '2025-06-30T10:00:09Z', at('2025-06-30T10:00:03Z')])).toEqual(
      at('2025-06-30T10:00:03Z'),
    );
    expect(soonest([null, undefined])).toBeNull();
  });
});
