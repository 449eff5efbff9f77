import { getLocale, getTranslations } from 'next-intl/server';
import { FilteredList } from '@/components/url-filter/filtered-list';
import { Link } from '@/lib/i18n/navigation';
import { formatDay, languageName } from '@/lib/support/display-names';
import { docTypes, fileTypes, type DownloadRow } from '@/lib/support/downloads-filter';
import { NoData } from './fields';

const known = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

/**
 * Support documents with what a visitor needs to pick one, and a real download link. Inside the
 * download center's filter, the browser shows those its URL asks for (issue 11).
 */
export async function DocumentList({ rows }: { rows: DownloadRow[] }) {
  const locale = await getLocale();
  const t = await getTranslations('Support.documents');
  const common = await getTranslations('Common');
  if (rows.length === 0) return <NoData text={common('noData')} />;

  const docType = (v: string) => (known(docTypes, v) ? t(`docTypes.${v}`) : v);
  const fileType = (v: string) => (known(fileTypes, v) ? t(`fileTypes.${v}`) : v.toUpperCase());

  return (
    <FilteredList
      items={rows}
      className="mt-6 divide-y divide-slate-200 rounded-lg border border-slate-200"
      itemClassName="flex flex-col gap-4 p-5 desk:flex-row desk:items-start desk:justify-between"
      empty={<NoData text={common('noData')} />}
    >
      {(row) => (
        <>
          <div>
            <h3 className="text-lg font-semibold text-brand-900">{row.title}</h3>
            <dl className="mt-2 grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
              {row.product ? (
                <Pair term={t('product')}>
                  {row.productName ? (
                    <Link href={`/products/${row.product}`} className="text-brand-800 underline">
                      {row.productName}
                    </Link>
                  ) : (
                    row.product
                  )}
                </Pair>
              ) : null}
              {row.series ? <Pair term={t('series')}>{row.series}</Pair> : null}
              <Pair term={t('type')}>{docType(row.docType)}</Pair>
              <Pair term={t('language')}>{languageName(locale, row.language)}</Pair>
              <Pair term={t('fileType')}>{fileType(row.fileType)}</Pair>
              <Pair term={t('updated')}>
                <time dateTime={row.updatedOn}>{formatDay(locale, row.updatedOn)}</time>
              </Pair>
            </dl>
          </div>
          <a
            href={row.fileUrl}
            download
            className="inline-flex shrink-0 items-center gap-2 self-start rounded-md bg-brand-800 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-900"
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" width="16" height="16" fill="currentColor">
              <path d="M9 3h2v8l3-3 1.4 1.4L10 14.8 4.6 9.4 6 8l3 3V3zM4 16h12v2H4z" />
            </svg>
            {t('download')} ({fileType(row.fileType)})<span className="sr-only">: {row.title}</span>
          </a>
        </>
      )}
    </FilteredList>
  );
}

function Pair({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-slate-600">{term}</dt>
      <dd className="font-medium text-slate-800">{children}</dd>
    </div>
  );
}
