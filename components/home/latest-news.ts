// Home "latest news": the newest items of the visitor's language, by publishedOn.
export type NewsSummary = {
  id: number | string;
  title: string;
  summary?: string | null;
  publishedOn?: string | null;
};

/** The calendar day of a `date` column ("2025-03-12", or an ISO timestamp), or null. */
export function dayOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const match = /^(\d{4}-\d{2}-\d{2})/.exec(value);
  return match && !Number.isNaN(Date.parse(`${match[1]}T00:00:00Z`)) ? match[1]! : null;
}

/** Newest first; undated items last; the same day falls back to the higher id. */
export function latestNews<T extends NewsSummary>(items: readonly T[], count = 3): T[] {
  return [...items]
    .sort((a, b) => {
      const [da, db] = [dayOf(a.publishedOn) ?? '', dayOf(b.publishedOn) ?? ''];
      if (da !== db) return da < db ? 1 : -1;
      return Number(b.id) - Number(a.id) || 0;
    })
    .slice(0, count);
}

/**
 * A publication day written the visitor's way ("12 March 2025", "12. März 2025", "2025年3月12日").
 * The column holds a calendar day, so it is formatted in UTC and never shifts by a time zone.
 */
export function formatDay(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}
