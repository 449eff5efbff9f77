import 'server-only';
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** The site variants, 1 to 7 as in websiteIdCheck (./columns.ts). */
const websiteIds = [1, 2, 3, 4, 5, 6, 7];

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

// The site search index, one row per item and language. Triggers on every searchable
// content table keep it (migration 0007_search.sql), in the same transaction as the content
// write; the static pages' rows are written from their messages (lib/server/search/pages.ts).
// Visibility (state, publish_at) is copied and checked at query time, so a scheduled item
// appears when its time comes without a write.
export const searchDocuments = pgTable(
  'search_documents',
  {
    kind: text('kind').notNull(),
    itemId: text('item_id').notNull(),
    websiteId: smallint('website_id').notNull(),
    state: boolean('state').notNull(),
    publishAt: timestamp('publish_at', { withTimezone: true }),
    title: text('title').notNull(),
    /** search_fold(title), for the exact-title boosts: folding it per matched row per query cost
     * more than the rest of the ranking. */
    titleFolded: text('title_folded').generatedAlwaysAs(sql`search_fold(title)`),
    /** Model codes and names: an exact hit on one ranks first. Lower case, unaccented, ' | '. */
    codes: text('codes').notNull().default(''),
    /** The text a snippet is cut from (summary, answer, spec values…). */
    body: text('body').notNull().default(''),
    /** The list a result belongs to (events: expo or activity) or a download's file. */
    link: text('link'),
    sortDate: date('sort_date'),
    tsv: tsvector('tsv').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.itemId, t.websiteId] }),
    // One full-text index per site variant instead of one for all: every query asks within a
    // variant (the other-language fallback: one arm per variant), and a word several languages
    // share ("firmware", "garantie") would otherwise fetch every language's rows. No plain index
    // on website_id beside them: without statistics (PGlite has no autovacuum) the planner took
    // it and tested every row of the variant, 1,600 instead of a rare word's few.
    ...websiteIds.map((id) =>
      index(`search_documents_tsv_${id}_idx`)
        .using('gin', t.tsv)
        .where(sql.raw(`website_id = ${id}`)),
    ),
  ],
);

// The vocabulary typo tolerance corrects against: every indexed word of 5+ letters, unaccented
// and lower case. Words are never removed (a stale one matches nothing).
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() });

// Each vocabulary word under its deletion variants (the word itself, every 1-letter deletion,
// and every 2-letter deletion of words of 9+ letters): a query word's own variants find, by
// equality on this key, every word within its typo budget (the symmetric-delete method); a
// trigram scan would read the whole vocabulary. pg_trgm's similarity orders the few found.
export const searchWordVariants = pgTable(
  'search_word_variants',
  { variant: text('variant').notNull(), word: text('word').notNull() },
  (t) => [primaryKey({ columns: [t.variant, t.word] })],
);
