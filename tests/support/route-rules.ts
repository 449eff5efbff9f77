import type { RouteRule } from '@/lib/route-rules/types';

let nextId = 0;

/** A stored route rule for the matcher's tests: permanent, for all languages, query kept. */
export const rule = (
  source: string,
  target: string,
  extra: Partial<RouteRule> = {},
): RouteRule => ({
  id: ++nextId,
  source,
  target,
  status: 308,
  variant: 'all',
  keepQuery: true,
  ...extra,
});
