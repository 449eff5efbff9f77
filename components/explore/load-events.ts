import 'server-only';
import { getLocale, getNow } from 'next-intl/server';
import { toCalendarDay } from '@/lib/events/calendar-day';
import { splitByStatus } from '@/lib/events/days';
import type { EventType } from '@/lib/events/types';
import { languageByTag, type Locale } from '@/lib/i18n/locales';
import { SITE_TIME_ZONE } from '@/lib/i18n/request';
import { getList } from '@/lib/server/api-client';
import type { ExploreEvent } from './types';

/**
 * The visitor's language's events of one type, under their status as of this request in the
 * site's time zone (the seed places its events relative to the same day).
 */
export async function loadEvents(type: EventType) {
  const locale = (await getLocale()) as Locale;
  const { code } = languageByTag(locale);
  const buckets = await getList<ExploreEvent>('/events');
  const events: ExploreEvent[] = [];
  for (const event of buckets[code]) {
    const startDate = toCalendarDay(event.startDate);
    const endDate = toCalendarDay(event.endDate);
    if (event.type === type && startDate && endDate) events.push({ ...event, startDate, endDate });
  }
  return { locale, byStatus: splitByStatus(events, await getNow(), SITE_TIME_ZONE) };
}
