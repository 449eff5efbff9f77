import { describe, expect, it } from 'vitest';
import {
  filterDistributors,
  selectDistributors,
  type Distributor,
} from '@/lib/support/distributors-filter';
import { formatDay, languageName, regionName, sortByName } from '@/lib/support/display-names';
import { filterView, queryOf } from '@/lib/url-filter';

const partner = (id: number, country: string): Distributor => ({
  id,
  country,
  company: `Company ${id}`,
  contact: 'A. Person',
  type: id % 2 ? 'distributor' : 'installer',
  email: null,
  phone: null,
  website: null,
  address: null,
});

const rows = [partner(1, 'DE'), partner(2, 'AU'), partner(3, 'DE'), partner(4, 'NL')];

describe('filterDistributors', () => {
  it('offers the countries the list holds', () => {
    expect(filterDistributors(rows, {}).options).toEqual(['AU', 'DE', 'NL']);
  });

  it('keeps only the partners of the chosen country, in any case', () => {
    expect(filterDistributors(rows, { country: 'DE' }).rows.map((r) => r.id)).toEqual([1, 3]);
    expect(filterDistributors(rows, { country: 'nl' }).country).toBe('NL');
  });

  it('shows everyone for an unknown or malformed country', () => {
    for (const country of ['FR', 'ZZZ', '<script>', '']) {
      const result = filterDistributors(rows, { country });
      expect(result.country).toBeUndefined();
      expect(result.rows).toHaveLength(rows.length);
    }
  });
});

describe('display names', () => {
  it('names languages and countries in the visitor language', () => {
    expect(languageName('de-DE', 'fr')).toBe('Französisch');
    expect(regionName('fr-FR', 'de')).toBe('Allemagne');
    expect(regionName('zh-CN', 'NL')).toBe('荷兰');
  });

  it('falls back to the code for codes Intl cannot read', () => {
    expect(regionName('en-US', '<b>')).toBe('<B>');
  });

  it('formats a calendar day without a time-zone shift', () => {
    expect(formatDay('de-DE', '2026-10-01')).toBe('01.10.2026');
    expect(formatDay('en-AU', '2026-01-01')).toBe('1 Jan 2026');
    expect(formatDay('en-US', 'not a date')).toBe('not a date');
  });

  it('sorts codes by their displayed name', () => {
    expect(sortByName('de-DE', ['NL', 'DE', 'AU'], (c) => regionName('de-DE', c))).toEqual([
      'AU',
      'DE',
      'NL',
    ]);
  });
});

describe('the list filter of "how to buy" (applied in the browser)', () => {
  const keys = rows.map(({ id, country }) => ({ id, country }));
  const view = (search: string) =>
    filterView(keys, selectDistributors, queryOf(new URLSearchParams(search)));

  it('shows the partners of ?country=, in any case, and selects that country', () => {
    expect([...view('country=de').shown]).toEqual([1, 3]);
    expect(view('country=de').values).toEqual({ country: 'DE' });
  });

  it('shows everyone, with no country selected, for a country the list does not hold', () => {
    expect(view('country=ZZ').count).toBe(rows.length);
    expect(view('country=ZZ').values).toEqual({ country: '' });
  });
});
