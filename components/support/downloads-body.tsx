import { getLocale, getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { languageName, sortByName } from '@/lib/support/display-names';
import {
  docTypes,
  downloadParams as param,
  fileTypes,
  filterDownloads,
  isFiltered,
} from '@/lib/support/downloads-filter';
import { MAX_KEYWORD_LENGTH } from '@/lib/support/keyword';
import type { SearchParams } from '@/lib/support/search-params';
import { loadDownloads } from './data';
import { DocumentList } from './document-list';
import { KeywordField, ResultStatus, SelectField, SubmitButton } from './fields';
import { GetForm } from './get-form.client';
import { Section, SupportBody } from './section';
import { SupportNav } from './support-nav';

/**
 * Spec §2 support downloads. Every filter is a GET parameter (see downloadParams), so a filtered
 * list is a link to share; the options come from the documents themselves.
 */
export async function DownloadsBody(query: SearchParams) {
  const [all, locale, t, docs, search] = await Promise.all([
    loadDownloads(),
    getLocale(),
    getTranslations('Support.downloads'),
    getTranslations('Support.documents'),
    getTranslations('Support.search'),
  ]);
  const { options, filter, rows } = filterDownloads(all, query);
  const language = (code: string) => languageName(locale, code);
  // Fields are uncontrolled: a new key remounts them when the URL changes without a reload
  // (reset link, back button), so they always show the filter the list was built from.
  const formKey = JSON.stringify(filter);

  return (
    <SupportBody>
      <SupportNav current="downloads" />
      <Section id="downloads-filters" heading={t('filtersHeading')} className="">
        <GetForm label={t('filtersHeading')} isSearch className="mt-4 rounded-lg bg-slate-50 p-5">
          <KeywordField
            key={`q-${formKey}`}
            name={param.keyword}
            label={t('keyword')}
            hint={search('hint', { max: MAX_KEYWORD_LENGTH })}
            value={filter.keyword.text}
          />
          <div key={formKey} className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
            <SelectField
              name={param.series}
              label={docs('series')}
              anyLabel={t('anySeries')}
              value={filter.series}
              options={options.series.map((value) => ({ value, label: value }))}
            />
            <SelectField
              name={param.docType}
              label={docs('type')}
              anyLabel={t('anyType')}
              value={filter.docType}
              options={docTypes.map((value) => ({ value, label: docs(`docTypes.${value}`) }))}
            />
            <SelectField
              name={param.language}
              label={docs('language')}
              anyLabel={t('anyLanguage')}
              value={filter.language}
              options={sortByName(locale, options.languages, language).map((value) => ({
                value,
                label: language(value),
              }))}
            />
            <SelectField
              name={param.year}
              label={t('year')}
              anyLabel={t('anyYear')}
              value={filter.year}
              options={options.years.map((value) => ({ value, label: value }))}
            />
            <SelectField
              name={param.fileType}
              label={docs('fileType')}
              anyLabel={t('anyFileType')}
              value={filter.fileType}
              options={fileTypes.map((value) => ({ value, label: docs(`fileTypes.${value}`) }))}
            />
          </div>
          <div className="mt-5 flex flex-wrap items-center gap-4">
            <SubmitButton>{t('apply')}</SubmitButton>
            {isFiltered(filter) ? (
              <Link href="/support-center/downloads" className="text-brand-800 underline">
                {t('reset')}
              </Link>
            ) : null}
          </div>
        </GetForm>
      </Section>
      <Section id="downloads-results" heading={t('resultsHeading')}>
        <ResultStatus
          text={t('count', { count: rows.length })}
          note={filter.keyword.isTrimmed ? search('trimmed', { max: MAX_KEYWORD_LENGTH }) : null}
        />
        {filter.keyword.text ? (
          <p className="mt-1 text-sm text-slate-700">
            {t('keywordEcho', { keyword: filter.keyword.text })}
          </p>
        ) : null}
        <DocumentList rows={rows} />
      </Section>
    </SupportBody>
  );
}
