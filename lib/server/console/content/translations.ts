import 'server-only';
import { asc } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  versionStateOf,
  websiteIds,
  type ContentTypeKey,
  type VersionState,
} from '@/lib/console/content-types';
import type { Db } from '@/lib/server/db/client';
import { contentTables } from './tables';
import type { ItemId } from './types';

/** The English version names an item when there is one (the team's common language). */
const NAMING_WEBSITE = 3;

type Version = {
  id: ItemId;
  websiteId: number;
  title: string;
  state: boolean;
  publishAt: Date | null;
};
type Status = { id: ItemId; title: string; languages: Record<number, VersionState | null> };

/** Pure: rows of one type → per item, each language's state, and what is missing. */
export function translationStatus(rows: Version[], now: Date = new Date()) {
  const items = new Map<ItemId, Status & { named: number }>();
  for (const row of rows) {
    let item = items.get(row.id);
    if (!item) {
      const languages = Object.fromEntries(websiteIds.map((w) => [w, null]));
      item = { id: row.id, title: row.title, languages, named: row.websiteId };
      items.set(row.id, item);
    }
    item.languages[row.websiteId] = versionStateOf(row, now);
    if (row.websiteId === NAMING_WEBSITE && item.named !== NAMING_WEBSITE) {
      Object.assign(item, { title: row.title, named: NAMING_WEBSITE });
    }
  }
  const list = [...items.values()].map(({ id, title, languages }) => ({ id, title, languages }));
  const missing = list
    .map(({ id, title, languages }) => ({
      id,
      title,
      websiteIds: websiteIds.filter((w) => languages[w] === null),
    }))
    .filter((item) => item.websiteIds.length > 0);
  return { items: list, missing };
}

/** GET /api/admin/translations?type=news — which of the seven languages each item has. */
export async function readTranslations(db: Db, type: ContentTypeKey) {
  const info = contentTables[type];
  const rows = await db
    .select({
      id: info.id,
      websiteId: info.table.websiteId,
      title: info.title,
      state: info.table.state,
      publishAt: info.table.publishAt,
    })
    .from(info.table as PgTable)
    .orderBy(asc(info.id), asc(info.table.websiteId));
  return translationStatus(rows as Version[]);
}
