import {
  bodyField,
  coverField,
  fileField,
  lineField,
  publishedOnField,
  summaryField,
  titleField,
  VIDEO_TYPES,
} from './common';
import { defineType } from './define';

// News, blog posts and videos: dated articles (lib/server/db/schema/articles.ts).

export const newsType = defineType({
  key: 'news',
  label: { en: 'News', zh: '新闻' },
  idKind: 'int',
  titleField: 'title',
  fields: {
    title: titleField(),
    summary: summaryField(),
    body: bodyField(),
    coverUrl: coverField(),
    publishedOn: publishedOnField(),
  },
});

/** Blog posts are addressed by their keytitle (a slug), the same in every language. */
export const blogsType = defineType({
  key: 'blogs',
  label: { en: 'Blog', zh: '博客' },
  idKind: 'slug',
  titleField: 'title',
  fields: {
    title: titleField(),
    summary: summaryField(),
    body: bodyField(),
    author: lineField({ en: 'Author', zh: '作者' }, false, 100),
    coverUrl: coverField(),
    publishedOn: publishedOnField(),
  },
});

export const videosType = defineType({
  key: 'videos',
  label: { en: 'Videos', zh: '视频' },
  idKind: 'int',
  titleField: 'title',
  fields: {
    title: titleField(),
    summary: summaryField(),
    videoUrl: fileField({ en: 'Video', zh: '视频文件' }, VIDEO_TYPES),
    coverUrl: coverField(),
    publishedOn: publishedOnField(),
  },
});
