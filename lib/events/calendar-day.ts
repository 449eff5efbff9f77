// Dates of the content API are calendar days ('YYYY-MM-DD': publishedOn, startDate, endDate),
// not instants; these helpers keep them days whatever the server's own time zone is.

const DAY = /^(\d{4})-(\d{2})-(\d{2})/;

/** The 'YYYY-MM-DD' day of a stored date (a timestamp keeps its date part), or null. */
export function toCalendarDay(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const match = DAY.exec(value);
  if (!match) return null;
  const [day, year, month, date] = match;
  const utc = new Date(Date.UTC(Number(year), Number(month) - 1, Number(date)));
  // 2026-02-30 rolls over to March: not a day.
  return utc.toISOString().slice(0, 10) === day ? day : null;
}

/** The calendar day an instant falls on in a time zone, as 'YYYY-MM-DD'. */
export function dayInZone(now: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
}

/**
 * The instant to format a calendar day with. Noon UTC falls on the same day in every zone from
 * UTC−11 to UTC+11, the site's Europe/Berlin included, so formatting it in the site time zone
 * (request config) never shows the day before or after.
 */
export function calendarDayDate(day: string): Date {
  return new Date(`${day}T12:00:00Z`);
}
