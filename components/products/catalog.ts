// The product list's rules: categories in catalogue order and a category filter read from the
// URL that never fails. The page is cached the same for every query, so the
// browser applies the filter to the full list: this module stays small and pure for it.
import type { Select } from '@/lib/url-filter';

export const categories = [
  'home-system',
  'battery',
  'inverter',
  'power-conversion',
  'control-cabinet',
  'data-logger',
  'smart-plug',
  'charger',
] as const;

export type Category = (typeof categories)[number];
/** A group heading: a known category, or "other" for anything the catalogue does not name. */
export type GroupKey = Category | 'other';

export type CatalogItem = { id: string; category: string; sort?: number | null; name: string };
export type Group<T> = { key: GroupKey; items: T[] };

const order = new Map<string, number>(categories.map((c, i) => [c, i]));
const rank = (key: GroupKey) => order.get(key) ?? categories.length;

export function groupKeyOf(category: string): GroupKey {
  return order.has(category) ? (category as Category) : 'other';
}

/** ?category=… → a group key; a missing, repeated, unknown or overlong value shows everything. */
export function parseCategory(value: string | string[] | undefined): GroupKey | null {
  if (typeof value !== 'string') return null;
  if (value === 'other' || order.has(value)) return value as GroupKey;
  return null;
}

/** Is a product of the group asked for? Every product is when none is asked for. */
export function isInGroup(category: string, only?: GroupKey | null): boolean {
  return !only || groupKeyOf(category) === only;
}

/** Products by `sort` (then name), grouped in catalogue order, unknown categories last. */
export function groupProducts<T extends CatalogItem>(items: readonly T[], only?: GroupKey | null) {
  const sorted = [...items].sort(
    (a, b) => (a.sort ?? 0) - (b.sort ?? 0) || a.name.localeCompare(b.name),
  );
  const groups = new Map<GroupKey, T[]>();
  for (const item of sorted) {
    if (!isInGroup(item.category, only)) continue;
    const key = groupKeyOf(item.category);
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([key, list]): Group<T> => ({ key, items: list }));
}

/**
 * The filter's choices: the groups present in the data, in catalogue order (a link to an empty
 * group would only lead to "no data"), plus the active one even when it is empty.
 */
export function filterKeys(items: readonly CatalogItem[], active: GroupKey | null): GroupKey[] {
  const keys = groupProducts(items).map((g) => g.key);
  if (active && !keys.includes(active)) keys.push(active);
  return keys.sort((a, b) => rank(a) - rank(b));
}

type CamelCase<S extends string> = S extends `${infer Head}-${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : S;

/** The message key of a group heading (next-intl keys are camelCase). */
export function groupMessageKey<Key extends GroupKey>(key: Key): CamelCase<Key> {
  return key.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()) as CamelCase<Key>;
}

/** What the filter reads of a product. */
export type ProductKeys = { id: string; category: string };

/** The page's list filter (components/url-filter): the products of ?category=, the group read. */
export const selectProducts: Select<ProductKeys> = (items, params) => {
  const only = parseCategory(params.category);
  return {
    shown: items.filter((item) => isInGroup(item.category, only)),
    values: { category: only ?? '' },
  };
};
