import 'server-only';
import { asc, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '@/lib/server/db/client';

/** Spec §7 / §9: lists are asked for page 1, size 9999 (every row of every language). */
export type PageOptions = { page: number; size: number };

type ContentTable = PgTable & { state: PgColumn; websiteId: PgColumn };

type ListSpec<T extends ContentTable, K extends keyof T['$inferSelect']> = {
  orderBy: (SQL | PgColumn)[];
  /** Heavy columns a list never shows (bodies): the detail call answers with them. */
  omit?: readonly K[];
};

/**
 * Published rows of every language, one page of them. The client buckets them by websiteId
 * (spec §7), so no language filter here; websiteId ends the order so pages are stable.
 */
export async function listContent<
  T extends ContentTable,
  K extends keyof T['$inferSelect'] = never,
>(
  db: Db,
  table: T,
  { page, size }: PageOptions,
  { orderBy, omit = [] }: ListSpec<T, K>,
): Promise<Omit<T['$inferSelect'], K>[]> {
  const columns = Object.fromEntries(
    Object.entries(getTableColumns(table)).filter(([key]) => !omit.includes(key as K)),
  );
  const rows = await db
    .select(columns)
    .from(table as PgTable)
    .where(eq(table.state, true))
    .orderBy(...orderBy, asc(table.websiteId))
    .limit(size)
    .offset((page - 1) * size);
  return rows as Omit<T['$inferSelect'], K>[];
}
