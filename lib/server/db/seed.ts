import 'server-only';
import type { PgTable } from 'drizzle-orm/pg-core';
import * as t from './schema';
import { blogsSeed } from './seed/blogs';
import { casesSeed } from './seed/cases';
import { distributorsSeed } from './seed/distributors';
import { downloadsSeed } from './seed/downloads';
import { eventsSeed } from './seed/events';
import { faqsSeed } from './seed/faqs';
import { i18nConfigSeed } from './seed/i18n-config';
import { newsSeed } from './seed/news';
import { productsSeed } from './seed/products';
import { seedSerialsIfEmpty } from './seed/serials';
import { trainingsSeed } from './seed/trainings';
import { videosSeed } from './seed/videos';
import type { Db } from './types';

type Seed = { table: PgTable; rows: Record<string, unknown>[] };

const seeds: Seed[] = [
  { table: t.news, rows: newsSeed },
  { table: t.blogs, rows: blogsSeed },
  { table: t.events, rows: eventsSeed },
  { table: t.cases, rows: casesSeed },
  { table: t.products, rows: productsSeed },
  { table: t.downloads, rows: downloadsSeed },
  { table: t.faqs, rows: faqsSeed },
  { table: t.videos, rows: videosSeed },
  { table: t.trainings, rows: trainingsSeed },
  { table: t.distributors, rows: distributorsSeed },
  { table: t.i18nConfig, rows: i18nConfigSeed },
];

/**
 * Load the seed content when every content table is empty (a fresh database) and report whether
 * it did. One populated table means someone owns the content now: never top it up behind them.
 */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  // One at a time: on PostgreSQL this runs on the single connection holding the migration lock.
  for (const { table } of seeds) if ((await db.$count(table)) > 0) return false;
  // All or nothing: a crash half-way must leave the database empty, so the next start seeds it.
  await db.transaction(async (tx) => {
    for (const { table, rows } of seeds) await tx.insert(table).values(rows);
  });
  return true;
}

/** Everything a fresh start fills: the content (once), the registry of serials. */
export async function seedDatabase(db: Db): Promise<void> {
  await seedIfEmpty(db);
  await seedSerialsIfEmpty(db);
}
