import { getTranslations } from 'next-intl/server';
import { dayOrderOf, groupByStartDay } from '@/lib/events/days';
import type { EventStatus } from '@/lib/events/status';
import type { Locale } from '@/lib/i18n/locales';
import { DayTime } from './day-time';
import { EventCard } from './event-card';
import type { ExploreEvent } from './types';

type Props = { events: ExploreEvent[]; status: EventStatus; locale: Locale };

/** "A day list with weekday labels": one heading per start day, its events below. */
export async function EventDayList({ events, status, locale }: Props) {
  if (events.length === 0) {
    const common = await getTranslations('Common');
    return <p className="mt-6 text-slate-700">{common('noData')}</p>;
  }
  return (
    <ol className="mt-6 space-y-10">
      {groupByStartDay(events, dayOrderOf(status)).map(({ day, events: ofDay }) => (
        <li key={day}>
          <h3 className="border-l-4 border-brand-600 pl-3 text-lg font-semibold text-brand-900">
            <DayTime day={day} withWeekday />
          </h3>
          <ul className="mt-4 grid gap-4 desk:grid-cols-2">
            {ofDay.map((event) => (
              <li key={event.id}>
                <EventCard event={event} locale={locale} />
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
