import 'server-only';
import { asc, desc } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { downloads, faqs, videos } from '@/lib/server/db/schema';
import { listContent, type PageOptions, type View } from './list-content';

/** Support documents, most recently updated first. */
export function listDownloads(db: Db, opts: PageOptions, view: View = 'public') {
  return listContent(
    db,
    downloads,
    opts,
    { orderBy: [desc(downloads.updatedOn), asc(downloads.id)] },
    view,
  );
}

/** FAQs in their editorial order. */
export function listFaqs(db: Db, opts: PageOptions, view: View = 'public') {
  return listContent(db, faqs, opts, { orderBy: [asc(faqs.sort), asc(faqs.id)] }, view);
}

/** Videos, newest first. */
export function listVideos(db: Db, opts: PageOptions, view: View = 'public') {
  return listContent(
    db,
    videos,
    opts,
    { orderBy: [desc(videos.publishedOn), desc(videos.id)] },
    view,
  );
}
