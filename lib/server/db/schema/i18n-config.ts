import 'server-only';
import { integer, primaryKey, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Translated configuration is keyed by the language tag (zh-CN, en-AU …), not by
// websiteId, so this table has neither websiteId nor state.
export const i18nConfig = pgTable(
  'i18n_config',
  {
    tag: text('tag').notNull(),
    key: text('key').notNull(),
    value: text('value').notNull(),
    /** Edits counted for optimistic concurrency in the console. */
    revision: integer('revision').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tag, t.key] })],
);
