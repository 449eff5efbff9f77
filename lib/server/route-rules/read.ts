import 'server-only';
import { asc } from 'drizzle-orm';
import type { RouteRule } from '@/lib/route-rules/types';
import type { Db } from '@/lib/server/db/client';
import { routeRules, routeRulesState } from '@/lib/server/db/schema';

// The two reads every instance makes of the route rules: the one-row version, often
// and cheaply; all the rules, when the version has changed.

type Reader = Pick<Db, 'select'>;

/** Every rule, as the matcher takes them. */
export function allRules(db: Reader): Promise<RouteRule[]> {
  return db
    .select({
      id: routeRules.id,
      source: routeRules.source,
      target: routeRules.target,
      status: routeRules.status,
      variant: routeRules.variant,
      keepQuery: routeRules.keepQuery,
    })
    .from(routeRules)
    .orderBy(asc(routeRules.id));
}

/** The version of the rule set: raised by every change (0 before the first). */
export async function readVersion(db: Reader): Promise<number> {
  const [row] = await db.select({ version: routeRulesState.version }).from(routeRulesState);
  return row?.version ?? 0;
}
