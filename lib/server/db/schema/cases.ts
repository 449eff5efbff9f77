import 'server-only';
import { sql } from 'drizzle-orm';
import { check, integer, primaryKey, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { contentColumns, websiteIdCheck } from './columns';

/** Case: code 1 is utility, 2 commercial, 3 residential; default utility. */
export const caseCategories = { utility: 1, commercial: 2, residential: 3 } as const;

export const cases = pgTable(
  'cases',
  {
    id: integer('id').notNull(),
    ...contentColumns(),
    category: smallint('category').notNull().default(caseCategories.utility),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    body: text('body').notNull().default(''),
    location: text('location'),
    coverUrl: text('cover_url'),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.websiteId] }),
    websiteIdCheck('cases', t.websiteId),
    check('cases_category_check', sql`${t.category} between 1 and 3`),
  ],
);
