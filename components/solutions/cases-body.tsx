import { getLocale, getTranslations } from 'next-intl/server';
import { languageByTag, type Locale } from '@/lib/i18n/locales';
import { getList } from '@/lib/server/api-client';
import { CaseCard, type CaseItem } from './case-card';
import { caseKindOf, filterCases, type CaseFilter } from './case-filter';
import { CaseFilterNav } from './case-filter-nav';
import { ContactCta } from './contact-cta';
import { Section } from './section';

// The cases of the visitor's language (spec §7 buckets), filtered by the ?category= of the URL.
export async function CasesBody({ filter }: { filter: CaseFilter }) {
  const locale = (await getLocale()) as Locale;
  const buckets = await getList<CaseItem & { websiteId?: unknown; state?: unknown }>('/cases');
  const items = filterCases(buckets[languageByTag(locale).code], filter);
  const t = await getTranslations('Solutions.cases');
  const common = await getTranslations('Common');
  const shared = await getTranslations('Solutions.common');
  const labels = {
    all: t('all'),
    utility: t('utility'),
    commercial: t('commercial'),
    residential: t('residential'),
  };
  return (
    <>
      <Section id="projects" heading={t('heading')}>
        <CaseFilterNav label={t('filterLabel')} active={filter} labels={labels} />
        <p className="mt-6 text-slate-700">
          {items.length > 0 ? t('count', { count: items.length }) : common('noData')}
        </p>
        {items.length > 0 ? (
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((item) => {
              const kind = caseKindOf(item.category);
              return (
                <CaseCard
                  key={item.id}
                  item={item}
                  kind={kind}
                  kindLabel={labels[kind]}
                  locationLabel={t('location')}
                />
              );
            })}
          </ul>
        ) : null}
      </Section>
      <ContactCta
        id="contact"
        heading={t('cta.heading')}
        text={t('cta.text')}
        primary={{ label: shared('contactButton'), href: '/contact-us' }}
      />
    </>
  );
}
