import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { editDistance, typoBudget, type QueryWord } from '@/lib/search/query';
import { rowsOf } from './rows';

/** Corrections kept per word: a short word can be one edit from dozens. */
const MAX_CORRECTIONS = 8;

/** Vocabulary words within the typo budget of each Latin query word of 5+ characters. */
export async function typoCorrections(db: Db, words: QueryWord[]): Promise<Map<string, string[]>> {
  const candidates = [
    ...new Set(words.filter((w) => !w.han && typoBudget(w.text) > 0).map((w) => w.text)),
  ];
  const found = new Map<string, string[]>();
  if (!candidates.length) return found;
  const asked = sql.join(
    candidates.map((w) => sql`(${w}::text)`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select q.raw, search_fold(q.raw) as folded, c.word
      from (values ${asked}) as q(raw)
      cross join lateral (
        select v.word from search_word_variants v
         where v.variant = any(array(select search_deletes(search_fold(q.raw))))
         group by v.word
         order by similarity(v.word, search_fold(q.raw)) desc
         limit 20) as c`);
  for (const row of rowsOf<{ raw: string; folded: string; word: string }>(result)) {
    if (row.word === row.folded) continue;
    if (editDistance(row.folded, row.word, 2) > typoBudget(row.raw)) continue;
    found.set(row.raw, [...(found.get(row.raw) ?? []), row.word]);
  }
  for (const [raw, words] of found) found.set(raw, words.slice(0, MAX_CORRECTIONS));
  return found;
}
