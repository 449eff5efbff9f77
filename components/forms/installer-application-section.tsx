import { getLocale, getTranslations } from 'next-intl/server';
import { languageByTag, type Locale } from '@/lib/i18n/locales';
import { getList } from '@/lib/server/api-client';
import { InstallerApplicationForm } from './installer-application-form';
import type { SessionOption } from './installer-application-types';

type Training = {
  id: number;
  title: string;
  date: string;
  location: string;
  websiteId?: unknown;
  state?: unknown;
};

/** Sessions from today on (UTC, as the API checks them), soonest first, in the page's language. */
export async function upcomingSessions(locale: Locale): Promise<SessionOption[]> {
  const t = await getTranslations('Forms.installer');
  const buckets = await getList<Training>('/trainings');
  const today = new Date().toISOString().slice(0, 10);
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  return buckets[languageByTag(locale).code]
    .filter((s) => s.date >= today)
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((s) => ({
      value: String(s.id),
      label: t('session', {
        date: format.format(new Date(`${s.date}T00:00:00Z`)),
        location: s.location,
        title: s.title,
      }),
    }));
}

/**
 * The installer page's application block (requirements: Screen behaviour):
 * heading, introduction and the form with the upcoming sessions as "preferred time and
 * location". Set withHeading={false} when the page gives the section its own heading.
 */
export async function InstallerApplicationSection({
  withHeading = true,
}: {
  withHeading?: boolean;
}) {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations('Forms.installer');
  const sessions = await upcomingSessions(locale);
  return (
    <div className="max-w-3xl">
      {withHeading ? (
        <>
          <h2 className="text-2xl font-bold text-brand-900 desk:text-3xl">{t('heading')}</h2>
          <p className="mt-3 text-slate-700">{t('intro')}</p>
        </>
      ) : null}
      <div className="mt-8 rounded-lg border border-slate-200 bg-white p-5 shadow-sm desk:p-8">
        <InstallerApplicationForm sessions={sessions} />
      </div>
    </div>
  );
}
