import { describe, expect, it } from 'vitest';
import {
  categories,
  filterKeys,
  groupMessageKey,
  groupProducts,
  parseCategory,
  selectProducts,
} from '@/components/products/catalog';
import { productHref } from '@/components/products/product-href';
import { filterView, queryOf } from '@/lib/url-filter';

const item = (id: string, category: string, sort = 0) => ({ id, category, sort, name: id });

describe('groupProducts (the list by category)', () => {
  it('orders the groups as the catalogue does, whatever order the products come in', () => {
    const items = [
      item('ev', 'charger'),
      item('plug', 'smart-plug'),
      item('box', 'battery'),
      item('logger', 'data-logger'),
      item('home', 'home-system'),
      item('pcs', 'power-conversion'),
      item('cabinet', 'control-cabinet'),
      item('inv', 'inverter'),
    ];
    expect(groupProducts(items).map((g) => g.key)).toEqual([...categories]);
  });

  it('puts unknown categories last, together under "other"', () => {
    const items = [item('a', 'mystery'), item('b', 'battery'), item('c', ''), item('d', 'charger')];
    const groups = groupProducts(items);
    expect(groups.map((g) => g.key)).toEqual(['battery', 'charger', 'other']);
    expect(groups.at(-1)?.items.map((p) => p.id)).toEqual(['a', 'c']);
  });

  it('sorts the products of a group by sort, then by name', () => {
    const items = [item('c', 'battery', 2), item('b', 'battery', 1), item('a', 'battery', 2)];
    expect(groupProducts(items)[0]?.items.map((p) => p.id)).toEqual(['b', 'a', 'c']);
  });

  it('keeps only the requested group when filtered', () => {
    const items = [item('box', 'battery'), item('inv', 'inverter'), item('x', 'mystery')];
    expect(groupProducts(items, 'battery')).toEqual([{ key: 'battery', items: [items[0]] }]);
    expect(groupProducts(items, 'other').map((g) => g.key)).toEqual(['other']);
  });

  it('gives no group for an empty list or an empty category', () => {
    expect(groupProducts([])).toEqual([]);
    expect(groupProducts([item('inv', 'inverter')], 'charger')).toEqual([]);
  });
});

describe('parseCategory (?category=…)', () => {
  it('accepts every catalogue category and "other"', () => {
    for (const category of categories) expect(parseCategory(category)).toBe(category);
    expect(parseCategory('other')).toBe('other');
  });

  it('shows everything for a missing, unknown, repeated, hostile or overlong value', () => {
    expect(parseCategory(undefined)).toBeNull();
    expect(parseCategory('')).toBeNull();
    expect(parseCategory('Battery')).toBeNull();
    expect(parseCategory(['battery', 'inverter'])).toBeNull();
    expect(parseCategory('<script>alert(1)</script>')).toBeNull();
    expect(parseCategory('battery'.repeat(1000))).toBeNull();
    expect(parseCategory('__proto__')).toBeNull();
    expect(parseCategory('constructor')).toBeNull();
  });
});

describe('filterKeys', () => {
  it('offers the groups present, in catalogue order', () => {
    const items = [item('x', 'mystery'), item('ev', 'charger'), item('box', 'battery')];
    expect(filterKeys(items, null)).toEqual(['battery', 'charger', 'other']);
  });

  it('keeps the active group in its place even when it has no products', () => {
    expect(filterKeys([item('ev', 'charger')], 'inverter')).toEqual(['inverter', 'charger']);
  });
});

describe('productHref', () => {
  it('sends the two flagship products to their dedicated pages', () => {
    expect(productHref('three-phase-hybrid-system')).toBe(
      '/products/three-phase-home-battery-energy-storage-system',
    );
    expect(productHref('high-voltage-lfp-battery-box')).toBe('/products/high-voltage-lfp-battery');
  });

  it('sends any other product to its detail page', () => {
    expect(productHref('smart-plug')).toBe('/products/smart-plug');
    expect(productHref('constructor')).toBe('/products/constructor');
  });
});

describe('groupMessageKey', () => {
  it('turns a category slug into its camelCase message key', () => {
    expect(groupMessageKey('home-system')).toBe('homeSystem');
    expect(groupMessageKey('power-conversion')).toBe('powerConversion');
    expect(groupMessageKey('other')).toBe('other');
  });
});

describe('the list filter of the products page (applied in the browser)', () => {
  const products = [item('box', 'battery'), item('inv', 'inverter'), item('odd', 'mystery')];
  const view = (search: string) =>
    filterView(products, selectProducts, queryOf(new URLSearchParams(search)));

  it('shows the products of ?category= and marks that category', () => {
    expect([...view('category=battery').shown]).toEqual(['box']);
    expect(view('category=battery').values).toEqual({ category: 'battery' });
    expect([...view('category=other').shown]).toEqual(['odd']);
  });

  it('shows nothing for a known category the list does not hold (its empty state)', () => {
    expect(view('category=charger').count).toBe(0);
  });

  it('shows everything, under "All", for an unknown or repeated category', () => {
    for (const search of ['', 'category=mystery', 'category=battery&category=inverter']) {
      expect(view(search).count, search).toBe(3);
      expect(view(search).values, search).toEqual({ category: '' });
    }
  });
});
