import 'server-only';
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '@/lib/server/db/client';
import { toCsv, type CsvValue } from '@/lib/server/forms/csv';
import { submissionColumns } from '@/lib/server/forms/export';
import type { SubmissionFilter, SubmissionKind } from '@/lib/validation/console-submissions';
import { filterWhere, newestFirst, tableOf, visibleColumns } from './query';

export type SubmissionRow = Record<string, unknown> & { id: number };

/** One page of a kind's submissions matching the filter, newest first, and how many match. */
export async function listInbox(
  db: Db,
  kind: SubmissionKind,
  filter: SubmissionFilter,
): Promise<{ items: SubmissionRow[]; total: number }> {
  const table = tableOf(kind) as PgTable;
  const where = filterWhere(kind, filter);
  const [items, [counted]] = await Promise.all([
    db
      .select(visibleColumns(kind))
      .from(table)
      .where(where)
      .orderBy(...newestFirst(kind))
      .limit(filter.size)
      .offset((filter.page - 1) * filter.size),
    db.select({ total: count() }).from(table).where(where),
  ]);
  return { items: items as SubmissionRow[], total: counted?.total ?? 0 };
}

// Excel reads a CSV without a byte order mark as the local code page, which garbles names in
// Chinese or with umlauts; with one it reads UTF-8. Other tools skip it.
const BOM = '\ufeff';

/** Every submission matching the filter (no paging), as the CSV the console downloads. */
export async function exportInbox(
  db: Db,
  kind: SubmissionKind,
  filter: SubmissionFilter,
): Promise<string> {
  const rows = await db
    .select(visibleColumns(kind))
    .from(tableOf(kind) as PgTable)
    .where(filterWhere(kind, filter))
    .orderBy(...newestFirst(kind));
  return BOM + toCsv(submissionColumns(kind), rows as Record<string, CsvValue>[]);
}

/** e.g. training-applications-2025-03-14.csv: what it holds and the day it was taken. */
export function exportFilename(kind: SubmissionKind, now = new Date()): string {
  const what = {
    contact: 'contact-requests',
    newsletter: 'newsletter',
    training: 'training-applications',
  };
  return `${what[kind]}-${now.toISOString().slice(0, 10)}.csv`;
}
