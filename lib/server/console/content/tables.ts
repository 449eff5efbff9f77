import 'server-only';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ContentTypeKey } from '@/lib/console/content-types';
import {
  blogs,
  cases,
  distributors,
  downloads,
  events,
  faqs,
  news,
  products,
  trainings,
  videos,
} from '@/lib/server/db/schema';
import type { ContentTable } from '@/lib/server/data/list-content';
import { contentTags } from '@/lib/server/data/tags';

/** What the console needs to know of a content table beyond lib/console/content-types.ts. */
export type ContentTableInfo = {
  table: ContentTable & { revision: PgColumn; updatedAt: PgColumn };
  /** The id column: shared by the language versions of one item. */
  id: PgColumn;
  /** The column that names an item (the type's titleField). */
  title: PgColumn;
  /** The property name of the id column in a row (blogs: keytitle). */
  idKey: string;
  /** The cache tag of the collection (contentTags). */
  tag: string;
};

const info = <T extends ContentTableInfo['table']>(
  table: T,
  id: PgColumn,
  idKey: string,
  title: PgColumn,
  tag: string,
): ContentTableInfo => ({ table, id, idKey, title, tag });

export const contentTables: Record<ContentTypeKey, ContentTableInfo> = {
  news: info(news, news.id, 'id', news.title, contentTags.news),
  blogs: info(blogs, blogs.keytitle, 'keytitle', blogs.title, contentTags.blogs),
  events: info(events, events.id, 'id', events.title, contentTags.events),
  cases: info(cases, cases.id, 'id', cases.title, contentTags.cases),
  products: info(products, products.id, 'id', products.name, contentTags.products),
  downloads: info(downloads, downloads.id, 'id', downloads.title, contentTags.downloads),
  faqs: info(faqs, faqs.id, 'id', faqs.question, contentTags.faqs),
  videos: info(videos, videos.id, 'id', videos.title, contentTags.videos),
  trainings: info(trainings, trainings.id, 'id', trainings.title, contentTags.trainings),
  distributors: info(
    distributors,
    distributors.id,
    'id',
    distributors.company,
    contentTags.distributors,
  ),
};
