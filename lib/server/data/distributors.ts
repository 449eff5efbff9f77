import 'server-only';
import { asc } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { distributors } from '@/lib/server/db/schema';
import { listContent, type PageOptions, type View } from './list-content';

/** Distributors and installers by country, then company (the "how to buy" page). */
export function listDistributors(db: Db, opts: PageOptions, view: View = 'public') {
  return listContent(
    db,
    distributors,
    opts,
    { orderBy: [asc(distributors.country), asc(distributors.company)] },
    view,
  );
}
