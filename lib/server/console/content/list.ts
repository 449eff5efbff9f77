import 'server-only';
import { and, desc, eq, gt, ilike, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  versionStateOf,
  type ContentTypeKey,
  type VersionState,
} from '@/lib/console/content-types';
import type { Db } from '@/lib/server/db/client';
import type { ListQuery } from './params';
import { contentTables, type ContentTableInfo } from './tables';

/** `%text%` for ILIKE, with the pattern's own wildcards (% _ \) taken literally. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

function stateIs({ table }: ContentTableInfo, state: VersionState, now: Date): SQL {
  if (state === 'draft') return eq(table.state, false);
  if (state === 'scheduled') return and(eq(table.state, true), gt(table.publishAt, now))!;
  return and(eq(table.state, true), or(isNull(table.publishAt), lte(table.publishAt, now)))!;
}

/** GET /api/admin/content/:type — language versions, last edited first, with the total. */
export async function listVersions(db: Db, type: ContentTypeKey, query: ListQuery) {
  const info = contentTables[type];
  const { table } = info;
  const now = new Date();
  const where = and(
    query.q ? ilike(info.title, contains(query.q)) : undefined,
    query.websiteId ? eq(table.websiteId, query.websiteId) : undefined,
    query.state ? stateIs(info, query.state, now) : undefined,
  );
  const rows = await db
    .select({
      id: info.id,
      websiteId: table.websiteId,
      title: info.title,
      state: table.state,
      publishAt: table.publishAt,
      revision: table.revision,
      updatedAt: table.updatedAt,
    })
    .from(table as PgTable)
    .where(where)
    .orderBy(desc(table.updatedAt), info.id, table.websiteId)
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  const total = await db.$count(table as PgTable, where);
  const items = rows.map((row) => ({
    ...row,
    state: versionStateOf(
      { state: row.state as boolean, publishAt: row.publishAt as Date | null },
      now,
    ),
  }));
  return { items, total };
}
