import { getTranslations } from 'next-intl/server';
import { FilterMessages } from '@/components/url-filter/filter-messages';
import { FilterEmpty, WhenFiltered } from '@/components/url-filter/url-filter.client';
import { Link } from '@/lib/i18n/navigation';
import { FAQ_KEYWORD_PARAM, faqRow, sortFaqs } from '@/lib/support/faq-search';
import { MAX_KEYWORD_LENGTH } from '@/lib/support/keyword';
import { loadFaqs } from './data';
import { FaqJsonLd, FaqListView } from './faq-list.client';
import { FaqsFilter } from './faqs-filter.client';
import { KeywordField, NoData, ApplyButton } from './fields';
import { GetForm } from './get-form.client';
import { KeywordStatus } from './keyword-status.client';
import { NeedHelp } from './need-help';
import { Section, SupportBody } from './section';
import { SupportNav } from './support-nav';

/**
 * /support-center/faqs?q=… — every FAQ is rendered (the page is cached the same for every query)
 * and the browser shows those matching the URL's keyword; without JavaScript the whole
 * list shows.
 */
export async function FaqsBody() {
  const [loaded, t, search, common] = await Promise.all([
    loadFaqs(),
    getTranslations('Support.faqs'),
    getTranslations('Support.search'),
    getTranslations('Common'),
  ]);
  // Only what the page renders, one array: the list, its filter and the structured data get
  // the same rows, which the page's payload carries once.
  const faqs = sortFaqs(loaded).map(faqRow);

  return (
    <SupportBody>
      <SupportNav current="faqs" />
      <FilterMessages
        keys={['Support.faqs.found', 'Support.faqs.total', 'Support.search.trimmed']}
        size={faqs.length}
        values={{ max: MAX_KEYWORD_LENGTH }}
      >
        <FaqsFilter items={faqs}>
          <Section id="faq-search" heading={t('searchHeading')} className="">
            <GetForm label={t('searchHeading')} isSearch className="mt-4 space-y-3">
              <KeywordField
                name={FAQ_KEYWORD_PARAM}
                label={t('searchLabel')}
                hint={search('hint', { max: MAX_KEYWORD_LENGTH })}
              />
              <div className="flex flex-wrap items-center gap-4">
                <ApplyButton>{t('submit')}</ApplyButton>
                <WhenFiltered>
                  <Link href="/support-center/faqs" className="text-brand-800 underline">
                    {t('clear')}
                  </Link>
                </WhenFiltered>
              </div>
            </GetForm>
            <KeywordStatus count="Support.faqs.total" found="Support.faqs.found" />
          </Section>
          <Section id="faq-list" heading={t('listHeading')}>
            {faqs.length > 0 ? <FaqListView faqs={faqs} /> : null}
            <FilterEmpty>
              <NoData text={common('noData')} />
            </FilterEmpty>
          </Section>
        </FaqsFilter>
      </FilterMessages>
      <NeedHelp />
      {faqs.length > 0 ? <FaqJsonLd faqs={faqs} /> : null}
    </SupportBody>
  );
}
