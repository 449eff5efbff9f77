import 'server-only';
import { and, asc, eq, getTableColumns, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '@/lib/server/db/client';

/** Lists are asked for page 1, size 9999 (every row of every language). */
export type PageOptions = { page: number; size: number };

/**
 * Who reads: 'public' sees what visitors may see; 'preview' (an editor in draft mode)
 * sees every row, drafts and scheduled ones too.
 */
export type View = 'public' | 'preview';

export type ContentTable = PgTable & { state: PgColumn; websiteId: PgColumn; publishAt: PgColumn };

/**
 * A visitor sees a language version when it is published (state) and its publish time,
 * if any, has come. "Now" is the server's clock, not the database's: the schedule watcher
 * (lib/server/console/schedule.ts) decides with the same clock when a cached list must be read
 * again, so a skewed database clock cannot freeze a list without the row for an hour.
 */
export function visibleNow(table: ContentTable, now: Date = new Date()): SQL {
  return and(eq(table.state, true), or(isNull(table.publishAt), lte(table.publishAt, now)))!;
}

/** The visibility condition of a view, for a where clause (undefined: every row). */
export const visibleIn = (table: ContentTable, view: View): SQL | undefined =>
  view === 'public' ? visibleNow(table) : undefined;

type ListSpec<T extends ContentTable, K extends keyof T['$inferSelect']> = {
  orderBy: (SQL | PgColumn)[];
  /** Heavy columns a list never shows (bodies): the detail call answers with them. */
  omit?: readonly K[];
};

/**
 * Visible rows of every language, one page of them. The client buckets them by websiteId
 * (lib/api/lists.ts), so no language filter here; websiteId ends the order so pages are stable.
 */
export async function listContent<
  T extends ContentTable,
  K extends keyof T['$inferSelect'] = never,
>(
  db: Db,
  table: T,
  { page, size }: PageOptions,
  { orderBy, omit = [] }: ListSpec<T, K>,
  view: View = 'public',
): Promise<Omit<T['$inferSelect'], K>[]> {
  const columns = Object.fromEntries(
    Object.entries(getTableColumns(table)).filter(([key]) => !omit.includes(key as K)),
  );
  const rows = await db
    .select(columns)
    .from(table as PgTable)
    .where(visibleIn(table, view))
    .orderBy(...orderBy, asc(table.websiteId))
    .limit(size)
    .offset((page - 1) * size);
  return rows as Omit<T['$inferSelect'], K>[];
}
