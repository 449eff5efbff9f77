'use client';

import { useSearchParams } from 'next/navigation';
import {
  createContext,
  Suspense,
  useContext,
  useLayoutEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { Link } from '@/lib/i18n/client-navigation';
import { useFilterText } from './filter-texts.client';
import type { SearchParams } from '@/lib/support/search-params';
import {
  filterView,
  queryOf,
  showsAny,
  type FilterKeys,
  type FilterView,
  type ItemId,
  type Select,
} from '@/lib/url-filter';

// requirements: Caching — a filtered list on a page from the full-route cache. The server
// renders every item (the cached HTML is the same for every query) and never reads the query; in
// the browser the URL's query picks the items to show, with the page's own pure rules, and
// follows every client navigation to another query of the page. Without JavaScript the whole
// list shows.

const FilterContext = createContext<FilterView | null>(null);

/** The view of the list around (null outside a filtered list: everything shows). */
export function useUrlFilter(): FilterView | null {
  return useContext(FilterContext);
}

/**
 * useSearchParams on a cached page makes the server render bail out to the nearest Suspense
 * boundary, so it sits alone in one that renders nothing: the list around it is rendered on the
 * server in full and hydrated as it is, then filtered once this reports the query.
 */
function QueryReader({ onQuery }: { onQuery: (query: SearchParams) => void }) {
  const params = useSearchParams();
  useLayoutEffect(() => onQuery(queryOf(params)), [params, onQuery]);
  return null;
}

type ScopeProps<K> = { items: K[]; children: ReactNode };

/** A page's filtered list: `items` are the keys of its items, `select` its rule. */
export function urlFilter<K extends FilterKeys>(select: Select<K>) {
  return function UrlFilter({ items, children }: ScopeProps<K>) {
    const [query, setQuery] = useState<SearchParams | null>(null);
    const view = useMemo(() => filterView(items, select, query), [items, query]);
    return (
      <FilterContext value={view}>
        {children}
        {/* Once the URL's query is applied (hydrated): tests wait for it, not for idle network. */}
        {query ? <span hidden data-url-filter-applied="" /> : null}
        <Suspense fallback={null}>
          <QueryReader onQuery={setQuery} />
        </Suspense>
      </FilterContext>
    );
  };
}

type ShowProps = {
  ids: readonly ItemId[];
  as?: 'div' | 'li' | 'ol' | 'section' | 'ul';
  className?: string;
  'aria-labelledby'?: string;
  children: ReactNode;
};

/**
 * An item (or a list or group of them) that shows while any of its ids is shown. In the
 * server's HTML every item is there; one the bare page does not show (an events tab other than
 * the first) is hidden by CSS only where script runs (globals.css, [data-nojs-only]).
 */
export function FilterShow({ ids, as: Tag = 'div', children, ...props }: ShowProps) {
  const view = useUrlFilter();
  const isShown = !view || showsAny(view, ids);
  if (view?.isApplied && !isShown) return null;
  return (
    <Tag {...props} data-nojs-only={isShown ? undefined : ''}>
      {children}
    </Tag>
  );
}

/** The shown results, as a status a screen reader announces when the filter changes. */
export function FilterCount({ message, className }: { message: string; className?: string }) {
  const view = useUrlFilter();
  const text = useFilterText();
  return (
    <p role="status" className={className}>
      {text(message, { count: view?.count ?? 0 })}
    </p>
  );
}

/** Children (the empty state) only when the filter leaves nothing to show. */
export function FilterEmpty({ children }: { children: ReactNode }) {
  const view = useUrlFilter();
  return view?.count === 0 ? children : null;
}

/** Children (a reset link) only when the query narrows the list. */
export function WhenFiltered({ children }: { children: ReactNode }) {
  return useUrlFilter()?.isFiltered ? children : null;
}

type LinkProps = {
  /** The query parameter the link sets, and its value ('' for "all", the bare page). */
  name: string;
  value: string;
  href: React.ComponentProps<typeof Link>['href'];
  className: string;
  activeClassName: string;
  idleClassName: string;
  scroll?: boolean;
  children: ReactNode;
};

/** A filter link (a plain link: shareable, and it works without script), marked when active. */
export function FilterLink({
  name,
  value,
  className,
  activeClassName,
  idleClassName,
  ...props
}: LinkProps) {
  const isActive = (useUrlFilter()?.values[name] ?? '') === value;
  return (
    <Link
      {...props}
      aria-current={isActive ? 'page' : undefined}
      className={`${className} ${isActive ? activeClassName : idleClassName}`}
    />
  );
}
