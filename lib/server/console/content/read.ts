import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { ContentTypeKey } from '@/lib/console/content-types';
import { HttpError } from '@/lib/server/api/errors';
import type { Db } from '@/lib/server/db/client';
import { present, type PresentedRow } from './present';
import { contentTables } from './tables';
import type { ItemId, Row, Tx } from './types';

/** One language version, or undefined. */
export async function findVersion(
  db: Db | Tx,
  type: ContentTypeKey,
  id: ItemId,
  websiteId: number,
): Promise<Row | undefined> {
  const info = contentTables[type];
  const [row] = await db
    .select()
    .from(info.table as PgTable)
    .where(and(eq(info.id, id), eq(info.table.websiteId, websiteId)));
  return row as Row | undefined;
}

/** GET /api/admin/content/:type/:id — every language version of an item, keyed by websiteId. */
export async function readItem(db: Db, type: ContentTypeKey, id: ItemId) {
  const info = contentTables[type];
  const rows = (await db
    .select()
    .from(info.table as PgTable)
    .where(eq(info.id, id))
    .orderBy(asc(info.table.websiteId))) as Row[];
  if (!rows.length) throw new HttpError(404, 'Not Found: no such item');
  const versions: Record<number, PresentedRow> = {};
  for (const row of rows) versions[row.websiteId] = present(type, row);
  return { id, versions };
}
