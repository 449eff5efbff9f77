import { getLocale, getMessages, getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';
import { pathOf } from '@/lib/site-menu';
import type { PolicySections } from './policy-content';
import { PolicySection } from './policy-section';

export const policyPages = [
  'cookiesPolicy',
  'privacyPolicy',
  'serviceAgreement',
  'vulnerabilityPolicy',
] as const;
export type PolicyPage = (typeof policyPages)[number];

type Props = { page: PolicyPage; updated: string };

/** A policy page: last-updated date, table of contents, its sections, and the other policies. */
export async function Policy({ page, updated }: Props) {
  const locale = (await getLocale()) as Locale;
  const [t, pages] = await Promise.all([getTranslations('Legal'), getTranslations('Pages')]);
  const sections: PolicySections = (await getMessages()).Legal[page].sections;
  const entries = Object.entries(sections);
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${updated}T00:00:00Z`),
  );
  const linkClass = 'text-brand-800 hover:text-brand-900 hover:underline';
  return (
    <div className="site-container grid gap-10 py-12 desk:grid-cols-[16rem_1fr]">
      <div className="space-y-8 desk:sticky desk:top-6 desk:self-start">
        <nav aria-labelledby="toc-heading">
          <h2
            id="toc-heading"
            className="text-sm font-semibold tracking-wide text-slate-800 uppercase"
          >
            {t('common.contents')}
          </h2>
          <ol className="mt-3 list-decimal space-y-2 pl-5 text-sm">
            {entries.map(([id, section]) => (
              <li key={id}>
                <a href={`#${id}`} className={linkClass}>
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <nav aria-labelledby="related-heading">
          <h2
            id="related-heading"
            className="text-sm font-semibold tracking-wide text-slate-800 uppercase"
          >
            {t('common.related')}
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            {policyPages
              .filter((other) => other !== page)
              .map((other) => (
                <li key={other}>
                  <Link href={pathOf(other)} className={linkClass}>
                    {pages(`${other}.nav`)}
                  </Link>
                </li>
              ))}
          </ul>
        </nav>
      </div>
      <div className="max-w-3xl space-y-10 leading-relaxed text-slate-800">
        <p className="text-sm text-slate-700">
          {t('common.lastUpdated')} <time dateTime={updated}>{date}</time>
        </p>
        {entries.map(([id, section]) => (
          <PolicySection key={id} id={id} section={section} />
        ))}
      </div>
    </div>
  );
}
