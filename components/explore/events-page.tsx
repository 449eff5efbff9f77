import { getTranslations } from 'next-intl/server';
import { staticPage } from '@/components/pages/static-page';
import { FilterMessages } from '@/components/url-filter/filter-messages';
import { FilterCount, FilterShow } from '@/components/url-filter/url-filter.client';
import { eventStatuses } from '@/lib/events/status';
import type { EventType } from '@/lib/events/types';
import { findStaticRoute } from '@/lib/routes';
import { EventDayList } from './event-day-list';
import { EventTabFilter } from './event-tab-filter.client';
import { EventTabs } from './event-tabs';
import { loadEvents } from './load-events';

/**
 * Every tab's panel is rendered (the page is cached the same for every query); the
 * browser shows the one of the URL's ?status=. Without JavaScript every panel shows.
 */
async function EventsBody({ type }: { type: EventType }) {
  const { locale, byStatus } = await loadEvents(type);
  const t = await getTranslations('Explore');
  const base = findStaticRoute(type, 'key')!.path;
  const panels = eventStatuses.map((status) => ({ id: status, size: byStatus[status].length }));
  const counts = { upcoming: 0, ongoing: 0, finished: 0 };
  for (const { id, size } of panels) counts[id] = size;
  return (
    <FilterMessages
      keys={['Explore.events.count']}
      size={panels.reduce((sum, panel) => sum + panel.size, 0)}
    >
      <EventTabFilter items={panels}>
        <div className="site-container py-12">
          <EventTabs base={base} counts={counts} />
          <FilterCount message="Explore.events.count" className="mt-4 text-slate-700" />
          {eventStatuses.map((status) => (
            <FilterShow
              as="section"
              key={status}
              ids={[status]}
              aria-labelledby={`events-heading-${status}`}
            >
              <h2
                id={`events-heading-${status}`}
                className="mt-8 text-2xl font-bold text-brand-900"
              >
                {t(`${type}.heading.${status}`)}
              </h2>
              <EventDayList events={byStatus[status]} status={status} locale={locale} />
            </FilterShow>
          ))}
        </div>
      </EventTabFilter>
    </FilterMessages>
  );
}

/** /explore/expo and /explore/activity: the tab comes from ?status= (unknown → upcoming), read
 * in the browser. */
export function eventsPage(type: EventType) {
  return staticPage(type, () => <EventsBody type={type} />);
}
