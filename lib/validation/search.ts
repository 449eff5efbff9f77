import { z } from './zod';

/**
 * `exact` of /search and GET /api/search: `1` searches for what was typed only, without the
 * correction a search that finds nothing otherwise tries (requirements: Search); `0` or none,
 * with it.
 */
export const exactParam = z
  .enum(['0', '1'])
  .optional()
  .transform((value) => value === '1');
