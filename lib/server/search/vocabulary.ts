import 'server-only';
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import { languages } from '@/lib/i18n/locales';
import { scheduleEpoch } from '@/lib/server/console/schedule';
import { tagExpiredAt } from '@/lib/server/data/expire';
import type { Db } from '@/lib/server/db/client';
import { searchDocuments } from '@/lib/server/db/schema';
import { buildVocabulary, type Vocabulary } from '@/lib/search/correction';
import { searchedTags } from './tags';

// The words corrections are chosen from (lib/search/correction.ts): per site variant, every word
// of what the index shows visitors (titles and the stored text of published, due rows; never a
// draft's), read in one query and kept in this process's memory. It is read again when the
// search data changes as the cached answers see it (./cached.ts): a searched collection's tag
// expired (a console write, on any instance through the cache handler) or its schedule epoch
// moved (a scheduled item came due). So the database is asked once after a change, by the first
// search (./search.ts starts the read without waiting for it); a correction itself costs one
// query, the search it runs.

/** Words kept per language, the most frequent (the seed content has about 2,000 per language). */
export const MAX_VOCABULARY_WORDS = 20_000;
/** When the cache cannot tell when the tags expired (not opened yet, Redis away): kept this long. */
const UNKNOWN_STAMP_MS = 60_000;

export type Vocabularies = ReadonlyMap<number, Vocabulary>;

/** Every site variant's vocabulary, from one read of the visible index rows. */
export async function readVocabularies(
  db: Db,
  limit = MAX_VOCABULARY_WORDS,
): Promise<Vocabularies> {
  const d = searchDocuments;
  const rows = await db
    .select({ websiteId: d.websiteId, title: d.title, body: d.body })
    .from(d)
    .where(and(eq(d.state, true), or(isNull(d.publishAt), lte(d.publishAt, sql`now()`))));
  const texts = new Map<number, string[]>();
  for (const row of rows) {
    const list = texts.get(row.websiteId) ?? [];
    list.push(row.title, row.body);
    texts.set(row.websiteId, list);
  }
  return new Map(languages.map((l) => [l.id, buildVocabulary(texts.get(l.id) ?? [], limit)]));
}

/**
 * What the search data's version is: the searched tags' expiry times and schedule epochs.
 * Undefined when the expiry times cannot be known.
 */
async function searchDataStamp(): Promise<string | undefined> {
  const expiries = await Promise.all(searchedTags.map((tag) => tagExpiredAt(tag)));
  if (expiries.includes(undefined)) return undefined;
  return [...searchedTags.map(scheduleEpoch), ...expiries].join('.');
}

type Slot = { stamp: string | undefined; at: number; vocabularies: Promise<Vocabularies> };

export type VocabularyCacheOptions = {
  read?: (db: Db) => Promise<Vocabularies>;
  stamp?: () => Promise<string | undefined>;
  now?: () => number;
};

/**
 * The vocabularies of a database, read again when the stamp (read first, so a write it stands
 * for has committed) differs from the one they were read under, or without a stamp after
 * UNKNOWN_STAMP_MS. A read in progress is shared; a failed one is forgotten.
 */
export function createVocabularyCache(options: VocabularyCacheOptions = {}) {
  const { read = readVocabularies, stamp: stampOf = searchDataStamp, now = Date.now } = options;
  const slots = new WeakMap<Db, Slot>();
  return async (db: Db): Promise<Vocabularies> => {
    const stamp = await stampOf();
    const slot = slots.get(db);
    const fresh =
      slot && (stamp === undefined ? now() - slot.at < UNKNOWN_STAMP_MS : slot.stamp === stamp);
    if (slot && fresh) return slot.vocabularies;
    const next: Slot = { stamp, at: now(), vocabularies: read(db) };
    slots.set(db, next);
    next.vocabularies.catch(() => {
      if (slots.get(db) === next) slots.delete(db);
    });
    return next.vocabularies;
  };
}

// One per process (on globalThis: Next may load this module more than once).
const global = globalThis as typeof globalThis & {
  __voltaraSearchVocabulary?: ReturnType<typeof createVocabularyCache>;
};

/** This process's vocabularies of `db`. */
export const searchVocabularies = (db: Db): Promise<Vocabularies> =>
  (global.__voltaraSearchVocabulary ??= createVocabularyCache())(db);
