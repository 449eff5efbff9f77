import { getTranslations } from 'next-intl/server';
import { staticPage } from '@/components/pages/static-page';
import { parseEventStatus, type EventStatus } from '@/lib/events/status';
import type { EventType } from '@/lib/events/types';
import { findStaticRoute } from '@/lib/routes';
import { EventDayList } from './event-day-list';
import { EventTabs } from './event-tabs';
import { loadEvents } from './load-events';

async function EventsBody({ type, status }: { type: EventType; status: EventStatus }) {
  const { locale, byStatus } = await loadEvents(type);
  const t = await getTranslations('Explore');
  const base = findStaticRoute(type, 'key')!.path;
  const counts = { upcoming: 0, ongoing: 0, finished: 0 };
  for (const key of Object.keys(counts) as EventStatus[]) counts[key] = byStatus[key].length;
  return (
    <section aria-labelledby="events-heading" className="mx-auto max-w-7xl px-4 py-12">
      <EventTabs base={base} active={status} counts={counts} />
      <h2 id="events-heading" className="mt-8 text-2xl font-bold text-brand-900">
        {t(`${type}.heading.${status}`)}
      </h2>
      <EventDayList events={byStatus[status]} status={status} locale={locale} />
    </section>
  );
}

/**
 * /explore/expo and /explore/activity: the tab comes from ?status= (spec §2 tabs; unknown →
 * upcoming), so it is read per request.
 */
export function eventsPage(type: EventType) {
  return staticPage(type, ({ searchParams }) => (
    <EventsBody type={type} status={parseEventStatus(searchParams.status)} />
  ));
}
