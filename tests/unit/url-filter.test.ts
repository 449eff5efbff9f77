import { describe, expect, it } from 'vitest';
import { filterView, queryOf, showsAny, type Select } from '@/lib/url-filter';

// A page rule like the real ones: ?kind= picks one kind, anything else shows every item.
type Item = { id: number; kind: string; size?: number };
const kinds = ['a', 'b'];
const select: Select<Item> = (items, query) => {
  const kind = typeof query.kind === 'string' && kinds.includes(query.kind) ? query.kind : '';
  return { shown: items.filter((item) => !kind || item.kind === kind), values: { kind } };
};
const items: Item[] = [
  { id: 1, kind: 'a' },
  { id: 2, kind: 'b' },
  { id: 3, kind: 'a' },
];
const url = (search: string) => queryOf(new URLSearchParams(search));

describe('queryOf (the browser query as a page reads it)', () => {
  it('gives a name once as a string and a repeated one as an array, as Next does', () => {
    expect(url('a=1&b=2&a=3&c=')).toEqual({ a: ['1', '3'], b: '2', c: '' });
    expect(url('')).toEqual({});
  });

  it('decodes the values, so a script stays a plain string', () => {
    expect(url('q=%3Cscript%3E&q2=a+b')).toEqual({ q: '<script>', q2: 'a b' });
  });
});

describe('filterView', () => {
  it('shows on the server what the bare page shows, and reads no query there', () => {
    const view = filterView(items, select, null);
    expect(view).toMatchObject({ query: null, isApplied: false, count: 3, isFiltered: false });
    expect([...view.shown]).toEqual([1, 2, 3]);
    expect(view.values).toEqual({ kind: '' });
  });

  it("shows the URL's items once applied, counts them and marks the filter", () => {
    const view = filterView(items, select, url('kind=a'));
    expect([...view.shown]).toEqual([1, 3]);
    expect(view).toMatchObject({ isApplied: true, count: 2, isFiltered: true });
    expect(view.values).toEqual({ kind: 'a' });
  });

  it('shows everything, unfiltered, for an unknown or repeated value', () => {
    for (const search of ['kind=zz', 'kind=a&kind=b', 'other=1', '']) {
      const view = filterView(items, select, url(search));
      expect([...view.shown], search).toEqual([1, 2, 3]);
      expect(view.isFiltered, search).toBe(false);
    }
  });

  it('counts an item by its size (a panel of several results)', () => {
    const panels = [
      { id: 1, kind: 'a', size: 4 },
      { id: 2, kind: 'b', size: 0 },
    ];
    expect(filterView(panels, select, null).count).toBe(4);
    expect(filterView(panels, select, url('kind=b')).count).toBe(0);
  });

  it('is filtered against the bare page, whose own selection may be narrow', () => {
    // A tab page: the bare page shows the first tab; asking for it by name filters nothing.
    const tabs: Select<Item> = (list, query) => {
      const kind = query.kind === 'b' ? 'b' : 'a';
      return { shown: list.filter((item) => item.kind === kind), values: { kind } };
    };
    expect(filterView(items, tabs, null).count).toBe(2);
    expect(filterView(items, tabs, url('kind=a')).isFiltered).toBe(false);
    expect(filterView(items, tabs, url('kind=b')).isFiltered).toBe(true);
  });
});

describe('showsAny', () => {
  it('shows a group while any of its items shows', () => {
    const view = filterView(items, select, url('kind=b'));
    expect(showsAny(view, [1, 2])).toBe(true);
    expect(showsAny(view, [1, 3])).toBe(false);
    expect(showsAny(view, [])).toBe(false);
  });
});
