'use client';

import type { ReactNode } from 'react';
import type { FilterFields } from '@/lib/url-filter';
import { TextField } from './fields';
import { FiltersBar } from './filters-bar';
import { LoadState } from './load-state';
import { Notice } from './notice';
import { Pagination } from './pagination';
import { buttonClass } from './styles';
import type { ApiData } from './use-api-data';
import type { UrlFilters } from './use-url-filters';

export type ListPage<T> = { items: T[]; total: number };

type Props<F extends FilterFields, T> = {
  /** Names the filters' search landmark, e.g. "Filter users". */
  label: string;
  filters: UrlFilters<F>;
  /** A wide search box first among the fields, bound to the filter `q`. */
  search?: { label: string; maxLength: number };
  /** The filter fields (TextField, SelectField…), bound with filters.field(name). */
  fields: ReactNode;
  /** The CSV of every row the filters match. */
  exportLink?: { href: string; label: string; hint?: string };
  /** What went wrong with the last action on a row, shown above the list. */
  actionError?: string | null;
  list: ApiData<ListPage<T>>;
  /** The error to show in place of the list's own (one said in the console's language). */
  error?: Error;
  size: number;
  /** The page of rows (a table, and what opens from it). */
  children: (page: ListPage<T>) => ReactNode;
};

/**
 * A console list: its filters (kept in the address by useUrlFilters), an export of what they
 * match, the rows the API gives for them, and the pages.
 */
export function ListScreen<F extends FilterFields, T>({
  label,
  filters,
  search,
  fields,
  exportLink,
  actionError,
  list,
  error = list.error,
  size,
  children,
}: Props<F, T>) {
  return (
    <div aria-busy={list.isLoading}>
      <FiltersBar label={label} onSubmit={() => filters.apply()} onReset={filters.reset}>
        {search ? (
          <TextField
            type="search"
            label={search.label}
            maxLength={search.maxLength}
            className="min-w-64"
            {...filters.field('q')}
          />
        ) : null}
        {fields}
      </FiltersBar>
      {exportLink ? (
        <div className="mb-4 flex flex-wrap items-center gap-3">
          {/* A plain link: the browser downloads the attachment with the session cookie. */}
          <a href={exportLink.href} className={buttonClass('secondary')} download>
            {exportLink.label}
          </a>
          {exportLink.hint ? <p className="text-sm text-slate-700">{exportLink.hint}</p> : null}
        </div>
      ) : null}
      {actionError ? <Notice tone="error">{actionError}</Notice> : null}
      <LoadState isLoading={list.isLoading && !list.data} error={error} onRetry={list.reload} />
      {list.data && !list.error ? (
        <>
          {children(list.data)}
          <Pagination
            page={filters.page}
            size={size}
            total={list.data.total}
            onPage={filters.setPage}
          />
        </>
      ) : null}
    </div>
  );
}
