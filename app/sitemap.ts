import type { MetadataRoute } from 'next';
import { languages } from '@/lib/i18n/locales';
import { staticRoutes } from '@/lib/routes';
import { absoluteUrl, alternateLanguages } from '@/lib/site-url';

// Every indexable route in every language variant, each entry with its xhtml:link alternates.
export const dynamic = 'force-dynamic';

export default function sitemap(): MetadataRoute.Sitemap {
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
