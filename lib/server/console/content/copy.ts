import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { ContentTypeKey } from '@/lib/console/content-types';
import { recordAudit } from '@/lib/server/console/audit';
import type { Db } from '@/lib/server/db/client';
import { staleEdit, versionExists, versionMissing } from './errors';
import { present } from './present';
import { findVersion } from './read';
import { contentTables } from './tables';
import type { Actor, ItemId, Row } from './types';

/** Columns a copy never takes over: each version has its own state, schedule and history. */
const OWN = ['websiteId', 'state', 'publishAt', 'revision', 'createdAt', 'updatedAt'];

/**
 * POST /api/admin/content/:type/:id/:websiteId/duplicate — the version copied into another
 * language as a DRAFT, to be translated there; 409 when that language has one already.
 */
export function duplicateVersion(
  db: Db,
  type: ContentTypeKey,
  id: ItemId,
  websiteId: number,
  toWebsiteId: number,
  actor: Actor,
) {
  return db.transaction(async (tx) => {
    const source = await findVersion(tx, type, id, websiteId);
    if (!source) throw versionMissing();
    const copy = Object.fromEntries(Object.entries(source).filter(([key]) => !OWN.includes(key)));
    const rows = await tx
      .insert(contentTables[type].table as PgTable)
      .values({ ...copy, websiteId: toWebsiteId, state: false, publishAt: null } as never)
      .onConflictDoNothing()
      .returning();
    const row = (rows as Row[])[0];
    if (!row) throw versionExists();
    await recordAudit(tx, {
      ...actor,
      action: 'content.duplicate',
      entity: type,
      entityId: id,
      websiteId: toWebsiteId,
      detail: { fromWebsiteId: websiteId },
    });
    return present(type, row);
  });
}

/** DELETE /api/admin/content/:type/:id/:websiteId?revision=N — one version, if not changed since. */
export function deleteVersion(
  db: Db,
  type: ContentTypeKey,
  id: ItemId,
  websiteId: number,
  revision: number,
  actor: Actor,
) {
  const { table, id: idColumn } = contentTables[type];
  return db.transaction(async (tx) => {
    const rows = await tx
      .delete(table as PgTable)
      .where(and(eq(idColumn, id), eq(table.websiteId, websiteId), eq(table.revision, revision)))
      .returning();
    if (!(rows as Row[]).length) {
      throw (await findVersion(tx, type, id, websiteId)) ? staleEdit() : versionMissing();
    }
    await recordAudit(tx, {
      ...actor,
      action: 'content.delete',
      entity: type,
      entityId: id,
      websiteId,
      detail: { revision },
    });
    return { deleted: true as const };
  });
}
