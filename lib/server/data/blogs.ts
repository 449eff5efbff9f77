import 'server-only';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { blogs } from '@/lib/server/db/schema';
import { listContent, visibleIn, type PageOptions, type View } from './list-content';

export type BlogPost = typeof blogs.$inferSelect;

/** Visible blog posts of every language, newest first; bodies come with the detail call. */
export function listBlogs(db: Db, opts: PageOptions, view: View = 'public') {
  return listContent(
    db,
    blogs,
    opts,
    { orderBy: [desc(blogs.publishedOn), asc(blogs.keytitle)], omit: ['body'] },
    view,
  );
}

/** One visible post in one language, by its keytitle, or null. */
export async function getBlog(
  db: Db,
  keytitle: string,
  websiteId: number,
  view: View = 'public',
): Promise<BlogPost | null> {
  const [row] = await db
    .select()
    .from(blogs)
    .where(
      and(eq(blogs.keytitle, keytitle), eq(blogs.websiteId, websiteId), visibleIn(blogs, view)),
    );
  return row ?? null;
}
