import { dynamicRoutes } from '@/lib/routes';
import type { ArticleSummary } from './types';

export type ArticleKind = 'news' | 'blog';

type KindConfig = {
  /** The list page's path. */
  base: string;
  /** The content API collection. */
  api: string;
  /** Well-formed ids, as the route table and the API accept them. */
  pattern: RegExp;
  schemaType: 'NewsArticle' | 'BlogPosting';
  /** Our own illustration for an item without a cover of its own. */
  fallbackCover: string;
  slugOf: (item: ArticleSummary) => string;
};

const patternOf = (key: 'newsDetail' | 'blogDetail') =>
  dynamicRoutes.find((route) => route.key === key)!.pattern;

export const articleKinds: Record<ArticleKind, KindConfig> = {
  news: {
    base: '/explore/news',
    api: '/news',
    pattern: patternOf('newsDetail'),
    schemaType: 'NewsArticle',
    fallbackCover: '/images/explore/news-cover.svg',
    slugOf: (item) => String(item.id ?? ''),
  },
  blog: {
    base: '/explore/blog',
    api: '/blogs',
    pattern: patternOf('blogDetail'),
    schemaType: 'BlogPosting',
    fallbackCover: '/images/explore/blog-cover.svg',
    slugOf: (item) => item.keytitle ?? '',
  },
};
