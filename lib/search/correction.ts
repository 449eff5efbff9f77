// "Did you mean": when a search finds nothing in any language, each word of the query that the
// site never uses is replaced by the closest word it does use, and the search runs once more
// (lib/server/search/search.ts). Pure functions, no server imports: the vocabulary they take is
// built from the search index by lib/server/search/vocabulary.ts.
import { editDistance, foldChars, MAX_QUERY_WORDS } from './query';

/** Vocabulary words shorter than this are left out; a query word needs 4 letters to be corrected. */
const MIN_WORD = 3;
const MAX_WORD = 40;

// A run of letters and digits outside Han text: a correction replaces a whole run and only one
// of letters alone (H3-10, LiFePO4 and 29.94 are codes, never "corrected"; Chinese is left as
// typed: a wrong character is no letter away from the right one).
const RUN = /(?:(?!\p{Script=Han})[\p{L}\p{N}])+/gu;
const LETTERS = /^\p{L}+$/u;
// The same runs, found faster in long texts: runs of letters and digits, cut where Han is.
const ALNUM = /[\p{L}\p{N}]+/gu;
const HAN = /\p{Script=Han}+/u;

/**
 * Edits allowed for a word of this many letters: none under 4, one for 4–5, two from 6.
 * Two edits in a word of 4 or 5 letters leave too little of it ("inve" is two from "wave",
 * "live", "into"); from 6 letters the commonest slips come in pairs, a letter dropped and
 * another doubled ("baterry"), or a dropped and a swapped one, and what is left still names one
 * word. The first query's own typo tolerance (lib/search/query.ts, typoBudget) is narrower
 * because it runs on every search; this one only runs when nothing was found.
 */
export function correctionBudget(word: string): number {
  const n = [...word].length;
  return n >= 6 ? 2 : n >= 4 ? 1 : 0;
}

export type VocabularyEntry = {
  /** Lower case without accents: what distances are measured on. */
  key: string;
  /** The form the site writes most often, lower case with its accents: what is searched. */
  word: string;
  /** How often the site uses it: among equally close words, the commoner wins. */
  n: number;
  /** The key's letters as bits (letterMask): most words are told far from a typed one by it. */
  mask: number;
};

/** The words of one language's searchable texts, by key and by key length. */
export type Vocabulary = {
  has(key: string): boolean;
  /** Whether a word starts with `key` (or is it). */
  hasPrefix(key: string): boolean;
  ofLength(length: number): readonly VocabularyEntry[];
  readonly size: number;
};

/**
 * The vocabulary of `texts`: their words of 3 to 40 letters, at most `limit` of them (the most
 * frequent), so a language's vocabulary stays bounded however much content it gets.
 */
export function buildVocabulary(texts: Iterable<string>, limit: number): Vocabulary {
  // Each run counted first, then cut, checked and folded once per spelling: doing that for
  // every occurrence cost several times more.
  const runs = new Map<string, number>();
  for (const text of texts) {
    for (const [run] of text.toLowerCase().matchAll(ALNUM)) {
      if (run.length >= MIN_WORD) runs.set(run, (runs.get(run) ?? 0) + 1);
    }
  }
  const forms = new Map<string, Map<string, number>>();
  for (const [run, count] of runs) {
    for (const form of HAN.test(run) ? run.split(HAN) : [run]) {
      if (form.length < MIN_WORD || form.length > MAX_WORD || !LETTERS.test(form)) continue;
      const key = foldChars(form);
      const counts = forms.get(key) ?? new Map<string, number>();
      counts.set(form, (counts.get(form) ?? 0) + count);
      forms.set(key, counts);
    }
  }
  const entries: VocabularyEntry[] = [];
  for (const [key, counts] of forms) {
    let word = key;
    let best = 0;
    let n = 0;
    for (const [form, count] of counts) {
      n += count;
      if (count > best || (count === best && form < word)) [word, best] = [form, count];
    }
    entries.push({ key, word, n, mask: letterMask(key) });
  }
  entries.sort((a, b) => b.n - a.n || (a.key < b.key ? -1 : 1));
  const kept = entries.slice(0, limit);
  const keys = new Set(kept.map((e) => e.key));
  const byLength = new Map<number, VocabularyEntry[]>();
  for (const entry of kept) {
    const length = [...entry.key].length;
    const list = byLength.get(length);
    if (list) list.push(entry);
    else byLength.set(length, [entry]);
  }
  const sorted = [...keys].sort();
  return {
    has: (key) => keys.has(key),
    hasPrefix: (key) => sorted[lowerBound(sorted, key)]?.startsWith(key) ?? false,
    ofLength: (length) => byLength.get(length) ?? [],
    size: kept.length,
  };
}

