import 'server-only';
import { asc, desc } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { downloads, faqs, videos } from '@/lib/server/db/schema';
import { listContent, type PageOptions } from './list-content';

/** Support documents, most recently updated first. */
export function listDownloads(db: Db, opts: PageOptions) {
  return listContent(db, downloads, opts, {
    orderBy: [desc(downloads.updatedOn), asc(downloads.id)],
  });
}

/** FAQs in their editorial order. */
export function listFaqs(db: Db, opts: PageOptions) {
  return listContent(db, faqs, opts, { orderBy: [asc(faqs.sort), asc(faqs.id)] });
}

/** Videos, newest first. */
export function listVideos(db: Db, opts: PageOptions) {
  return listContent(db, videos, opts, { orderBy: [desc(videos.publishedOn), desc(videos.id)] });
}
