import 'server-only';
import { and, asc, eq, sql } from 'drizzle-orm';
import { configTags } from '@/lib/console/content-types';
import { HttpError } from '@/lib/server/api/errors';
import { recordAudit } from '@/lib/server/console/audit';
import type { Db } from '@/lib/server/db/client';
import { i18nConfig } from '@/lib/server/db/schema';
import { staleEdit } from './errors';
import type { Actor } from './types';

// The translated configuration of /config/i18n: one value per language tag and key.
// Every write goes with its audit row; a stale revision is refused like a content edit.

const ENTITY = 'i18n-config';
const missing = () => new HttpError(404, 'Not Found: no such configuration entry');

/** GET /api/admin/i18n-config — every entry, with the tags a value may be given for. */
export async function listConfig(db: Db) {
  const entries = await db
    .select({
      tag: i18nConfig.tag,
      key: i18nConfig.key,
      value: i18nConfig.value,
      revision: i18nConfig.revision,
    })
    .from(i18nConfig)
    .orderBy(asc(i18nConfig.key), asc(i18nConfig.tag));
  return { tags: configTags, entries };
}

const where = (tag: string, key: string) => and(eq(i18nConfig.tag, tag), eq(i18nConfig.key, key));

/** PUT /api/admin/i18n-config/:tag/:key — create (no revision) or update (the revision read). */
export function putConfig(
  db: Db,
  entry: { tag: string; key: string; value: string; revision?: number },
  actor: Actor,
) {
  const { tag, key, value, revision } = entry;
  return db.transaction(async (tx) => {
    const rows =
      revision === undefined
        ? await tx.insert(i18nConfig).values({ tag, key, value }).onConflictDoNothing().returning()
        : await tx
            .update(i18nConfig)
            .set({ value, revision: sql`${i18nConfig.revision} + 1`, updatedAt: new Date() })
            .where(and(where(tag, key), eq(i18nConfig.revision, revision)))
            .returning();
    const row = rows[0];
    if (!row) {
      if (revision === undefined) throw new HttpError(409, 'This entry exists already.');
      const [current] = await tx.select().from(i18nConfig).where(where(tag, key));
      throw current ? staleEdit() : missing();
    }
    await recordAudit(tx, {
      ...actor,
      action: revision === undefined ? 'config.create' : 'config.update',
      entity: ENTITY,
      entityId: `${tag}/${key}`,
      detail: { revision: row.revision },
    });
    const { tag: t, key: k, value: v, revision: r } = row;
    return { tag: t, key: k, value: v, revision: r };
  });
}

/** DELETE /api/admin/i18n-config/:tag/:key?revision=N */
export function deleteConfig(db: Db, tag: string, key: string, revision: number, actor: Actor) {
  return db.transaction(async (tx) => {
    const rows = await tx
      .delete(i18nConfig)
      .where(and(where(tag, key), eq(i18nConfig.revision, revision)))
      .returning();
    if (!rows.length) {
      const [current] = await tx.select().from(i18nConfig).where(where(tag, key));
      throw current ? staleEdit() : missing();
    }
    await recordAudit(tx, {
      ...actor,
      action: 'config.delete',
      entity: ENTITY,
      entityId: `${tag}/${key}`,
      detail: { revision },
    });
    return { deleted: true as const };
  });
}
