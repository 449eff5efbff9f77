import { getTranslations } from 'next-intl/server';
import { JsonLd } from '@/components/seo/json-ld';
import { Link } from '@/lib/i18n/navigation';
import { searchFaqs } from '@/lib/support/faq-search';
import { MAX_KEYWORD_LENGTH, parseKeyword } from '@/lib/support/keyword';
import { firstParam, type SearchParams } from '@/lib/support/search-params';
import { loadFaqs } from './data';
import { FaqList, faqPageJsonLd } from './faq-list';
import { KeywordField, NoData, ResultStatus, SubmitButton } from './fields';
import { GetForm } from './get-form.client';
import { NeedHelp } from './need-help';
import { Section, SupportBody } from './section';
import { SupportNav } from './support-nav';

/** /support-center/faqs?q=… — searched on the server, so it works without JavaScript. */
export async function FaqsBody(query: SearchParams) {
  const [faqs, t, search, common] = await Promise.all([
    loadFaqs(),
    getTranslations('Support.faqs'),
    getTranslations('Support.search'),
    getTranslations('Common'),
  ]);
  const keyword = parseKeyword(firstParam(query, 'q'));
  const shown = searchFaqs(faqs, keyword.text);
  const count = shown.length;

  return (
    <SupportBody>
      <SupportNav current="faqs" />
      <Section id="faq-search" heading={t('searchHeading')} className="">
        <GetForm label={t('searchHeading')} isSearch className="mt-4 space-y-3">
          <KeywordField
            key={keyword.text}
            name="q"
            label={t('searchLabel')}
            hint={search('hint', { max: MAX_KEYWORD_LENGTH })}
            value={keyword.text}
          />
          <div className="flex flex-wrap items-center gap-4">
            <SubmitButton>{t('submit')}</SubmitButton>
            {keyword.text ? (
              <Link href="/support-center/faqs" className="text-brand-800 underline">
                {t('clear')}
              </Link>
            ) : null}
          </div>
        </GetForm>
        <ResultStatus
          text={keyword.text ? t('found', { count, keyword: keyword.text }) : t('total', { count })}
          note={keyword.isTrimmed ? search('trimmed', { max: MAX_KEYWORD_LENGTH }) : null}
        />
      </Section>
      <Section id="faq-list" heading={t('listHeading')}>
        {count > 0 ? (
          <FaqList faqs={shown} isOpen={keyword.text !== ''} />
        ) : (
          <NoData text={common('noData')} />
        )}
      </Section>
      <NeedHelp />
      {count > 0 ? <JsonLd data={faqPageJsonLd(shown)} /> : null}
    </SupportBody>
  );
}
