import 'server-only';
import {
  createFormLimiters,
  processLimiters,
  type FormLimiters,
  type Limit,
} from '@/lib/server/security/rate-limit';

// GET /api/search per address, in memory or in Redis like the forms'. The search box asks at
// most once per 150 ms pause while typing: a person types a few dozen queries a minute, a
// script thousands.
export const SEARCH_LIMIT: Limit = { points: 120, duration: 60 };

export type SearchLimiters = Pick<FormLimiters, 'perIp' | 'redis'>;

export function createSearchLimiters(
  options: { redisUrl?: string; keyPrefix?: string; perIp?: Limit } = {},
): SearchLimiters {
  const { perIp, redis } = createFormLimiters({
    redisUrl: options.redisUrl,
    keyPrefix: options.keyPrefix ?? 'voltara:search',
    perIp: options.perIp ?? SEARCH_LIMIT,
  });
  return { perIp, redis };
}

const limiters = processLimiters('Search', (redisUrl) => createSearchLimiters({ redisUrl }));

export const searchLimiters = limiters.get;
/** Replace the process's limiters (tests, the bench; closes the previous Redis connection). */
export const setSearchLimiters = limiters.set;
