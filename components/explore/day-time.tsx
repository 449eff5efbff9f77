import { getFormatter, getTranslations } from 'next-intl/server';
import { calendarDayDate } from '@/lib/events/calendar-day';
import { dayFormat, weekdayFormat } from './date-formats';

/** A calendar day in the visitor's language, machine-readable in `dateTime`. */
export async function DayTime({
  day,
  withWeekday = false,
}: {
  day: string;
  withWeekday?: boolean;
}) {
  const format = await getFormatter();
  const text = format.dateTime(calendarDayDate(day), withWeekday ? weekdayFormat : dayFormat);
  return <time dateTime={day}>{text}</time>;
}

/**
 * First to last day of an event. Two full dates joined by a translated pattern rather than
 * Intl's formatRange, whose zh-CN output ("2026/11/24 – 2026/11/26") drops the long style.
 */
export async function DayRange({ start, end }: { start: string; end: string }) {
  if (end <= start) return <DayTime day={start} />;
  const format = await getFormatter();
  const t = await getTranslations('Explore.events');
  const text = (day: string) => format.dateTime(calendarDayDate(day), dayFormat);
  return <>{t('dateRange', { start: text(start), end: text(end) })}</>;
}
