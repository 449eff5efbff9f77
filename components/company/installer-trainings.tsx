import { getLocale, getTranslations } from 'next-intl/server';
import { SITE_TIME_ZONE } from '@/lib/i18n/request';
import { languageByTag, type Locale } from '@/lib/i18n/locales';
import { getList } from '@/lib/server/api-client';
import { formatDuration } from './format-duration';
import { Section } from './section';
import {
  formatTrainingDate,
  languageName,
  todayIn,
  upcomingTrainings,
  type Training,
} from './trainings';

// requirements: Screen behaviour — upcoming sessions with date, location, duration in hours and minutes,
// language and scale; read in the visitor's language, "upcoming" judged in the site's time zone.
export async function InstallerTrainings() {
  const locale = (await getLocale()) as Locale;
  const { code } = languageByTag(locale);
  const [t, common, buckets] = await Promise.all([
    getTranslations('Company.installer.trainings'),
    getTranslations('Common'),
    getList<Training>('/trainings'),
  ]);
  const sessions = upcomingTrainings(buckets[code], todayIn(SITE_TIME_ZONE));
  return (
    <Section id="trainings" heading={t('heading')} intro={t('intro')} tinted>
      {sessions.length === 0 ? (
        <p className="mt-8 text-slate-700">{common('noData')}</p>
      ) : (
        <ul className="mt-10 grid gap-6 desk:grid-cols-2">
          {sessions.map((session) => (
            <li key={session.id} className="rounded-2xl bg-white p-6 shadow-sm">
              <h3 className="text-lg font-semibold text-brand-900">{session.title}</h3>
              <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-slate-700">
                <dt className="font-medium text-slate-800">{t('date')}</dt>
                <dd>
                  <time dateTime={session.date.slice(0, 10)}>
                    {formatTrainingDate(session.date, locale)}
                  </time>
                </dd>
                <dt className="font-medium text-slate-800">{t('location')}</dt>
                <dd>{session.location}</dd>
                <dt className="font-medium text-slate-800">{t('duration')}</dt>
                <dd className="whitespace-nowrap">
                  {formatDuration(session.durationMinutes, locale)}
                </dd>
                <dt className="font-medium text-slate-800">{t('language')}</dt>
                <dd>{languageName(session.language, locale)}</dd>
                <dt className="font-medium text-slate-800">{t('scale')}</dt>
                <dd>{t('seats', { count: session.scale })}</dd>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
