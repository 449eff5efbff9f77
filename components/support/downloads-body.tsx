import { getLocale, getTranslations } from 'next-intl/server';
import { FilterMessages } from '@/components/url-filter/filter-messages';
import { WhenFiltered } from '@/components/url-filter/url-filter.client';
import { Link } from '@/lib/i18n/navigation';
import { languageName, sortByName } from '@/lib/support/display-names';
import {
  docTypes,
  downloadOptions,
  downloadParams as param,
  fileTypes,
} from '@/lib/support/downloads-filter';
import { MAX_KEYWORD_LENGTH } from '@/lib/support/keyword';
import { loadDownloads } from './data';
import { DocumentList } from './document-list';
import { DownloadsFilter } from './downloads-filter.client';
import { KeywordField, FilterSelect, ApplyButton } from './fields';
import { GetForm } from './get-form.client';
import { KeywordStatus } from './keyword-status.client';
import { Section, SupportBody } from './section';
import { SupportNav } from './support-nav';

/**
 * Support downloads. Every filter is a GET parameter (see downloadParams), so a filtered
 * list is a link to share; the options come from the documents themselves. The server renders
 * every document (the page is cached the same for every query) and the browser shows
 * those of the URL's filter; without JavaScript the whole list shows.
 */
export async function DownloadsBody() {
  const [rows, locale, t, docs, search] = await Promise.all([
    loadDownloads(),
    getLocale(),
    getTranslations('Support.downloads'),
    getTranslations('Support.documents'),
    getTranslations('Support.search'),
  ]);
  const options = downloadOptions(rows);
  const language = (code: string) => languageName(locale, code);

  return (
    <SupportBody>
      <SupportNav current="downloads" />
      <FilterMessages
        keys={[
          'Support.downloads.count',
          'Support.downloads.keywordEcho',
          'Support.search.trimmed',
        ]}
        size={rows.length}
        values={{ max: MAX_KEYWORD_LENGTH }}
      >
        {/* The rows themselves, also the list's data: the page's payload carries them once. */}
        <DownloadsFilter items={rows}>
          <Section id="downloads-filters" heading={t('filtersHeading')} className="">
            <GetForm
              label={t('filtersHeading')}
              isSearch
              className="mt-4 rounded-lg bg-slate-50 p-5"
            >
              <KeywordField
                name={param.keyword}
                label={t('keyword')}
                hint={search('hint', { max: MAX_KEYWORD_LENGTH })}
              />
              <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
                <FilterSelect
                  name={param.series}
                  label={docs('series')}
                  anyLabel={t('anySeries')}
                  options={options.series.map((value) => ({ value, label: value }))}
                />
                <FilterSelect
                  name={param.docType}
                  label={docs('type')}
                  anyLabel={t('anyType')}
                  options={docTypes.map((value) => ({ value, label: docs(`docTypes.${value}`) }))}
                />
                <FilterSelect
                  name={param.language}
                  label={docs('language')}
                  anyLabel={t('anyLanguage')}
                  options={sortByName(locale, options.languages, language).map((value) => ({
                    value,
                    label: language(value),
                  }))}
                />
                <FilterSelect
                  name={param.year}
                  label={t('year')}
                  anyLabel={t('anyYear')}
                  options={options.years.map((value) => ({ value, label: value }))}
                />
                <FilterSelect
                  name={param.fileType}
                  label={docs('fileType')}
                  anyLabel={t('anyFileType')}
                  options={fileTypes.map((value) => ({
                    value,
                    label: docs(`fileTypes.${value}`),
                  }))}
                />
              </div>
              <div className="mt-5 flex flex-wrap items-center gap-4">
                <ApplyButton>{t('apply')}</ApplyButton>
                <WhenFiltered>
                  <Link href="/support-center/downloads" className="text-brand-800 underline">
                    {t('reset')}
                  </Link>
                </WhenFiltered>
              </div>
            </GetForm>
          </Section>
          <Section id="downloads-results" heading={t('resultsHeading')}>
            <KeywordStatus count="Support.downloads.count" echo="Support.downloads.keywordEcho" />
            <DocumentList rows={rows} />
          </Section>
        </DownloadsFilter>
      </FilterMessages>
    </SupportBody>
  );
}
