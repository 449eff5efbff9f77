import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { languageById, languages, type LanguageCode } from '@/lib/i18n/locales';
import type { Db } from '@/lib/server/db/client';
import {
  chinesePairs,
  queryLength,
  queryWords,
  MIN_QUERY_LENGTH,
  type QueryWord,
  type SearchKind,
} from '@/lib/search/query';
import { correctQuery } from '@/lib/search/correction';
import type { SearchHit, SearchResponse } from '@/lib/search/types';
import { hrefOf } from './links';
import { highlight, snippetOf } from './snippet';
import { ensureSearchIndexReady } from './pages';
import { rowsOf } from './rows';
import { typoCorrections } from './typos';
import { searchVocabularies } from './vocabulary';

// The search itself. One query in the visitor's language (stemmed words, the word
// being typed as a prefix, typo corrections from the vocabulary, Chinese pairs); only when it
// finds nothing, the same words in every other language, labelled as such; only when that finds
// nothing either, once more with the words corrected from the site's own (searchCorrected).

const RESULT_LIMIT = 20;

/** Variants whose index shares one stemmer share a fallback query. */
const configGroups: number[][] = [[1], [2, 3], [4], [5], [6], [7]];

type Row = {
  kind: SearchKind;
  item_id: string;
  website_id: number;
  title: string;
  body: string;
  link: string | null;
  score: number;
};

type Facet = { kind: SearchKind; n: number };

/** A lexeme as a tsquery operand, verbatim (no parser): quotes doubled, backslashes escaped. */
const lexeme = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/** One word's alternatives as a tsquery expression, for the stemmer of `websiteId`. */
function wordQuery(word: QueryWord, last: boolean, typos: string[], websiteId: number): SQL {
  if (word.han) {
    // The index holds each Han run's pairs and single characters.
    return sql`${chinesePairs(word.text).map(lexeme).join(' & ')}::tsquery`;
  }
  const alternatives: SQL[] = [
    sql`plainto_tsquery(search_config(${websiteId}), search_fold(${word.text}))`,
  ];
  // The word being typed: any indexed word it starts (as typed, 'simple' lexemes).
  if (last) alternatives.push(sql`(${"'"} || search_fold(${word.text}) || ${"':*"})::tsquery`);
  // A correction as written, and stemmed (so it also meets the stemmed compound tails).
  for (const typo of typos) {
    alternatives.push(sql`${lexeme(typo)}::tsquery`);
    alternatives.push(sql`plainto_tsquery(search_config(${websiteId}), ${typo})`);
  }
  const any = sql`(${sql.join(alternatives, sql` || `)})`;
  if (last) return any;
  // A stop word of the language ("the", "der", "anderer") is left out, not required.
  return sql`(case when numnode(plainto_tsquery(search_config(${websiteId}), search_fold(${word.text}))) = 0
    then ''::tsquery else ${any} end)`;
}

/**
 * The matches in the variants of `groups` (each group one stemmer, so one tsquery), ranked, and
 * their counts by kind. One query for all groups: each group is an arm `website_id = N and tsv @@
 * its tsquery`, with the literal id, so the planner can use that variant's partial GIN index.
 */
async function searchIn(
  db: Db,
  groups: number[][],
  words: QueryWord[],
  typos: Map<string, string[]>,
  folded: string,
  kind: SearchKind | undefined,
): Promise<{ rows: Row[]; facets: Facet[] }> {
  const lastWord = words.length - 1;
  const tsqueries = groups.map((group) =>
    sql.join(
      words.map((w, i) => wordQuery(w, i === lastWord, typos.get(w.text) ?? [], group[0]!)),
      sql` && `,
    ),
  );
  const column = (g: number) => sql.raw(`q${g}`);
  const variants = groups.flatMap((group, g) =>
    group.map((id) => ({ id: sql.raw(String(id)), g })),
  );
  const matches = sql.join(
    variants.map(({ id, g }) => sql`(d.website_id = ${id} and d.tsv @@ q.${column(g)})`),
    sql` or `,
  );
  const tsquery =
    groups.length === 1
      ? sql`q.q0`
      : sql`case d.website_id ${sql.join(
          variants.map(({ id, g }) => sql`when ${id} then q.${column(g)}`),
          sql` `,
        )} end`;
  const exactCode = `| ${folded} |`;
  const result = await db.execute(sql`
    with q as (select ${sql.join(
      tsqueries.map((t, g) => sql`${t} as ${column(g)}`),
      sql`, `,
    )}),
    m as (
      select d.kind, d.item_id, d.website_id, d.title, d.body, d.link, d.sort_date,
             ts_rank('{0.1, 0.2, 0.4, 1.0}', d.tsv, ${tsquery})
               -- A product page before its datasheet, certificates and news.
               * case when d.kind = 'product' then 1.5 else 1 end
               + case when strpos(d.codes, ${exactCode}) > 0 then 100 else 0 end
               + case when d.title_folded = ${folded} then 50 else 0 end
               + case when strpos(d.title_folded, ${folded}) > 0 then 2 else 0 end
               as score
        from search_documents d, q
       where (${matches})
         and d.state
         and (d.publish_at is null or d.publish_at <= now()))
    select
      (select coalesce(json_agg(f), '[]'::json)
         from (select kind, count(*)::int as n from m group by kind) as f) as facets,
      (select coalesce(json_agg(r), '[]'::json)
         from (select kind, item_id, website_id, title, body, link, score from m
                where ${kind ?? null}::text is null or kind = ${kind ?? null}::text
                order by score desc, sort_date desc nulls last, title
                limit ${RESULT_LIMIT}) as r) as results`);
  const row = rowsOf<{ facets: Facet[] | string; results: Row[] | string }>(result)[0]!;
  const parse = <T>(value: T | string): T =>
    typeof value === 'string' ? (JSON.parse(value) as T) : value;
  return { rows: parse(row.results), facets: parse(row.facets) };
}