/** The first index of `sorted` whose item is not before `key`. */
function lowerBound(sorted: readonly string[], key: string): number {
  let [low, high] = [0, sorted.length];
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! < key) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The letters of `key` as bits of a 32-bit mask (a letter's code point modulo 32). Every letter
 * of one word that the other lacks costs an edit of its own (a deletion or a change), so the
 * bits one mask has and the other lacks never outnumber the edits between them: a count over
 * the budget rules a word out before its distance is measured. Letters sharing a bit only
 * lower the count, so the bound stays safe.
 */
export function letterMask(key: string): number {
  let mask = 0;
  for (const char of key) mask |= 1 << (char.codePointAt(0)! & 31);
  return mask;
}

/** A lower bound of the edits between two words, from their letterMask. */
export const lettersApart = (left: number, right: number) =>
  Math.max(bitCount(left & ~right), bitCount(right & ~left));

/** The number of bits set in a 32-bit mask. */
function bitCount(mask: number): number {
  let v = mask - ((mask >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/**
 * The closest word of the vocabularies to `typed`, within its budget; null when `typed` is a word
 * of theirs or nothing is close enough. Closest first, then one that keeps the first letter
 * (slips there are rarer), then the commoner, then the alphabet (the same answer every time).
 */
export function correctWord(typed: string, vocabularies: readonly Vocabulary[]): string | null {
  const key = foldChars(typed.toLowerCase());
  const budget = correctionBudget(key);
  if (!budget || vocabularies.some((v) => v.has(key))) return null;
  const length = [...key].length;
  const first = key[0];
  const mask = letterMask(key);
  let best: { entry: VocabularyEntry; d: number; other: number } | null = null;
  for (const vocabulary of vocabularies) {
    for (let len = length - budget; len <= length + budget; len++) {
      for (const entry of vocabulary.ofLength(len)) {
        const cap = best?.d ?? budget;
        if (lettersApart(mask, entry.mask) > cap) continue;
        const d = editDistance(key, entry.key, cap);
        if (d > (best?.d ?? budget)) continue;
        const other = entry.key[0] === first ? 0 : 1;
        if (
          !best ||
          d < best.d ||
          (d === best.d &&
            (other < best.other ||
              (other === best.other &&
                (entry.n > best.entry.n ||
                  (entry.n === best.entry.n && entry.key < best.entry.key)))))
        ) {
          best = { entry, d, other };
        }
      }
    }
  }
  return best ? matchCase(typed, best.entry.word) : null;
}

/** The correction written as the visitor wrote the word: "Baterry" → "Battery", "LFPP" → "LFP". */
function matchCase(typed: string, word: string): string {
  const letters = [...typed];
  if (letters.length > 1 && typed === typed.toUpperCase() && typed !== typed.toLowerCase()) {
    return word.toUpperCase();
  }
  const head = letters[0]!;
  if (head !== head.toLowerCase()) {
    const [initial = '', ...rest] = [...word];
    return initial.toUpperCase() + rest.join('');
  }
  return word;
}

/**
 * `query` with every word the vocabularies lack replaced by its closest word in them (the
 * rest of the text as typed), or null when no word changes. Only the words a search reads
 * (the first MAX_QUERY_WORDS) are looked at. A word that begins a word of the site is one being
 * typed or cut short: it is completed when that word is within its budget ("storag" → "storage"),
 * else left as typed, since the nearest whole word ("moni" → "modi", "batt" → "bath") would be a
 * guess, not a correction.
 */
export function correctQuery(query: string, vocabularies: readonly Vocabulary[]): string | null {
  let out = '';
  let at = 0;
  for (const match of [...query.matchAll(RUN)].slice(0, MAX_QUERY_WORDS)) {
    const token = match[0];
    if (!LETTERS.test(token)) continue;
    const fix = correctWord(token, vocabularies);
    if (!fix || fix === token) continue;
    const key = foldChars(token.toLowerCase());
    const begun = vocabularies.some((v) => v.hasPrefix(key));
    if (begun && !foldChars(fix.toLowerCase()).startsWith(key)) continue;
    out += query.slice(at, match.index) + fix;
    at = match.index + token.length;
  }
  return at ? out + query.slice(at) : null;
}
