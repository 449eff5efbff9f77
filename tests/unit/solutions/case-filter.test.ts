import { describe, expect, it } from 'vitest';
import {
  caseFilterHref,
  caseKindOf,
  filterCases,
  parseCaseFilter,
  selectCases,
} from '@/components/solutions/case-filter';
import { filterView, queryOf } from '@/lib/url-filter';

const cases = [
  { id: 1, category: 1 },
  { id: 2, category: 2 },
  { id: 3, category: 3 },
  { id: 4, category: null },
  { id: 5 },
  { id: 6, category: 9 },
  { id: 7, category: '3' },
];

describe('caseKindOf', () => {
  it('reads codes 1, 2 and 3 as utility, commercial and residential', () => {
    expect([1, 2, 3].map(caseKindOf)).toEqual(['utility', 'commercial', 'residential']);
  });

  it('reads numeric strings the same as numbers', () => {
    expect(caseKindOf('2')).toBe('commercial');
  });

  it('counts a missing or unknown category as utility (the default)', () => {
    expect([undefined, null, 0, 4, 'x', ''].map(caseKindOf)).toEqual(Array(6).fill('utility'));
  });
});

describe('parseCaseFilter', () => {
  it('accepts the three kinds', () => {
    expect(['utility', 'commercial', 'residential'].map(parseCaseFilter)).toEqual([
      'utility',
      'commercial',
      'residential',
    ]);
  });

  it('shows all for a missing, unknown, differently cased or hostile value', () => {
    for (const value of [undefined, '', 'xx', 'Residential', '<script>', '1', 3]) {
      expect(parseCaseFilter(value)).toBe('all');
    }
  });

  it('takes the first of repeated parameters', () => {
    expect(parseCaseFilter(['commercial', 'utility'])).toBe('commercial');
  });
});

describe('filterCases', () => {
  it('keeps every case for all', () => {
    expect(filterCases(cases, 'all')).toHaveLength(cases.length);
  });

  it('keeps only residential cases for residential', () => {
    expect(filterCases(cases, 'residential').map((c) => c.id)).toEqual([3, 7]);
  });

  it('puts cases without a known category under utility', () => {
    expect(filterCases(cases, 'utility').map((c) => c.id)).toEqual([1, 4, 5, 6]);
  });
});

describe('caseFilterHref', () => {
  it('links all to the bare page and a kind to its query', () => {
    expect(caseFilterHref('all')).toEqual({ pathname: '/solutions/cases' });
    expect(caseFilterHref('commercial')).toEqual({
      pathname: '/solutions/cases',
      query: { category: 'commercial' },
    });
  });
});

describe('the list filter of the cases page (applied in the browser)', () => {
  const shown = (search: string) => [
    ...filterView(cases, selectCases, queryOf(new URLSearchParams(search))).shown,
  ];

  it('shows the cases of ?category= and marks that kind', () => {
    expect(shown('category=residential')).toEqual([3, 7]);
    expect(
      filterView(cases, selectCases, queryOf(new URLSearchParams('category=residential'))).values,
    ).toEqual({ category: 'residential' });
  });

  it('shows every case, under "All", for an unknown or hostile value', () => {
    for (const search of ['', 'category=xx', 'category=1', 'category=%3Cscript%3E']) {
      expect(shown(search), search).toHaveLength(cases.length);
      expect(selectCases(cases, queryOf(new URLSearchParams(search))).values).toEqual({
        category: '',
      });
    }
  });
});
