import type { Select } from '../url-filter';
import { dayInZone, toCalendarDay } from './calendar-day';

// Events are upcoming ("preview"), ongoing or finished; the requirements leave the transition
// rule open, so it is read from the dates: a calendar-day comparison in the site's time zone.
export const eventStatuses = ['upcoming', 'ongoing', 'finished'] as const;
export type EventStatus = (typeof eventStatuses)[number];
export const defaultEventStatus: EventStatus = 'upcoming';

export type EventDates = { startDate: string; endDate: string };

/** Does the event carry two readable days? (A row that does not cannot be placed on a tab.) */
export function hasEventDates(event: { startDate?: unknown; endDate?: unknown }): boolean {
  return toCalendarDay(event.startDate) !== null && toCalendarDay(event.endDate) !== null;
}

/**
 * Upcoming while its first day is after today, finished once its last day is before today,
 * ongoing from the first to the last day inclusive. "Today" is the day `now` falls on in
 * `timeZone`, so at 00:30 in Berlin the new day has begun though UTC is still on the previous
 * one. An end before the start is read as a one-day event.
 */
export function eventStatus(event: EventDates, now: Date, timeZone: string): EventStatus {
  const today = dayInZone(now, timeZone);
  const start = toCalendarDay(event.startDate) ?? event.startDate;
  const end = toCalendarDay(event.endDate) ?? event.endDate;
  if (start > today) return 'upcoming';
  // 'YYYY-MM-DD' strings order like the days they name.
  if ((end < start ? start : end) < today) return 'finished';
  return 'ongoing';
}

/** The tab named by ?status=…; absent or unknown → upcoming (a bad link still shows a page). */
export function parseEventStatus(value: string | string[] | undefined): EventStatus {
  const first = Array.isArray(value) ? value[0] : value;
  return eventStatuses.find((status) => status === first) ?? defaultEventStatus;
}

/** A tab's panel as the list filter sees it: its status, and how many events it holds. */
export type EventTabKeys = { id: EventStatus; size: number };

/**
 * The page's list filter (components/url-filter): the panel of the ?status= tab. The page is
 * cached the same for every query, so the server renders every tab's panel.
 */
export const selectEventTab: Select<EventTabKeys> = (panels, params) => {
  const status = parseEventStatus(params.status);
  return { shown: panels.filter((panel) => panel.id === status), values: { status } };
};