/** The other variants, grouped by stemmer, for the other-language fallback. */
const otherGroups = (currentId: number) =>
  configGroups.map((group) => group.filter((id) => id !== currentId)).filter((g) => g.length);

/**
 * The query with the words the site never uses corrected from the words it does
 * (lib/search/correction.ts): from the visitor's language and searched there, or, when none of
 * its words is close, from the other languages' and searched in those. One query, or none when
 * no word changes; null when the correction finds nothing either.
 */
async function searchCorrected(
  db: Db,
  query: string,
  currentId: number,
  kind: SearchKind | undefined,
) {
  const vocabularies = await searchVocabularies(db);
  const vocabularyOf = (id: number) => vocabularies.get(id)!;
  const own = correctQuery(query, [vocabularyOf(currentId)]);
  const others = otherGroups(currentId);
  // The visitor's own vocabulary stays in: a word of their language is never "corrected" into
  // another's ("woning", Dutch for home, is not a slip of "wiring").
  const correction = own ?? correctQuery(query, [currentId, ...others.flat()].map(vocabularyOf));
  if (!correction) return null;
  const words = queryWords(correction);
  const groups = own ? [[currentId]] : others;
  const found = await searchIn(db, groups, words, new Map(), foldForExact(correction), kind);
  if (!found.facets.length) return null;
  return { ...found, correction, otherLanguages: !own, terms: words.map((w) => w.text) };
}

export type SearchInput = {
  query: string;
  lang: LanguageCode;
  kind?: SearchKind;
  /** Search for what was typed only: no correction when it finds nothing (`exact=1`). */
  exact?: boolean;
};

/** The answer of GET /api/search for a normalised query (see lib/search/query.ts). */
export async function search(
  db: Db,
  { query, lang, kind, exact = false }: SearchInput,
): Promise<SearchResponse> {
  const current = languages.find((l) => l.code === lang)!;
  const empty: SearchResponse = {
    query,
    lang,
    otherLanguages: false,
    correction: null,
    total: 0,
    facets: [],
    hits: [],
  };
  const words = queryWords(query);
  if (queryLength(query) < MIN_QUERY_LENGTH || !words.length) return empty;
  await ensureSearchIndexReady(db);
  // The words corrections come from are read in the background by the first search and by the
  // first after a change, so the search that needs a correction seldom waits for that read of
  // every visible row (which on PGlite holds up every request in flight).
  void searchVocabularies(db).catch(() => undefined);
  const typos = current.id === 1 ? new Map<string, string[]>() : await typoCorrections(db, words);
  const folded = foldForExact(query);

  let { rows, facets } = await searchIn(db, [[current.id]], words, typos, folded, kind);
  let otherLanguages = false;
  let correction: string | null = null;
  let terms = [...words.map((w) => w.text), ...[...typos.values()].flat()];
  if (!facets.length) {
    otherLanguages = true;
    const needTypos = current.id === 1 ? await typoCorrections(db, words) : typos;
    const others = otherGroups(current.id);
    ({ rows, facets } = await searchIn(db, others, words, needTypos, folded, kind));
    const corrected =
      facets.length || exact ? null : await searchCorrected(db, query, current.id, kind);
    if (corrected) ({ rows, facets, correction, otherLanguages, terms } = corrected);
  }

  const hits: SearchHit[] = rows.slice(0, RESULT_LIMIT).map((r) => ({
    kind: r.kind,
    id: r.item_id,
    lang: languageById(r.website_id)?.code ?? 'en',
    title: highlight(r.title, terms),
    snippet: snippetOf(r.body, terms),
    href: hrefOf(r),
  }));
  facets.sort((a, b) => b.n - a.n || a.kind.localeCompare(b.kind));
  const total = facets.reduce((sum, f) => sum + f.n, 0);
  return { query, lang, otherLanguages, correction, total, facets, hits };
}

/** What the exact-hit boosts compare with: lower case, no accents, like search_fold. */
const foldForExact = (query: string) =>
  query.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
