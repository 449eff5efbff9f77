import 'server-only';
import { date, integer, primaryKey, pgTable, text } from 'drizzle-orm/pg-core';
import { contentColumns, websiteIdCheck } from './columns';

// One row per language: the composite key (id, websiteId) makes /de/explore/news/5 and
// /explore/news/5 the same article in two languages.
export const news = pgTable(
  'news',
  {
    id: integer('id').notNull(),
    ...contentColumns(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    body: text('body').notNull().default(''),
    coverUrl: text('cover_url'),
    publishedOn: date('published_on').notNull(),
  },
  (t) => [primaryKey({ columns: [t.id, t.websiteId] }), websiteIdCheck('news', t.websiteId)],
);

// Blog posts are addressed by their keytitle (slug), the same in every language.
export const blogs = pgTable(
  'blogs',
  {
    keytitle: text('keytitle').notNull(),
    ...contentColumns(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    body: text('body').notNull().default(''),
    author: text('author'),
    coverUrl: text('cover_url'),
    publishedOn: date('published_on').notNull(),
  },
  (t) => [primaryKey({ columns: [t.keytitle, t.websiteId] }), websiteIdCheck('blogs', t.websiteId)],
);

export const videos = pgTable(
  'videos',
  {
    id: integer('id').notNull(),
    ...contentColumns(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    videoUrl: text('video_url').notNull(),
    coverUrl: text('cover_url'),
    publishedOn: date('published_on').notNull(),
  },
  (t) => [primaryKey({ columns: [t.id, t.websiteId] }), websiteIdCheck('videos', t.websiteId)],
);
