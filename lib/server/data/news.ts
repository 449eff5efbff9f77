import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { news } from '@/lib/server/db/schema';
import { listContent, visibleIn, type PageOptions, type View } from './list-content';

export type NewsItem = typeof news.$inferSelect;

/** Visible news of every language, newest first; bodies come with the detail call. */
export function listNews(db: Db, opts: PageOptions, view: View = 'public') {
  return listContent(
    db,
    news,
    opts,
    { orderBy: [desc(news.publishedOn), desc(news.id)], omit: ['body'] },
    view,
  );
}

/** One visible article in one language, or null (missing, draft, scheduled, not translated). */
export async function getNews(
  db: Db,
  id: number,
  websiteId: number,
  view: View = 'public',
): Promise<NewsItem | null> {
  const [row] = await db
    .select()
    .from(news)
    .where(and(eq(news.id, id), eq(news.websiteId, websiteId), visibleIn(news, view)));
  return row ?? null;
}
