import type { LanguageCode } from '@/lib/i18n/locales';
import type { SearchKind } from './query';

/** A piece of highlighted text: `hit` pieces matched a query word. */
export type Marked = { text: string; hit?: true }[];

export type SearchHit = {
  kind: SearchKind;
  id: string;
  /** The language of this result (differs from the query's when otherLanguages). */
  lang: LanguageCode;
  title: Marked;
  snippet: Marked;
  /** A site path with its language prefix, or a download's file URL. */
  href: string;
};

export type SearchResponse = {
  query: string;
  lang: LanguageCode;
  /** True when the query's language had no match and these come from the other languages. */
  otherLanguages: boolean;
  /**
   * The query the results are for when `query` found nothing in any language and this
   * correction of it, from the site's own words, did (lib/search/correction.ts); else null.
   */
  correction: string | null;
  total: number;
  facets: { kind: SearchKind; n: number }[];
  hits: SearchHit[];
};
