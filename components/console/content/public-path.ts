import type { ContentTypeKey } from '@/lib/console/content-types';
import { languageById, prefixOf } from '@/lib/i18n/locales';

// Where an item is seen on the public site (lib/routes.ts), for the console's Preview link.
// Types with a detail page go to it; the others to the list page that shows them.

const listPages: Record<Exclude<ContentTypeKey, 'news' | 'blogs' | 'products'>, string> = {
  events: '/explore/activity',
  cases: '/solutions/cases',
  downloads: '/support-center/downloads',
  faqs: '/support-center/faqs',
  videos: '/support-center/video',
  trainings: '/installer',
  distributors: '/how-to-buy',
};

/** The unprefixed public path of an item (`row` holds its fields, for the event type). */
function pathOf(type: ContentTypeKey, id: string | number, row: Record<string, unknown>): string {
  const segment = encodeURIComponent(String(id));
  switch (type) {
    case 'news':
      return `/explore/news/${segment}`;
    case 'blogs':
      return `/explore/blog/${segment}`;
    case 'products':
      return `/products/${segment}`;
    case 'events':
      return row.type === 'expo' ? '/explore/expo' : listPages.events;
    default:
      return listPages[type];
  }
}

/** The public path of this item in this language ('' for English, '/de' …). */
export function publicPathOf(
  type: ContentTypeKey,
  id: string | number,
  websiteId: number,
  row: Record<string, unknown> = {},
): string {
  const language = languageById(websiteId);
  const prefix = language ? prefixOf(language.code) : '';
  return `${prefix}${pathOf(type, id, row)}`;
}

/** The draft-mode preview of it (GET /api/preview turns draft mode on, then goes there). */
export function previewHrefOf(
  type: ContentTypeKey,
  id: string | number,
  websiteId: number,
  row: Record<string, unknown> = {},
): string {
  return `/api/preview?path=${encodeURIComponent(publicPathOf(type, id, websiteId, row))}`;
}
