// The product list's rules (issue 3): categories in catalogue order, a category filter read from
// the URL that never fails, and the two flagship products sent to their dedicated pages.
import { pathOf } from '@/lib/site-menu';

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

/** Products by `sort` (then name), grouped in catalogue order, unknown categories last. */
export function groupProducts<T extends CatalogItem>(items: readonly T[], only?: GroupKey | null) {
  const sorted = [...items].sort(
    (a, b) => (a.sort ?? 0) - (b.sort ?? 0) || a.name.localeCompare(b.name),
  );
  const groups = new Map<GroupKey, T[]>();
  for (const item of sorted) {
    const key = groupKeyOf(item.category);
    if (only && key !== only) continue;
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

/** The two flagship products have pages of their own (spec §2 route table). */
const flagshipPages = new Map<string, string>([
  ['three-phase-hybrid-system', pathOf('hybridSystem')],
  ['high-voltage-lfp-battery-box', pathOf('batteryBox')],
]);

export function flagshipPathOf(id: string): string | undefined {
  return flagshipPages.get(id);
}

export function productHref(id: string): string {
  return flagshipPathOf(id) ?? `/products/${id}`;
}

/** The message key of a group heading (next-intl keys are camelCase). */
export function groupMessageKey(key: GroupKey): string {
  return key.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
}
