import { getTranslations } from 'next-intl/server';
import { FilterLink } from '@/components/url-filter/url-filter.client';
import { eventStatuses, type EventStatus } from '@/lib/events/status';
import { statusHref } from './status-href';

type Props = { base: string; counts: Record<EventStatus, number> };

/**
 * The tabs upcoming / ongoing / finished as plain links (?status=…): they work without
 * JavaScript and keep the tab in a shareable URL; aria-current marks the open one.
 */
export async function EventTabs({ base, counts }: Props) {
  const t = await getTranslations('Explore.events');
  return (
    <nav aria-label={t('tabsLabel')}>
      <ul className="flex flex-wrap gap-2 border-b border-slate-200 pb-3">
        {eventStatuses.map((status) => (
          <li key={status}>
            <FilterLink
              name="status"
              value={status}
              href={statusHref(base, status)}
              scroll={false}
              className="group inline-flex items-center gap-2 rounded-full px-4 py-2 text-sm font-semibold transition-colors"
              activeClassName="bg-brand-800 text-white"
              idleClassName="border border-slate-300 text-brand-800 hover:bg-brand-50"
            >
              {t(`status.${status}`)}
              <span
                aria-hidden="true"
                className="rounded-full bg-slate-100 px-2 text-xs group-aria-[current=page]:bg-white/20"
              >
                {counts[status]}
              </span>
              <span className="sr-only">({t('count', { count: counts[status] })})</span>
            </FilterLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
