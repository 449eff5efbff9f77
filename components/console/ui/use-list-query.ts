'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useCallback, useMemo } from 'react';

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
    (patch: Record<string, string | number | null | undefined>) => {
      const next = new URLSearchParams(search.toString());
      for (const [key, value] of Object.entries(patch)) {
        if (value === null || value === undefined || value === '') next.delete(key);
        else next.set(key, String(value));
      }
      if (!('page' in patch)) next.delete('page');
      const query = next.toString();
      router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false });
    },
    [router, pathname, search],
  );

  return { params, page, set };
}
