import { toCalendarDay } from '@/lib/events/calendar-day';

/** Newest first by publication day; items without a readable day go last, ties keep order. */
export function newestFirst<T extends { publishedOn: string }>(items: readonly T[]): T[] {
  const dayOf = (item: T) => toCalendarDay(item.publishedOn) ?? '';
  return [...items].sort((a, b) => dayOf(b).localeCompare(dayOf(a)));
}
