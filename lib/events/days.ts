import { eventStatus, eventStatuses, type EventDates, type EventStatus } from './status';

export type EventDay<T> = { day: string; events: T[] };

/** Every event under its status, each list in the order it came in. */
export function splitByStatus<T extends EventDates>(
  events: readonly T[],
  now: Date,
  timeZone: string,
): Record<EventStatus, T[]> {
  const split = Object.fromEntries(eventStatuses.map((s) => [s, [] as T[]])) as Record<
    EventStatus,
    T[]
  >;
  for (const event of events) split[eventStatus(event, now, timeZone)].push(event);
  return split;
}

/** What comes first on a tab: the next days ahead, but the most recent of the past ones. */
export function dayOrderOf(status: EventStatus): 'asc' | 'desc' {
  return status === 'finished' ? 'desc' : 'asc';
}

/**
 * The day list: events grouped by their first day, the days in `order`; within a day
 * the one ending first comes first, ties keep their incoming order.
 */
export function groupByStartDay<T extends EventDates>(
  events: readonly T[],
  order: 'asc' | 'desc',
): EventDay<T>[] {
  const dayOf = (value: string) => value.slice(0, 10);
  const byDay = new Map<string, T[]>();
  for (const event of events) {
    const day = dayOf(event.startDate);
    byDay.set(day, [...(byDay.get(day) ?? []), event]);
  }
  const days = [...byDay.keys()].sort();
  if (order === 'desc') days.reverse();
  return days.map((day) => ({
    day,
    events: [...byDay.get(day)!].sort((a, b) => dayOf(a.endDate).localeCompare(dayOf(b.endDate))),
  }));
}
