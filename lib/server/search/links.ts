import 'server-only';
import { languageById, prefixOf } from '@/lib/i18n/locales';
import type { SearchKind } from '@/lib/search/query';

type Linkable = { kind: SearchKind; item_id: string; website_id: number; link: string | null };

/** Where a result leads: its page in its language; a download straight to its file. */
export function hrefOf({ kind, item_id: id, website_id, link }: Linkable): string {
  const prefix = prefixOf(languageById(website_id)?.code ?? 'en');
  const path = (rest: string) => `${prefix}${rest}` || '/';
  switch (kind) {
    case 'download':
      return link ?? path('/support-center/downloads');
    case 'product':
      return path(`/products/${id}`);
    case 'news':
      return path(`/explore/news/${id}`);
    case 'blog':
      return path(`/explore/blog/${id}`);
    case 'event':
      return path(link === 'activity' ? '/explore/activity' : '/explore/expo');
    case 'faq':
      return path('/support-center/faqs');
    case 'video':
      return path('/support-center/video');
    case 'training':
      return path('/installer');
    case 'page':
      return path(link === '/' ? '' : (link ?? ''));
  }
}
