import type { ListItem } from '@/lib/api';
import type { Locale } from '@/lib/i18n/locales';

/** A training session as the content API lists it (requirements: Content). */
export type Training = ListItem & {
  id: number;
  title: string;
  date: string;
  location: string;
  durationMinutes: number;
  language: string;
  scale: number;
};

/** Today's calendar date (YYYY-MM-DD) in a time zone: the site's, not the server's. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** The sessions still ahead (dated after today), soonest first. */
export function upcomingTrainings<T extends { date: string }>(items: readonly T[], today: string) {
  return items
    .filter((item) => dayOf(item.date) > today)
    .sort((a, b) => dayOf(a.date).localeCompare(dayOf(b.date)));
}

/** A session's date in the visitor's language; the date has no time, so it is read in UTC. */
export function formatTrainingDate(date: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(`${dayOf(date)}T00:00:00Z`),
  );
}

/** The name of the language a session is taught in, in the visitor's language. */
export function languageName(code: string, locale: Locale): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

function dayOf(date: string): string {
  return date.slice(0, 10);
}
