import { getLocale, getTranslations } from 'next-intl/server';
import { FilterMessages } from '@/components/url-filter/filter-messages';
import { FilteredList } from '@/components/url-filter/filtered-list';
import { FilterCount } from '@/components/url-filter/url-filter.client';
import { languageByTag, type Locale } from '@/lib/i18n/locales';
import { getList } from '@/lib/server/api-client';
import { CaseCard, caseCardClass, type CaseItem } from './case-card';
import { caseKindOf } from './case-filter';
import { CaseListFilter } from './case-filter.client';
import { CaseFilterNav } from './case-filter-nav';
import { ContactCta } from './contact-cta';
import { Section } from './section';

/**
 * The cases of the visitor's language. The server renders them all (the page is cached the
 * same for every query); the browser shows those of the URL's
 * ?category=, and without JavaScript every case shows.
 */
export async function CasesBody() {
  const locale = (await getLocale()) as Locale;
  const buckets = await getList<CaseItem & { websiteId?: unknown; state?: unknown }>('/cases');
  const items = buckets[languageByTag(locale).code];
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
        <FilterMessages keys={['Solutions.cases.count']} size={items.length}>
          <CaseListFilter items={items.map(({ id, category }) => ({ id, category }))}>
            <CaseFilterNav label={t('filterLabel')} labels={labels} />
            <FilterCount message="Solutions.cases.count" className="mt-6 text-slate-700" />
            <FilteredList
              items={items}
              className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
              itemClassName={caseCardClass}
              empty={<p className="mt-2 text-slate-700">{common('noData')}</p>}
            >
              {(item) => {
                const kind = caseKindOf(item.category);
                return (
                  <CaseCard
                    item={item}
                    kind={kind}
                    kindLabel={labels[kind]}
                    locationLabel={t('location')}
                  />
                );
              }}
            </FilteredList>
          </CaseListFilter>
        </FilterMessages>
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
