import { getTranslations } from 'next-intl/server';
import { JsonLd } from '@/components/seo/json-ld';
import type { Locale } from '@/lib/i18n/locales';
import { DayRange } from './day-time';
import { eventJsonLd } from './structured-data';
import type { ExploreEvent } from './types';

/** One event of the day list: title, date range, place, summary, and its Event JSON-LD. */
export async function EventCard({ event, locale }: { event: ExploreEvent; locale: Locale }) {
  const t = await getTranslations('Explore.events');
  return (
    <article className="h-full rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h4 className="text-lg font-semibold leading-snug text-brand-900">{event.title}</h4>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="font-semibold text-slate-600">{t('date')}</dt>
        <dd className="text-slate-800">
          <DayRange start={event.startDate} end={event.endDate} />
        </dd>
        <dt className="font-semibold text-slate-600">{t('location')}</dt>
        <dd className="text-slate-800">{event.location}</dd>
      </dl>
      {event.summary ? <p className="mt-3 text-slate-700">{event.summary}</p> : null}
      <JsonLd data={eventJsonLd(event, locale)} />
    </article>
  );
}
