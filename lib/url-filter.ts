// A public page comes from the full-route cache, the same for every query, so the
// server renders the whole list and the browser applies the URL's filter to it. These pure parts
// are shared by the server (the keys it marks the items with) and the browser (what it shows).
import type { SearchParams } from './support/search-params';

export type ItemId = string | number;

/** What the browser filters an item by: its id, the fields its page's rules read, no more. */
export type FilterKeys = {
  id: ItemId;
  /** The results the item stands for (a panel of events holds several); 1 when absent. */
  size?: number;
};

/** What a query shows: the matching items, and the filter as applied, by query parameter. */
export type Selection<K> = { shown: readonly K[]; values: Readonly<Record<string, string>> };

/** A page's rule: its items and a query in, the selection out (built on its pure filters). */
export type Select<K extends FilterKeys> = (
  items: readonly K[],
  query: SearchParams,
) => Selection<K>;

export type FilterView = {
  /** The URL's query; null while the page is as the server sent it (before hydration). */
  query: SearchParams | null;
  /** False while the page is as the server sent it (before hydration, or without script). */
  isApplied: boolean;
  /** The ids shown: by the URL's query once applied, by the bare page's before. */
  shown: ReadonlySet<ItemId>;
  /** The results shown (items counted by their size). */
  count: number;
  /** The filter as applied, by query parameter: what the links and fields show. */
  values: Readonly<Record<string, string>>;
  /** Does the query narrow the list more than the bare page does? */
  isFiltered: boolean;
};

/** The browser's query as a page reads it: a repeated name gives an array, as on the server. */
export function queryOf(params: Pick<URLSearchParams, 'forEach'>): SearchParams {
  const query: Record<string, string | string[]> = {};
  params.forEach((value, name) => {
    const seen = query[name];
    query[name] = seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value];
  });
  return query;
}

const sameValues = (a: Selection<unknown>['values'], b: Selection<unknown>['values']) =>
  Object.keys({ ...a, ...b }).every((name) => (a[name] ?? '') === (b[name] ?? ''));

/**
 * The view of a list for the URL's query, or for `null`: the page as the server renders it,
 * which never reads the query, so it shows what the bare page shows.
 */
export function filterView<K extends FilterKeys>(
  items: readonly K[],
  select: Select<K>,
  query: SearchParams | null,
): FilterView {
  const bare = select(items, {});
  const selection = query ? select(items, query) : bare;
  return {
    query,
    isApplied: query !== null,
    shown: new Set(selection.shown.map((item) => item.id)),
    count: selection.shown.reduce((sum, item) => sum + (item.size ?? 1), 0),
    values: selection.values,
    isFiltered: !sameValues(selection.values, bare.values),
  };
}

/** Is any of the ids shown? (A list, a group or a single item.) */
export function showsAny(view: FilterView, ids: readonly ItemId[]): boolean {
  return ids.some((id) => view.shown.has(id));
}

// A console list keeps its filters in the address too, so a filtered list can be reloaded,
// bookmarked and shared; unlike a public page it is personal, and asks the API for them itself.

/** A change to an address's query: a value sets its name; nothing ('', null) removes it. */
export type QueryPatch = Readonly<Record<string, string | number | null | undefined>>;

/** `search` with `patch` applied; any change but the page's own goes back to page 1. */
export function patchQuery(search: string, patch: QueryPatch): string {
  const next = new URLSearchParams(search);
  for (const [name, value] of Object.entries(patch)) {
    if (value === null || value === undefined || value === '') next.delete(name);
    else next.set(name, String(value));
  }
  if (!('page' in patch)) next.delete('page');
  return next.toString();
}

/** A list's filter fields by query parameter, each a string ('' for "any"). */
export type FilterFields = Record<string, string>;

/** The values each field may hold; another value in the address reads as the default. */
export type FilterChoices<F extends FilterFields> = Partial<Record<keyof F, readonly string[]>>;

/** The filter an address asks for: each field's value, its default where absent or not allowed. */
export function readFilters<F extends FilterFields>(
  defaults: F,
  params: Pick<URLSearchParams, 'get'>,
  choices: FilterChoices<F> = {},
): F {
  const filter: FilterFields = { ...defaults };
  for (const name of Object.keys(defaults)) {
    const value = params.get(name);
    const allowed = choices[name];
    if (value && (!allowed || allowed.includes(value))) filter[name] = value;
  }
  return filter as F;
}

/** The patch that writes `filter` to the address: a default value is left out of it. */
export function filterPatch<F extends FilterFields>(defaults: F, filter: F): QueryPatch {
  return Object.fromEntries(
    Object.keys(defaults).map((name) => [
      name,
      filter[name] === defaults[name] ? null : filter[name],
    ]),
  );
}
