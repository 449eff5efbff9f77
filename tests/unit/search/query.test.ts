import { describe, expect, it } from 'vitest';
import {
  chinesePairs,
  editDistance,
  foldChars,
  normalizeQuery,
  queryWords,
  segmentChinese,
  typoBudget,
  MAX_QUERY_WORDS,
} from '@/lib/search/query';

describe('search queries', () => {
  it('normalises: NFKC, lone surrogates, controls and runs of spaces', () => {
    expect(normalizeQuery('  ＩＰ６５\u0000  box\t\n ')).toBe('IP65 box');
    expect(normalizeQuery('a\uD800b')).toBe('a b');
    expect(normalizeQuery('\uDC00x')).toBe('x');
    expect(normalizeQuery('🔋 ok')).toBe('🔋 ok');
  });

  it('cuts words: codes, decimals and hyphenated names stay whole; syntax is dropped', () => {
    expect(queryWords('H3-10 29.94 kWh').map((w) => w.text)).toEqual(['H3-10', '29.94', 'kWh']);
    expect(queryWords("battery & | ! : * ( ) 'box':*").map((w) => w.text)).toEqual([
      'battery',
      'box',
    ]);
    expect(queryWords('énergie').map((w) => w.text)).toEqual(['énergie']);
    expect(queryWords('a b c d e f g h i j k')).toHaveLength(MAX_QUERY_WORDS);
  });

  it('segments Chinese with the glossary first, longest match, then the segmenter', () => {
    expect(segmentChinese('储能系统')).toEqual(['储能系统']);
    expect(segmentChinese('混合逆变器')).toEqual(['混合逆变器']);
    expect(segmentChinese('电池逆变器')).toEqual(['电池', '逆变器']);
    expect(queryWords('储能H3-10').map((w) => [w.text, w.han])).toEqual([
      ['储能', true],
      ['H3-10', false],
    ]);
    // What the glossary does not know still comes out as words covering the run.
    expect(segmentChinese('联系我们').join('')).toBe('联系我们');
  });

  it('asks for overlapping pairs, as the index stores them', () => {
    expect(chinesePairs('逆变器')).toEqual(['逆变', '变器']);
    expect(chinesePairs('电池')).toEqual(['电池']);
    expect(chinesePairs('电')).toEqual(['电']);
  });

  it('allows no typo under 5 characters, 1 from 5, 2 from 9', () => {
    expect(typoBudget('batt')).toBe(0);
    expect(typoBudget('batte')).toBe(1);
    expect(typoBudget('batteries')).toBe(2);
    expect(typoBudget('逆变器逆变器逆变器')).toBe(2);
  });

  it('measures edits with adjacent swaps as one', () => {
    expect(editDistance('batery', 'battery')).toBe(1);
    expect(editDistance('warrenty', 'warranty')).toBe(1);
    expect(editDistance('sepicher', 'speicher')).toBe(1);
    expect(editDistance('wechselrichtr', 'wechselrichter')).toBe(1);
    expect(editDistance('abcdef', 'uvwxyz', 2)).toBeGreaterThan(2);
  });

  it('counts a dropped, a doubled, a changed letter and a swap as one edit each', () => {
    expect(editDistance('batery', 'battery')).toBe(1); // dropped
    expect(editDistance('batterry', 'battery')).toBe(1); // doubled
    expect(editDistance('bettery', 'battery')).toBe(1); // changed
    expect(editDistance('btatery', 'battery')).toBe(1); // swapped
    // A letter dropped and another doubled: two. A swap is one (Levenshtein says two).
    expect(editDistance('baterry', 'battery')).toBe(2);
    expect(editDistance('stroage', 'storage')).toBe(1);
    expect(editDistance('ca', 'abc')).toBe(3); // OSA: a swapped pair is not edited again
  });

  it('measures code points and stops past its cap', () => {
    expect(editDistance('储能', '储')).toBe(1);
    expect(editDistance('🔋x', '🔋')).toBe(1);
    expect(editDistance('abcdef', 'uvwxyz', 2)).toBe(3);
    expect(editDistance('abcdef', 'uvwxyz', 9)).toBe(6);
    expect(editDistance('abcdefgh', 'abcd', 3)).toBe(4);
    expect(editDistance('', 'abc', 3)).toBe(3);
  });

  it('folds one character for one, so highlights keep their places', () => {
    const text = 'Énergie ÉCOLE';
    expect(foldChars(text)).toBe('energie ecole');
    expect(foldChars(text)).toHaveLength(text.length);
  });
});
