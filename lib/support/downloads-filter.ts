// "Support downloads": filter by series, type, language, update date, file type and
// keyword. The filter lives in the URL (a GET form), so it is parsed here from the query; values
// the data does not offer are ignored, i.e. read as "any". The page is cached the same for every
// query, so the browser applies these rules to the list the server rendered in full.
import type { Select } from '../url-filter';
import { matchesKeyword, parseKeyword, type Keyword } from './keyword';
import { firstParam, pickAllowed, type SearchParams } from './search-params';

export const docTypes = ['product', 'warranty', 'corporate'] as const;
export const fileTypes = ['pdf', 'video', 'image'] as const;
export type DocType = (typeof docTypes)[number];
export type FileType = (typeof fileTypes)[number];

/** The query parameter of each filter: /support-center/downloads?series=H3&type=warranty… */
export const downloadParams = {
  keyword: 'q',
  series: 'series',
  docType: 'type',
  language: 'lang',
  year: 'year',
  fileType: 'format',
} as const;

export type DownloadRow = {
  id: number;
  title: string;
  product: string | null;
  /** The product's name in the visitor's language, when the page knows it (keyword search). */
  productName?: string | null;
  series: string | null;
  docType: string;
  /** ISO 639-1 code of the document's own language. */
  language: string;
  fileType: string;
  /** YYYY-MM-DD */
  updatedOn: string;
  fileUrl: string;
};

/** What the filter reads of a document: everything but its file. */
export type DownloadKeys = Omit<DownloadRow, 'fileUrl'>;

export function downloadKeys(row: DownloadKeys): DownloadKeys {
  const { id, title, product, productName, series, docType, language, fileType, updatedOn } = row;
  return { id, title, product, productName, series, docType, language, fileType, updatedOn };
}

/** The choices the data offers; a select shows exactly these. */
export type DownloadOptions = { series: string[]; languages: string[]; years: string[] };

export type DownloadFilter = {
  keyword: Keyword;
  series?: string;
  docType?: DocType;
  language?: string;
  /** The update year: a stable choice a shared link keeps, unlike "last 6 months". */
  year?: string;
  fileType?: FileType;
};

const distinct = (values: (string | null | undefined)[]) =>
  [...new Set(values.filter((v): v is string => Boolean(v)))].sort();

export function yearOf(updatedOn: string): string {
  return updatedOn.slice(0, 4);
}

export function downloadOptions(rows: readonly DownloadKeys[]): DownloadOptions {
  return {
    series: distinct(rows.map((r) => r.series)),
    languages: distinct(rows.map((r) => r.language.toLowerCase())),
    years: distinct(rows.map((r) => yearOf(r.updatedOn))).reverse(),
  };
}

export function parseDownloadFilter(
  params: SearchParams,
  options: DownloadOptions,
): DownloadFilter {
  const read = (name: keyof typeof downloadParams) => firstParam(params, downloadParams[name]);
  return {
    keyword: parseKeyword(read('keyword')),
    series: pickAllowed(read('series'), options.series),
    docType: pickAllowed(read('docType'), docTypes),
    language: pickAllowed(read('language'), options.languages),
    year: pickAllowed(read('year'), options.years),
    fileType: pickAllowed(read('fileType'), fileTypes),
  };
}

/** Is any filter set (so "no data" means "nothing matches", and a reset link makes sense)? */
export function isFiltered(filter: DownloadFilter): boolean {
  const { keyword, ...selects } = filter;
  return keyword.text !== '' || Object.values(selects).some(Boolean);
}

export function applyDownloadFilter<T extends DownloadKeys>(
  rows: readonly T[],
  filter: DownloadFilter,
): T[] {
  return rows.filter(
    (row) =>
      (!filter.series || row.series === filter.series) &&
      (!filter.docType || row.docType === filter.docType) &&
      (!filter.language || row.language.toLowerCase() === filter.language) &&
      (!filter.year || yearOf(row.updatedOn) === filter.year) &&
      (!filter.fileType || row.fileType === filter.fileType) &&
      matchesKeyword(
        [row.title, row.series, row.product?.replace(/-/g, ' '), row.productName],
        filter.keyword.text,
      ),
  );
}

/** Query → options from the data → filter → matching rows, the page's one call. */
export function filterDownloads<T extends DownloadKeys>(rows: readonly T[], params: SearchParams) {
  const options = downloadOptions(rows);
  const filter = parseDownloadFilter(params, options);
  return { options, filter, rows: applyDownloadFilter(rows, filter) };
}

/** The page's list filter (components/url-filter): the matching documents, the fields' values. */
export const selectDownloads: Select<DownloadKeys> = (rows, params) => {
  const { filter, rows: shown } = filterDownloads(rows, params);
  const { keyword, series, docType, language, year, fileType } = filter;
  return {
    shown,
    values: {
      [downloadParams.keyword]: keyword.text,
      [downloadParams.series]: series ?? '',
      [downloadParams.docType]: docType ?? '',
      [downloadParams.language]: language ?? '',
      [downloadParams.year]: year ?? '',
      [downloadParams.fileType]: fileType ?? '',
    },
  };
};
