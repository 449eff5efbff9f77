import 'server-only';
import { languages, type LanguageCode } from '@/lib/i18n/locales';
import { getList } from '@/lib/server/api-client';

/**
 * The languages an item is published in, from the same list read as sitemap.xml:
 * its head's alternates and the language switcher name these only.
 */
export async function itemLanguages(
  listPath: '/news' | '/blogs' | '/products',
  key: 'id' | 'keytitle',
  slug: string,
): Promise<LanguageCode[]> {
  const buckets = await getList<Record<string, unknown>>(listPath);
  return languages
    .filter((l) => buckets[l.code].some((item) => String(item[key]) === slug))
    .map((l) => l.code);
}
