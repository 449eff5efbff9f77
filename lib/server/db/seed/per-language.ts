import 'server-only';
import { languages, type LanguageCode } from '@/lib/i18n/locales';

/**
 * One row per language: the shared fields plus that language's text, under the websiteId of the
 * language table in lib/i18n/locales.ts. The same id in every row ties the translations together.
 */
export function perLanguage<S extends object, T extends object>(
  shared: S,
  text: Record<LanguageCode, T>,
): (S & T & { websiteId: number })[] {
  return languages.map((l) => ({ ...shared, ...text[l.code], websiteId: l.id }));
}

/** The same row in every language (items with no translatable text, e.g. distributors). */
export function inEveryLanguage<S extends object>(shared: S): (S & { websiteId: number })[] {
  return languages.map((l) => ({ ...shared, websiteId: l.id }));
}

/** ISO 639-1 code of each site variant's language, for documents and sessions in that language. */
export const isoLanguage: Record<LanguageCode, string> = {
  cn: 'zh',
  au: 'en',
  en: 'en',
  de: 'de',
  it: 'it',
  nl: 'nl',
  fr: 'fr',
};
