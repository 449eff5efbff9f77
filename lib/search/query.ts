// What a search query is, shared by the API (server) and the search box (browser):
// normalised text, its words, and the Chinese segmentation. No server imports here.
import { zhGlossary } from './zh-glossary';

/** Longer queries get a 400 (a sentence is at most ~20 words; 10 KB is abuse). */
export const MAX_QUERY_LENGTH = 200;
/** Fewer characters than this answer no results without asking the database. */
export const MIN_QUERY_LENGTH = 2;
/** Words past this many are ignored: each one is a term of the database query. */
export const MAX_QUERY_WORDS = 8;

export const searchKinds = [
  'product',
  'download',
  'faq',
  'news',
  'blog',
  'event',
  'video',
  'training',
  'page',
] as const;
export type SearchKind = (typeof searchKinds)[number];

/**
 * NFKC, lone surrogates replaced, control characters dropped, whitespace collapsed. Full-width
 * Latin (ＩＰ６５) becomes ASCII; nothing of the text is otherwise lost.
 */
export function normalizeQuery(raw: string): string {
  return raw
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, ' ')
    .normalize('NFKC')
    .replace(/[\p{Cc}\p{Cf}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Code points, not UTF-16 units: 储能 is 2, an emoji 1. */
export const queryLength = (query: string) => [...query].length;

const HAN = /\p{Script=Han}/u;
const HAN_RUN = /\p{Script=Han}+/gu;
// A word: letters and digits, joined by inner dots, commas, hyphens (29.94, H3-10, 7,4).
const WORD = /[\p{L}\p{N}]+(?:[.,\-][\p{L}\p{N}]+)*/gu;

/** Lower case without accents, one character for one (indices stay those of the input). */
export function foldChars(text: string): string {
  let out = '';
  for (const ch of text) {
    const base = ch.normalize('NFD')[0]!.toLowerCase();
    out +=
      base.length === ch.length
        ? base
        : ch.toLowerCase().length === ch.length
          ? ch.toLowerCase()
          : ch;
  }
  return out;
}

/**
 * Chinese segmentation of one run of Han characters: the product glossary, longest match first,
 * then Intl.Segmenter's words for what the glossary leaves (characters one by one where the
 * runtime has no segmenter).
 */
export function segmentChinese(run: string): string[] {
  const out: string[] = [];
  let rest = '';
  const flush = () => {
    if (!rest) return;
    out.push(...segmenterWords(rest));
    rest = '';
  };
  let i = 0;
  while (i < run.length) {
    const term = zhGlossary.find((t) => run.startsWith(t, i));
    if (term) {
      flush();
      out.push(term);
      i += term.length;
    } else {
      rest += run[i];
      i += 1;
    }
  }
  flush();
  return out;
}

function segmenterWords(text: string): string[] {
  if (typeof Intl === 'undefined' || !('Segmenter' in Intl)) return [...text];
  const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });
  return [...segmenter.segment(text)].filter((s) => s.isWordLike).map((s) => s.segment);
}

/** The overlapping character pairs of a Chinese word (the index holds the same; one char: itself). */
export function chinesePairs(word: string): string[] {
  const chars = [...word];
  if (chars.length < 2) return chars;
  return chars.slice(0, -1).map((c, i) => c + chars[i + 1]);
}

export type QueryWord = { text: string; han: boolean };

/**
 * The words of a query, in order: Latin words as typed (the database folds and stems them),
 * Han runs segmented. At most MAX_QUERY_WORDS.
 */
export function queryWords(query: string): QueryWord[] {
  const words: QueryWord[] = [];
  for (const match of query.matchAll(WORD)) {
    const token = match[0];
    if (!HAN.test(token)) {
      words.push({ text: token, han: false });
      continue;
    }
    // Mixed tokens (储能H3) split into Han runs and the rest.
    let last = 0;
    for (const run of token.matchAll(HAN_RUN)) {
      const before = token.slice(last, run.index);
      if (before) words.push({ text: before, han: false });
      for (const w of segmentChinese(run[0])) words.push({ text: w, han: true });
      last = run.index + run[0].length;
    }
    const after = token.slice(last);
    if (after) words.push({ text: after, han: false });
  }
  return words.slice(0, MAX_QUERY_WORDS);
}

/** Typo tolerance: none under 5 characters, 1 from 5, 2 from 9. */
export const typoBudget = (word: string) => {
  const n = [...word].length;
  return n >= 9 ? 2 : n >= 5 ? 1 : 0;
};

// Reused by editDistance: the two words' code points and three rows of its table.
const buffers = {
  a: new Int32Array(64),
  b: new Int32Array(64),
  rows: [0, 1, 2].map(() => new Int32Array(65)),
};

/** The code points of `text` in buffers[key] (grown when short); answers their count. */
function codePoints(text: string, key: 'a' | 'b'): number {
  if (buffers[key].length < text.length) buffers[key] = new Int32Array(text.length * 2);
  const codes = buffers[key];
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.codePointAt(i)!;
    if (code > 0xffff) i++;
    codes[n++] = code;
  }
  return n;
}

/**
 * Optimal string alignment distance (Damerau-Levenshtein with adjacent swaps): a dropped, an
 * added or a changed letter and two neighbours swapped count one edit each, so a doubled letter
 * ("batterry") is one and "baterry" (a t dropped, an r doubled) two. Counted in code points.
 * Past `cap` it stops early and answers cap + 1: once a whole row of the table is over the cap,
 * every later one is too (a swap reaches back two rows, but never below the row between + 1).
 * No allocation per call: a correction measures a word against thousands.
 */
export function editDistance(left: string, right: string, cap = 3): number {
  const n = codePoints(left, 'a');
  const m = codePoints(right, 'b');
  if (Math.abs(n - m) > cap) return cap + 1;
  if (buffers.rows[0]!.length <= m) buffers.rows = [0, 1, 2].map(() => new Int32Array(m * 2));
  const { a, b } = buffers;
  let [before, previous, row] = buffers.rows as [Int32Array, Int32Array, Int32Array];
  for (let j = 0; j <= m; j++) previous[j] = j;
  for (let i = 1; i <= n; i++) {
    row[0] = i;
    let least = i;
    for (let j = 1; j <= m; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        d = Math.min(d, before[j - 2]! + 1);
      }
      row[j] = d;
      if (d < least) least = d;
    }
    if (least > cap) return cap + 1;
    const spare = before;
    before = previous;
    previous = row;
    row = spare;
  }
  return previous[m]!;
}
