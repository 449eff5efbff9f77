// requirements: Content — a case's category code 1 is utility, 2 commercial, 3 residential;
// default utility. The cases page filters on it through ?category= (a filter living in the URL);
// the page is cached the same for every query, so the browser applies it to the full list.
import type { Select } from '@/lib/url-filter';

export const caseKinds = ['utility', 'commercial', 'residential'] as const;
export type CaseKind = (typeof caseKinds)[number];
export type CaseFilter = CaseKind | 'all';

const kindByCode: Record<string, CaseKind> = {
  '1': 'utility',
  '2': 'commercial',
  '3': 'residential',
};

/** The kind of a case row; a missing or unknown code counts as utility (the default). */
export function caseKindOf(category: unknown): CaseKind {
  const code = typeof category === 'number' || typeof category === 'string' ? String(category) : '';
  return kindByCode[code.trim()] ?? 'utility';
}

/**
 * The filter asked for in the query string. Anything that is not a known kind shows every case
 * (a filter value that does not exist never errors).
 */
export function parseCaseFilter(value: unknown): CaseFilter {
  const first = Array.isArray(value) ? value[0] : value;
  return (caseKinds as readonly unknown[]).includes(first) ? (first as CaseKind) : 'all';
}

export function filterCases<T extends { category?: unknown }>(
  items: readonly T[],
  filter: CaseFilter,
): T[] {
  return filter === 'all'
    ? [...items]
    : items.filter((item) => caseKindOf(item.category) === filter);
}

/** The href of a filter tab: "All" is the bare page, so it has a single canonical address. */
export function caseFilterHref(filter: CaseFilter) {
  const pathname = '/solutions/cases';
  return filter === 'all' ? { pathname } : { pathname, query: { category: filter } };
}

/** What the filter reads of a case. */
export type CaseKeys = { id: number | string; category?: unknown };

/** The page's list filter (components/url-filter): the cases of ?category=, the kind read. */
export const selectCases: Select<CaseKeys> = (items, params) => {
  const filter = parseCaseFilter(params.category);
  return {
    shown: filterCases(items, filter),
    values: { category: filter === 'all' ? '' : filter },
  };
};
