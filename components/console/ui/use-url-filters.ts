'use client';

import { useState, type ChangeEvent } from 'react';
import {
  filterPatch,
  readFilters,
  type FilterChoices,
  type FilterFields,
  type QueryPatch,
} from '@/lib/url-filter';
import { useListQuery } from './use-list-query';

type Options<F extends FilterFields> = {
  /** The values a field may hold (a select's options); anything else reads as its default. */
  choices?: FilterChoices<F>;
  /** A list's own reading of its address, where a closed list of values is not enough. */
  read?: (params: URLSearchParams) => Partial<Record<keyof F, string>>;
};

/** The values a reading gave, without the fields it left undecided. */
const defined = (values: Record<string, string | undefined>) =>
  Object.entries(values).filter((entry): entry is [string, string] => entry[1] !== undefined);

type FieldChange = ChangeEvent<HTMLInputElement | HTMLSelectElement>;

export type UrlFilters<F extends FilterFields> = {
  /** The filter the list shows: the address's, each field's default where it says nothing. */
  filter: F;
  page: number;
  /** What the list asks its API for: the filter and the page. */
  query: F & { page: number };
  /** The fields as the editor types them: nothing is asked until they are applied. */
  draft: F;
  setDraft: (patch: Partial<F>) => void;
  /** A filter field's name, value and change handler, bound to the draft. */
  field: (
    name: keyof F & string,
    edit?: (value: string) => string,
  ) => { name: string; value: string; onChange: (event: FieldChange) => void };
  /** Writes the draft (or `next`) to the address, from page 1. */
  apply: (next?: F) => void;
  /** Clears every filter from the address. */
  reset: () => void;
  /** Writes some fields at once, for a control that filters as soon as it changes. */
  set: (patch: Partial<F>) => void;
  setPage: (page: number) => void;
};

/**
 * A list screen's filters, kept in the address only (?q=…&role=…&page=2): a filtered list can
 * be reloaded, bookmarked and shared, and Back brings it again. `defaults` names every field
 * ('' for "any"); a default value is left out of the address.
 */
export function useUrlFilters<F extends FilterFields>(
  defaults: F,
  { choices, read }: Options<F> = {},
): UrlFilters<F> {
  const { params, page, set: setQuery } = useListQuery();
  const search = new URLSearchParams(params);
  const filter = read
    ? readFilters(defaults, new URLSearchParams(defined(read(search))))
    : readFilters(defaults, search, choices);

  // The draft starts again from the address whenever the applied filter changes (Apply, Reset,
  // Back, a link to the bare list), so the fields always show what the list shows.
  const applied = JSON.stringify(filter);
  const [held, setHeld] = useState({ applied, draft: filter });
  if (held.applied !== applied) setHeld({ applied, draft: filter });
  const draft = held.applied === applied ? held.draft : filter;

  const setDraft = (patch: Partial<F>) =>
    setHeld((last) => ({ ...last, draft: { ...last.draft, ...patch } }));
  const write = (next: F) => setQuery(filterPatch(defaults, next));
  return {
    filter,
    page,
    query: { ...filter, page },
    draft,
    setDraft,
    field: (name, edit = (value) => value) => ({
      name,
      value: draft[name] ?? '',
      onChange: (event) => setDraft({ [name]: edit(event.target.value) } as Partial<F>),
    }),
    apply: (next = draft) => write(next),
    reset: () => write(defaults),
    set: (patch) => write({ ...filter, ...patch }),
    setPage: (next) => setQuery({ page: next > 1 ? next : null } satisfies QueryPatch),
  };
}
