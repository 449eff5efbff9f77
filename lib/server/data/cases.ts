import 'server-only';
import { asc } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { cases } from '@/lib/server/db/schema';
import { listContent, type PageOptions, type View } from './list-content';

/** Cases grouped by category (1 utility, 2 commercial, 3 residential); no detail page. */
export function listCases(db: Db, opts: PageOptions, view: View = 'public') {
  return listContent(db, cases, opts, { orderBy: [asc(cases.category), asc(cases.id)] }, view);
}
