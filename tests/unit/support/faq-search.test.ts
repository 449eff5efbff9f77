import { describe, expect, it } from 'vitest';
import { searchFaqs, selectFaqs, sortFaqs } from '@/lib/support/faq-search';
import { MAX_KEYWORD_LENGTH, matchesKeyword, parseKeyword } from '@/lib/support/keyword';
import { filterView, queryOf } from '@/lib/url-filter';

const faqs = [
  { id: 3, sort: 2, question: 'Funktioniert die Batterie bei Kälte?', answer: 'Ja, bis -20 °C.' },
  {
    id: 1,
    sort: 1,
    question: 'Wie lange gilt die Garantie?',
    answer: 'Es gilt eine Garantie von 10 Jahren.',
  },
  {
    id: 2,
    sort: 2,
    question: 'Can I add batteries later?',
    answer: 'Yes, up to five in parallel.',
  },
];

describe('sortFaqs', () => {
  it('orders by sort, then by id', () => {
    expect(sortFaqs(faqs).map((f) => f.id)).toEqual([1, 2, 3]);
  });
});

describe('searchFaqs', () => {
  it('returns every FAQ in order for an empty keyword', () => {
    expect(searchFaqs(faqs, '').map((f) => f.id)).toEqual([1, 2, 3]);
  });

  it('finds a word in the answer, ignoring case', () => {
    expect(searchFaqs(faqs, 'JAHREN').map((f) => f.id)).toEqual([1]);
  });

  it('finds a word in the question', () => {
    expect(searchFaqs(faqs, 'kälte').map((f) => f.id)).toEqual([3]);
  });

  it('requires every word, wherever it is', () => {
    expect(searchFaqs(faqs, 'garantie 10').map((f) => f.id)).toEqual([1]);
    expect(searchFaqs(faqs, 'garantie parallel')).toEqual([]);
  });

  it('finds nothing for script, which is searched as text', () => {
    expect(searchFaqs(faqs, '<script>alert(1)</script>')).toEqual([]);
  });
});

describe('parseKeyword', () => {
  it('trims and collapses whitespace', () => {
    expect(parseKeyword('  ten   year \n warranty ')).toEqual({
      text: 'ten year warranty',
      isTrimmed: false,
    });
  });

  it('cuts past the maximum length by characters, not UTF-16 units', () => {
    const emoji = parseKeyword('🔋'.repeat(150));
    expect(emoji.isTrimmed).toBe(true);
    expect(Array.from(emoji.text)).toHaveLength(MAX_KEYWORD_LENGTH);
    expect(parseKeyword('a'.repeat(MAX_KEYWORD_LENGTH)).isTrimmed).toBe(false);
  });
});

describe('matchesKeyword', () => {
  it('skips empty fields', () => {
    expect(matchesKeyword([null, undefined, 'Battery'], 'battery')).toBe(true);
    expect(matchesKeyword([null], 'battery')).toBe(false);
  });
});

describe('the list filter of the FAQ page (applied in the browser)', () => {
  const view = (search: string) =>
    filterView(faqs, selectFaqs, queryOf(new URLSearchParams(search)));

  it('shows the answers holding every word of ?q=, and the keyword as read', () => {
    expect([...view('q=GARANTIE+jahren').shown]).toEqual([1]);
    expect(view('q=GARANTIE+jahren').values).toEqual({ q: 'GARANTIE jahren' });
  });

  it('cuts an overlong keyword as the server did', () => {
    expect(Array.from(view(`q=${'a'.repeat(500)}`).values.q ?? '')).toHaveLength(
      MAX_KEYWORD_LENGTH,
    );
  });

  it('shows every answer for no keyword and none for a script', () => {
    expect(view('').count).toBe(faqs.length);
    expect(view('q=%3Cscript%3Ealert(1)%3C%2Fscript%3E').count).toBe(0);
  });
});
