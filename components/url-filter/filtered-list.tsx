import type { ReactNode } from 'react';
import type { ItemId } from '@/lib/url-filter';
import { FilterEmpty, FilterShow } from './url-filter.client';

type Props<T> = {
  items: readonly T[];
  className: string;
  itemClassName?: string;
  /** Shown when the filter leaves nothing (the list's own "no data" stays the server's). */
  empty?: ReactNode;
  children: (item: T) => ReactNode;
};

/**
 * A list whose every item the server renders (the page is cached the same for every
 * query) and whose items the browser shows as the URL's filter asks; outside a filter, a list.
 */
export function FilteredList<T extends { id: ItemId }>({
  items,
  className,
  itemClassName,
  empty,
  children,
}: Props<T>) {
  return (
    <>
      {items.length > 0 ? (
        <FilterShow as="ul" ids={items.map((item) => item.id)} className={className}>
          {items.map((item) => (
            <FilterShow as="li" key={item.id} ids={[item.id]} className={itemClassName}>
              {children(item)}
            </FilterShow>
          ))}
        </FilterShow>
      ) : null}
      {empty ? <FilterEmpty>{empty}</FilterEmpty> : null}
    </>
  );
}
