import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { languageById, languages, type LanguageCode } from '@/lib/i18n/locales';
import type { Db } from '@/lib/server/db/client';
import {
  chinesePairs,
  editDistance,
  queryLength,
  queryWords,
  typoBudget,
  MIN_QUERY_LENGTH,
  type QueryWord,
  type SearchKind,
} from '@/lib/search/query';
import type { SearchHit, SearchResponse } from '@/lib/search/types';
import { hrefOf } from './links';
import { highlight, snippetOf } from './snippet';
import { ensureSearchIndexReady } from './pages';

// The search itself. One query in the visitor's language (stemmed words, the word
// being typed as a prefix, typo corrections from the vocabulary, Chinese pairs); only when it
// finds nothing, the same words in every other language, labelled as such.

const RESULT_LIMIT = 20;
/** Corrections kept per word: a short word can be one edit from dozens. */
const MAX_CORRECTIONS = 8;

/** The rows of db.execute on either driver (both answer { rows }). */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

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

/** Vocabulary words within the typo budget of each Latin query word of 5+ characters. */
async function typoCorrections(db: Db, words: QueryWord[]): Promise<Map<string, string[]>> {
  const candidates = [
    ...new Set(words.filter((w) => !w.han && typoBudget(w.text) > 0).map((w) => w.text)),
  ];
  const found = new Map<string, string[]>();
  if (!candidates.length) return found;
  const asked = sql.join(
    candidates.map((w) => sql`(${w}::text)`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select q.raw, search_fold(q.raw) as folded, c.word
      from (values ${asked}) as q(raw)
      cross join lateral (
        select v.word from search_word_variants v
         where v.variant = any(array(select search_deletes(search_fold(q.raw))))
         group by v.word
         order by similarity(v.word, search_fold(q.raw)) desc
         limit 20) as c`);
  for (const row of rowsOf<{ raw: string; folded: string; word: string }>(result)) {
    if (row.word === row.folded) continue;
    if (editDistance(row.folded, row.word, 2) > typoBudget(row.raw)) continue;
    found.set(row.raw, [...(found.get(row.raw) ?? []), row.word]);
  }
  for (const [raw, words] of found) found.set(raw, words.slice(0, MAX_CORRECTIONS));
  return found;
}

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

export type SearchInput = { query: string; lang: LanguageCode; kind?: SearchKind };

/** The answer of GET /api/search for a normalised query (see lib/search/query.ts). */
export async function search(db: Db, { query, lang, kind }: SearchInput): Promise<SearchResponse> {
  const current = languages.find((l) => l.code === lang)!;
  const empty: SearchResponse = {
    query,
    lang,
    otherLanguages: false,
    total: 0,
    facets: [],
    hits: [],
  };
  const words = queryWords(query);
  if (queryLength(query) < MIN_QUERY_LENGTH || !words.length) return empty;
  await ensureSearchIndexReady(db);
  const typos = current.id === 1 ? new Map<string, string[]>() : await typoCorrections(db, words);
  const folded = foldForExact(query);

  let { rows, facets } = await searchIn(db, [[current.id]], words, typos, folded, kind);
  let otherLanguages = false;
  if (!facets.length) {
    otherLanguages = true;
    const others = configGroups
      .map((group) => group.filter((id) => id !== current.id))
      .filter((group) => group.length);
    const needTypos = current.id === 1 ? await typoCorrections(db, words) : typos;
    ({ rows, facets } = await searchIn(db, others, words, needTypos, folded, kind));
  }

  const terms = [...words.map((w) => w.text), ...[...typos.values()].flat()];
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
  return { query, lang, otherLanguages, total, facets, hits };
}

/** What the exact-hit boosts compare with: lower case, no accents, like search_fold. */
const foldForExact = (query: string) =>
  query.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
