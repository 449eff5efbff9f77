import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { isLocale, languageByTag, languages, type LanguageCode, type Locale } from './i18n/locales';
import { absoluteUrl, alternateLanguages, itemAlternates } from './site-url';

type Texts = { title: string; description: string };

/**
 * Title, description, canonical, the alternates plus x-default, and Open Graph. An item that
 * exists in some languages only (`present`) lists those alone.
 */
export async function buildMetadata(
  locale: Locale,
  rest: string,
  texts: Texts,
  present?: readonly LanguageCode[],
): Promise<Metadata> {
  // A segment that is no language (the root layout answers 404 for it) has no metadata either.
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  const { code } = languageByTag(locale);
  const url = absoluteUrl(code, rest);
  const ogLocale = (tag: string) => tag.replace('-', '_');
  return {
    title: texts.title,
    description: texts.description,
    alternates: {
      canonical: url,
      languages: present ? itemAlternates(rest, present) : alternateLanguages(rest),
    },
    openGraph: {
      type: 'website',
      siteName: t('siteName'),
      title: texts.title,
      description: texts.description,
      url,
      locale: ogLocale(locale),
      alternateLocale: languages
        .filter((l) => l.tag !== locale && (!present || present.includes(l.code)))
        .map((l) => ogLocale(l.tag)),
    },
    // X reads the title and description from og:title and og:description when it has no
    // twitter: ones of its own; repeating them would add 0.6 KB to every document.
    twitter: { card: 'summary' },
  };
}
