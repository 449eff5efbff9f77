import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { news } from '@/lib/server/db/schema';
import { listContent, type PageOptions } from './list-content';

export type NewsItem = typeof news.$inferSelect;

/** Published news of every language, newest first; bodies come with the detail call. */
export function listNews(db: Db, opts: PageOptions) {
  return listContent(db, news, opts, {
    orderBy: [desc(news.publishedOn), desc(news.id)],
    omit: ['body'],
  });
}

/** One published article in one language, or null (missing, draft, or not translated). */
export async function getNews(db: Db, id: number, websiteId: number): Promise<NewsItem | null> {
  const [row] = await db
    .select()
    .from(news)
    .where(and(eq(news.id, id), eq(news.websiteId, websiteId), eq(news.state, true)));
  return row ?? null;
}
