import { getTranslations } from 'next-intl/server';
import { eventStatuses, type EventStatus } from '@/lib/events/status';
import { Link } from '@/lib/i18n/navigation';
import { statusHref } from './status-href';

type Props = { base: string; active: EventStatus; counts: Record<EventStatus, number> };

/**
 * Spec §2 tabs upcoming / ongoing / finished as plain links (?status=…): they work without
 * JavaScript and keep the tab in a shareable URL; aria-current marks the open one.
 */
export async function EventTabs({ base, active, counts }: Props) {
  const t = await getTranslations('Explore.events');
  return (
    <nav aria-label={t('tabsLabel')}>
      <ul className="flex flex-wrap gap-2 border-b border-slate-200 pb-3">
        {eventStatuses.map((status) => {
          const isActive = status === active;
          return (
            <li key={status}>
              <Link
                href={statusHref(base, status)}
                scroll={false}
                aria-current={isActive ? 'page' : undefined}
                className={`inline-flex items-center gap-2 rounded-full px-4 py-2 text-sm font-semibold transition-colors ${
                  isActive
                    ? 'bg-brand-800 text-white'
                    : 'border border-slate-300 text-brand-800 hover:bg-brand-50'
                }`}
              >
                {t(`status.${status}`)}
                <span
                  aria-hidden="true"
                  className={`rounded-full px-2 text-xs ${isActive ? 'bg-white/20' : 'bg-slate-100'}`}
                >
                  {counts[status]}
                </span>
                <span className="sr-only">({t('count', { count: counts[status] })})</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
