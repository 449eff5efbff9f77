import 'server-only';
import { and, eq, max, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { ContentTypeKey } from '@/lib/console/content-types';
import { recordAudit } from '@/lib/server/console/audit';
import type { Db } from '@/lib/server/db/client';
import { staleEdit, versionExists, versionMissing } from './errors';
import { present } from './present';
import { findVersion } from './read';
import { contentTables } from './tables';
import type { Actor, ItemId, Row, Tx } from './types';

// Creating and changing language versions. Each write is one transaction with its audit row;
// an error thrown inside (stale revision, existing version) rolls all of it back.

export type VersionMeta = { state: 'draft' | 'published'; publishAt: string | null };
type Fields = Record<string, unknown>;

const meta = ({ state, publishAt }: VersionMeta) => ({
  state: state === 'published',
  publishAt: publishAt ? new Date(publishAt) : null,
});

/** A new int id: max+1 across the languages, under a lock so two editors never share one. */
async function nextId(tx: Tx, type: ContentTypeKey): Promise<number> {
  const info = contentTables[type];
  // Share row exclusive: other writers wait, plain reads of the table go on.
  await tx.execute(sql`lock table ${info.table} in share row exclusive mode`);
  const [top] = await tx.select({ id: max(info.id) }).from(info.table as PgTable);
  return Number(top?.id ?? 0) + 1;
}

/** Insert one version; an existing (id, websiteId) is a 409, also when two race for it. */
async function insertVersion(tx: Tx, type: ContentTypeKey, values: Fields): Promise<Row> {
  const rows = await tx
    .insert(contentTables[type].table as PgTable)
    .values(values as never)
    .onConflictDoNothing()
    .returning();
  const row = (rows as Row[])[0];
  if (!row) throw versionExists();
  return row;
}

export type CreateInput = Fields & VersionMeta & { websiteId: number; id?: ItemId };

/** POST /api/admin/content/:type — a new language version (a new item when the id is new). */
export function createVersion(db: Db, type: ContentTypeKey, input: CreateInput, actor: Actor) {
  const { id: given, websiteId, state, publishAt, ...fields } = input;
  return db.transaction(async (tx) => {
    const id = given ?? (await nextId(tx, type));
    const row = await insertVersion(tx, type, {
      ...fields,
      ...meta({ state, publishAt }),
      [contentTables[type].idKey]: id,
      websiteId,
    });
    await recordAudit(tx, {
      ...actor,
      action: 'content.create',
      entity: type,
      entityId: id,
      websiteId,
      detail: { state, publishAt },
    });
    return present(type, row);
  });
}

export type UpdateInput = Fields & VersionMeta & { revision: number };

/** The audit action of an edit: publishing and unpublishing are named as such. */
export const updateAction = (before: boolean, after: boolean) =>
  before === after ? 'content.update' : after ? 'content.publish' : 'content.unpublish';

/**
 * PUT /api/admin/content/:type/:id/:websiteId — replace a version's fields, only if nobody
 * changed it since the editor read `revision` (optimistic concurrency): else 409, nothing
 * written.
 */
export function updateVersion(
  db: Db,
  type: ContentTypeKey,
  id: ItemId,
  websiteId: number,
  input: UpdateInput,
  actor: Actor,
) {
  const { revision, state, publishAt, ...fields } = input;
  const { table, id: idColumn } = contentTables[type];
  return db.transaction(async (tx) => {
    const before = await findVersion(tx, type, id, websiteId);
    if (!before) throw versionMissing();
    if (before.revision !== revision) throw staleEdit();
    const next = meta({ state, publishAt });
    const rows = await tx
      .update(table as PgTable)
      .set({
        ...fields,
        ...next,
        revision: sql`${table.revision} + 1`,
        updatedAt: new Date(),
      } as never)
      .where(and(eq(idColumn, id), eq(table.websiteId, websiteId), eq(table.revision, revision)))
      .returning();
    const row = (rows as Row[])[0];
    // Someone else's edit committed between the read and this update.
    if (!row) throw staleEdit();
    await recordAudit(tx, {
      ...actor,
      action: updateAction(before.state, next.state),
      entity: type,
      entityId: id,
      websiteId,
      detail: { revision: row.revision, state, publishAt },
    });
    return present(type, row);
  });
}
