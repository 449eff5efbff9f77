import type { MetadataRoute } from 'next';
import { fetchList, type Buckets } from '@/lib/api';
import { languages, type LanguageCode } from '@/lib/i18n/locales';
import { staticRoutes } from '@/lib/routes';
import { serverApi } from '@/lib/server/api-client';
import { absoluteUrl, alternateLanguages, itemAlternates } from '@/lib/site-url';

// Every indexable route in every language variant, each with its xhtml:link alternates, then
// every published news article, blog post and product in the languages it exists in.
export const dynamic = 'force-dynamic';

type Entry = MetadataRoute.Sitemap[number];
type Detail = { base: string; buckets: Buckets<Record<string, unknown>>; key: string };

function staticEntries(): Entry[] {
  return staticRoutes
    .filter((route) => route.indexable)
    .flatMap((route) =>
      languages.map((language) => ({
        url: absoluteUrl(language.code, route.path),
        changeFrequency: 'weekly' as const,
        priority: route.path === '/' ? 1 : 0.7,
        alternates: { languages: alternateLanguages(route.path) },
      })),
    );
}

function detailEntries({ base, buckets, key }: Detail): Entry[] {
  const slugsByLanguage = new Map<LanguageCode, Set<string>>(
    languages.map((l) => [l.code, new Set(buckets[l.code].map((item) => String(item[key])))]),
  );
  return languages.flatMap((language) =>
    [...slugsByLanguage.get(language.code)!].map((slug) => {
      const path = `${base}/${slug}`;
      const present = languages
        .filter((l) => slugsByLanguage.get(l.code)!.has(slug))
        .map((l) => l.code);
      return {
        url: absoluteUrl(language.code, path),
        changeFrequency: 'monthly' as const,
        priority: 0.5,
        // The same alternates as the item's head (lib/page-metadata.ts).
        alternates: { languages: itemAlternates(path, present) },
      };
    }),
  );
}

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  // Always the public client: an editor in preview must not publish draft URLs to crawlers.
  const published = (path: string) => fetchList<Record<string, unknown>>(serverApi(), path);
  const [news, blogs, products] = await Promise.all([
    published('/news'),
    published('/blogs'),
    published('/products'),
  ]);
  return [
    ...staticEntries(),
    ...detailEntries({ base: '/explore/news', buckets: news, key: 'id' }),
    ...detailEntries({ base: '/explore/blog', buckets: blogs, key: 'keytitle' }),
    ...detailEntries({ base: '/products', buckets: products, key: 'id' }),
  ];
}
