import { describe, expect, it } from 'vitest';
import { filterInstallers, selectInstallers } from '@/lib/support/installers-filter';

// The installer finder's ?country=&city= rules, shared by server and browser.
const rows = [
  { id: 1, country: 'DE', city: 'München' },
  { id: 2, country: 'DE', city: 'Berlin' },
  { id: 3, country: 'AT', city: 'Wien' },
  { id: 4, country: 'DE', city: null },
];
const ids = (params: Record<string, string>) =>
  filterInstallers(rows, params).rows.map((r) => r.id);

describe('installer finder filter', () => {
  it('narrows by country, then by a city of that country, ignoring case', () => {
    expect(ids({})).toEqual([1, 2, 3, 4]);
    expect(ids({ country: 'de' })).toEqual([1, 2, 4]);
    expect(ids({ country: 'DE', city: 'münchen' })).toEqual([1]);
    expect(ids({ city: 'Wien' })).toEqual([3]);
  });

  it('ignores a country or city the list does not hold, and a city of another country', () => {
    expect(ids({ country: 'XX' })).toEqual([1, 2, 3, 4]);
    expect(ids({ country: 'DE', city: 'Wien' })).toEqual([1, 2, 4]);
    expect(ids({ city: '<script>' })).toEqual([1, 2, 3, 4]);
  });

  it('reports the applied values in the list’s own spelling', () => {
    expect(selectInstallers(rows, { country: 'at', city: 'WIEN' }).values).toEqual({
      country: 'AT',
      city: 'Wien',
    });
  });
});
