import 'server-only';
import { and, desc, eq, getTableColumns, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { submissionColumns, submissionTables } from '@/lib/server/forms/export';
import type { SubmissionFilter, SubmissionKind } from '@/lib/validation/console-submissions';

export const tableOf = (kind: SubmissionKind) => submissionTables[kind];

/**
 * The columns staff see: every one but the newsletter's link tokens (the same choice as the CSV
 * export, lib/server/forms/export.ts), so the console never hands out a way to act as the
 * subscriber.
 */
export function visibleColumns(kind: SubmissionKind): Record<string, PgColumn> {
  const all = getTableColumns(tableOf(kind)) as Record<string, PgColumn>;
  return Object.fromEntries(submissionColumns(kind).map((name) => [name, all[name]!]));
}

/** What `q` looks in: the person's name, e-mail and company. */
function searchedColumns(kind: SubmissionKind): (PgColumn | SQL)[] {
  if (kind === 'training') {
    const t = submissionTables.training;
    return [sql`${t.firstName} || ' ' || ${t.lastName}`, t.email, t.company];
  }
  const t = submissionTables[kind];
  return [t.name, t.email, t.company];
}

/** `q` as a LIKE pattern: its own % _ and \ are literal characters, not wildcards. */
const containing = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const startOf = (day: string) => new Date(`${day}T00:00:00Z`);
const dayAfter = (day: string) => new Date(startOf(day).getTime() + 24 * 60 * 60 * 1000);

/** The filter as a WHERE: days are whole UTC days, both ends included. */
export function filterWhere(kind: SubmissionKind, filter: SubmissionFilter): SQL | undefined {
  const table = tableOf(kind);
  const q = filter.q ? containing(filter.q) : undefined;
  return and(
    filter.from ? gte(table.createdAt, startOf(filter.from)) : undefined,
    filter.to ? lt(table.createdAt, dayAfter(filter.to)) : undefined,
    filter.language ? eq(table.language, filter.language) : undefined,
    filter.status ? eq(table.status, filter.status) : undefined,
    q ? or(...searchedColumns(kind).map((column) => ilike(column, q))) : undefined,
  );
}

/** Newest first; the id breaks ties so pages never overlap. */
export const newestFirst = (kind: SubmissionKind) => [
  desc(tableOf(kind).createdAt),
  desc(tableOf(kind).id),
];
