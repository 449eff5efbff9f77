'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useCallback, useMemo } from 'react';
import { patchQuery, type QueryPatch } from '@/lib/url-filter';

/**
 * A list's filters and page kept in the address (?q=…&state=…&page=2), so a filtered list can
 * be reloaded, bookmarked and shared. `set` merges a patch; an empty value removes its key, and
 * any change other than the page itself goes back to page 1.
 */
export function useListQuery() {
  const router = useRouter();
  const pathname = usePathname();
  const search = useSearchParams();

  const params = useMemo(() => Object.fromEntries(search.entries()), [search]);
  const page = Math.max(1, Number.parseInt(params.page ?? '1', 10) || 1);

  const set = useCallback(
    (patch: QueryPatch) => {
      const query = patchQuery(search.toString(), patch);
      router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false });
    },
    [router, pathname, search],
  );

  return { params, page, set };
}
