import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { languages } from '@/lib/i18n/locales';
import { loadMessages } from '@/lib/i18n/messages';
import { staticRoutes } from '@/lib/routes';
import type { Db } from '@/lib/server/db/client';

// The static pages are searched by their titles and introductions, which live in the
// messages, not in the database: each process writes them into the index before its first
// search (the messages change only with a deploy), through the same search_put as the triggers.

type PageTexts = {
  nav?: string;
  title?: string;
  description?: string;
  heading?: string;
  intro?: string;
};

/** Pages a visitor would look for: indexable, not the sitemap for people. */
const searchablePages = staticRoutes.filter((r) => r.indexable && r.key !== 'sitemap');

export async function indexStaticPages(db: Db): Promise<void> {
  const rows: SQL[] = [];
  for (const language of languages) {
    const messages = (await loadMessages(language.tag)) as { Pages?: Record<string, PageTexts> };
    for (const route of searchablePages) {
      const texts = messages.Pages?.[route.key];
      if (!texts) continue;
      const title = texts.heading || texts.title || texts.nav || route.key;
      const codes = [texts.nav, texts.title].filter(Boolean).join(' | ');
      const summary = [texts.description, texts.intro].filter(Boolean).join(' ');
      rows.push(
        sql`(${route.key}::text, ${language.id}::int, ${title}::text, ${codes}::text, ${summary}::text, ${route.path}::text)`,
      );
    }
  }
  const keys = searchablePages.map((r) => sql`${r.key}::text`);
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`delete from search_documents where kind = 'page' and item_id not in (${sql.join(keys, sql`, `)})`,
    );
    await tx.execute(sql`
      select search_put('page', v.key, v.website_id, true, null, v.title, v.codes, v.summary, '',
                        v.path, null)
        from (values ${sql.join(rows, sql`, `)}) as v(key, website_id, title, codes, summary, path)`);
  });
}

/**
 * The static pages' rows, then fresh statistics of the index (VACUUM for the GIN indexes' own,
 * ANALYZE for the columns'). PGlite has no autovacuum, so they are never gathered otherwise;
 * without them the planner read every row of a language (or of the table, for the
 * other-language fallback) instead of a rare word's GIN entries.
 */
async function prepareSearchIndex(db: Db): Promise<void> {
  await indexStaticPages(db);
  await db.execute(sql`vacuum analyze search_documents`);
}

// Once per process and database (on globalThis: Next may load this module more than once).
const slot = globalThis as typeof globalThis & {
  __voltaraSearchPages?: WeakMap<Db, Promise<void>>;
};

export function ensureSearchIndexReady(db: Db): Promise<void> {
  const done = (slot.__voltaraSearchPages ??= new WeakMap());
  let pending = done.get(db);
  if (!pending) {
    pending = prepareSearchIndex(db);
    done.set(db, pending);
    pending.catch(() => done.delete(db));
  }
  return pending;
}
