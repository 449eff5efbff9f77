import { describe, expect, it } from 'vitest';
import {
  buildVocabulary,
  correctQuery,
  correctWord,
  correctionBudget,
  lettersApart,
  letterMask,
} from '@/lib/search/correction';
import { editDistance } from '@/lib/search/query';

// The "did you mean" of a search that found nothing (lib/search/correction.ts): which words a
// vocabulary holds, how far a correction may go, and which word it picks.

/** A vocabulary with each word `n` times. */
const vocabulary = (words: Record<string, number>, limit = 1000) =>
  buildVocabulary(
    Object.entries(words).flatMap(([word, n]) => Array<string>(n).fill(word)),
    limit,
  );

describe('search corrections', () => {
  it('allows no edit under 4 letters, one for 4–5, two from 6, counting letters not bytes', () => {
    expect(correctionBudget('box')).toBe(0);
    expect(correctionBudget('boxx')).toBe(1);
    expect(correctionBudget('stick')).toBe(1);
    expect(correctionBudget('baterry')).toBe(2);
    expect(correctionBudget('réseau')).toBe(2);
    expect(correctionBudget('ré')).toBe(0);
  });

  it('keeps the words of texts: letters only, lower case, the commonest spelling, no Han', () => {
    const v = buildVocabulary(
      [
        'Énergie solaire, énergie du réseau. Energie!',
        'H3-10 LiFePO4 29.94 kWh 储能battery 逆变器',
        'ab Hochvolt-LFP-Batteriebox',
      ],
      100,
    );
    expect(v.has('energie')).toBe(true);
    expect(v.ofLength(7).find((e) => e.key === 'energie')).toMatchObject({
      key: 'energie',
      word: 'énergie',
      n: 3,
    });
    for (const word of ['solaire', 'reseau', 'kwh', 'battery', 'hochvolt', 'lfp', 'batteriebox']) {
      expect(v.has(word), word).toBe(true);
    }
    // Codes, numbers, Chinese and words under 3 letters are no words to correct to.
    for (const word of ['h3', 'lifepo4', 'lifepo', '29', 'ab', '储能battery', '逆变器']) {
      expect(v.has(word), word).toBe(false);
    }
  });

  it('stays within its limit, keeping the most frequent words', () => {
    const v = vocabulary({ battery: 5, storage: 3, cabinet: 1 }, 2);
    expect(v.size).toBe(2);
    expect(v.has('battery') && v.has('storage')).toBe(true);
    expect(v.has('cabinet')).toBe(false);
  });

  it('corrects a dropped and a doubled letter, a swap, and keeps words the site uses', () => {
    const en = vocabulary({ battery: 10, storage: 5, cabinet: 3, box: 4 });
    expect(correctWord('baterry', [en])).toBe('battery');
    expect(correctWord('stroage', [en])).toBe('storage');
    expect(correctWord('cabnett', [en])).toBe('cabinet');
    expect(correctWord('battery', [en])).toBeNull();
    expect(correctWord('Battery', [en])).toBeNull();
    // Too far for the length: 3 edits in 7 letters, 2 in 5, any in 3.
    expect(correctWord('bxtxrxy', [en])).toBeNull();
    expect(correctWord('boxxx', [en])).toBeNull();
    expect(correctWord('bix', [en])).toBeNull();
  });

  it('picks the closest word, then one with the same first letter, then the commoner', () => {
    // "bater" is one edit from "water" and "later", two from "battery".
    expect(correctWord('bater', [vocabulary({ water: 2, later: 9, battery: 50 })])).toBe('later');
    expect(correctWord('bater', [vocabulary({ water: 2, later: 9, baker: 1 })])).toBe('baker');
    expect(correctWord('carge', [vocabulary({ charge: 2, large: 2, barge: 7 })])).toBe('charge');
    // The same answer every time when everything ties.
    expect(correctWord('xlock', [vocabulary({ clock: 1, block: 1 })])).toBe('block');
  });

  it('gives accents back and keeps the case the visitor typed', () => {
    const fr = vocabulary({ réseau: 4, reseau: 1, énergie: 6 });
    expect(correctWord('resseu', [fr])).toBe('réseau');
    expect(correctWord('enerrgi', [fr])).toBe('énergie');
    // A word typed without its accent is the site's word: the search folds accents itself.
    expect(correctWord('energie', [fr])).toBeNull();
    const en = vocabulary({ battery: 1 });
    expect(correctWord('Baterry', [en])).toBe('Battery');
    expect(correctWord('BATERRY', [en])).toBe('BATTERY');
  });

  it('corrects a query word by word, leaving codes, Chinese and known words as typed', () => {
    const en = vocabulary({ battery: 10, box: 3, hybrid: 4, inverter: 4, lfp: 2 });
    expect(correctQuery('hybird baterry  box', [en])).toBe('hybrid battery  box');
    expect(correctQuery('H3-10 baterry', [en])).toBe('H3-10 battery');
    expect(correctQuery('储能 baterry', [en])).toBe('储能 battery');
    expect(correctQuery('LFP-Baterry', [en])).toBe('LFP-Battery');
    expect(correctQuery('battery box', [en])).toBeNull();
    expect(correctQuery('储能逆变器', [en])).toBeNull();
    expect(correctQuery('xqzvwk', [en])).toBeNull();
  });

  it('looks in every vocabulary it is given', () => {
    const de = vocabulary({ batterie: 5 });
    const fr = vocabulary({ onduleur: 3 });
    expect(correctQuery('ondulleu', [de])).toBeNull();
    expect(correctQuery('ondulleu', [de, fr])).toBe('onduleur');
    // A word one of them knows is left alone.
    expect(correctQuery('onduleur baterie', [de, fr])).toBe('onduleur batterie');
  });

  it('completes a word cut short, and leaves it alone when only a guess is near', () => {
    const en = vocabulary({
      residential: 3,
      rest: 5,
      inverter: 4,
      backup: 2,
      monitoring: 2,
      mono: 1,
    });
    // "resi" begins "residential", "moni" "monitoring": "rest" and "mono", one edit away, would be
    // guesses.
    expect(correctQuery('inverter resi', [en])).toBeNull();
    expect(correctQuery('moni 12 inverter', [en])).toBeNull();
    // A slip that begins no word is corrected wherever it stands.
    expect(correctQuery('inverter bakup', [en])).toBe('inverter backup');
    expect(correctQuery('bakup 12 inverter', [en])).toBe('backup 12 inverter');
    expect(correctQuery('rezt 12', [en])).toBe('rest 12');
    // Cut short by no more than its budget: completed.
    expect(correctQuery('residenti inverter', [en])).toBe('residential inverter');
  });

  it('rules words out by their letters without ever ruling out one within reach', () => {
    // lettersApart is a lower bound of editDistance, so skipping a word on it changes no answer.
    const words = ['battery', 'baterry', 'batterie', 'réseau', 'resseu', 'onduleur', 'abc', 'cab'];
    const next = (() => {
      let seed = 7;
      return () => (seed = (seed * 1664525 + 1013904223) >>> 0) / 2 ** 32;
    })();
    const letters = 'abcdeilnorstuyé';
    for (let i = 0; i < 2000; i++) {
      const length = 3 + Math.floor(next() * 6);
      words.push(
        Array.from({ length }, () => letters[Math.floor(next() * letters.length)]).join(''),
      );
    }
    for (let i = 0; i + 1 < words.length; i += 2) {
      const [a, b] = [words[i]!, words[i + 1]!];
      expect(lettersApart(letterMask(a), letterMask(b)), `${a} ${b}`).toBeLessThanOrEqual(
        editDistance(a, b, 20),
      );
    }
    expect(lettersApart(letterMask('battery'), letterMask('onduleur'))).toBeGreaterThan(2);
  });
});
