import { getLocale, getTranslations } from 'next-intl/server';
import { formatDay, languageName } from '@/lib/support/display-names';
import { docTypes, fileTypes, type DownloadRow } from '@/lib/support/downloads-filter';
import { DocumentListView } from './document-list.client';
import { NoData } from './fields';

/**
 * Support documents with what a visitor needs to pick one, and a real download link. Inside the
 * download center's filter, the browser shows those its URL asks for. The server
 * works out every text and name; the list itself renders from the rows (document-list.client).
 */
export async function DocumentList({ rows }: { rows: DownloadRow[] }) {
  const locale = await getLocale();
  const t = await getTranslations('Support.documents');
  const common = await getTranslations('Common');
  if (rows.length === 0) return <NoData text={common('noData')} />;

  const nameEach = <Code extends string>(codes: Iterable<Code>, name: (code: Code) => string) =>
    Object.fromEntries([...new Set(codes)].map((code) => [code, name(code)]));

  return (
    <DocumentListView
      rows={rows}
      texts={{
        product: t('product'),
        series: t('series'),
        type: t('type'),
        language: t('language'),
        fileType: t('fileType'),
        updated: t('updated'),
        download: t('download'),
      }}
      names={{
        docTypes: nameEach(docTypes, (v) => t(`docTypes.${v}`)),
        fileTypes: nameEach(fileTypes, (v) => t(`fileTypes.${v}`)),
        languages: nameEach(
          rows.map((r) => r.language),
          (code) => languageName(locale, code),
        ),
        days: nameEach(
          rows.map((r) => r.updatedOn),
          (day) => formatDay(locale, day),
        ),
      }}
      empty={<NoData text={common('noData')} />}
    />
  );
}
