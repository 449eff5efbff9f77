'use client';

import type { ReactNode } from 'react';
import { FilteredList } from '@/components/url-filter/filtered-list';
import { Link } from '@/lib/i18n/client-navigation';
import type { DownloadRow } from '@/lib/support/downloads-filter';
import { TermPair as Pair } from './term-pair';

export type DocumentTexts = {
  product: string;
  series: string;
  type: string;
  language: string;
  fileType: string;
  updated: string;
  download: string;
};

/** Display names, worked out on the server (Intl's names differ between Node and browsers). */
export type DocumentNames = {
  docTypes: Record<string, string>;
  fileTypes: Record<string, string>;
  languages: Record<string, string>;
  /** YYYY-MM-DD → the day in the page's language. */
  days: Record<string, string>;
};

type Props = {
  rows: DownloadRow[];
  texts: DocumentTexts;
  names: DocumentNames;
  /** Shown when a filter leaves nothing. */
  empty: ReactNode;
};

/**
 * The documents of a support page, rendered from their data. As server components each
 * document would reach the browser twice, as HTML and as its element tree in the page's RSC
 * payload; from here the payload holds the rows, which the download center's filter needs anyway (the same array: React sends it once). The
 * markup's styles are set once on the list (globals.css, .document-list).
 */
export function DocumentListView({ rows, texts, names, empty }: Props) {
  return (
    <FilteredList items={rows} className="document-list" empty={empty}>
      {(row) => (
        <>
          <div>
            <h3>{row.title}</h3>
            <dl>
              {row.product ? (
                <Pair term={texts.product}>
                  {row.productName ? (
                    <Link href={`/products/${row.product}`}>{row.productName}</Link>
                  ) : (
                    row.product
                  )}
                </Pair>
              ) : null}
              {row.series ? <Pair term={texts.series}>{row.series}</Pair> : null}
              <Pair term={texts.type}>{names.docTypes[row.docType] ?? row.docType}</Pair>
              <Pair term={texts.language}>{names.languages[row.language] ?? row.language}</Pair>
              <Pair term={texts.fileType}>{fileTypeName(names, row.fileType)}</Pair>
              <Pair term={texts.updated}>
                <time dateTime={row.updatedOn}>{names.days[row.updatedOn] ?? row.updatedOn}</time>
              </Pair>
            </dl>
          </div>
          <a href={row.fileUrl} download className="document-download">
            {texts.download} ({fileTypeName(names, row.fileType)})
            <span className="sr-only">: {row.title}</span>
          </a>
        </>
      )}
    </FilteredList>
  );
}

function fileTypeName(names: DocumentNames, fileType: string): string {
  return names.fileTypes[fileType] ?? fileType.toUpperCase();
}
