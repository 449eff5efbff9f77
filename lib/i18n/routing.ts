import { defineRouting } from 'next-intl/routing';
import { defaultLocale, languages, locales, prefixOf } from './locales';

// proxy.ts resolves the locale itself (see its header); next-intl only needs to know the
// prefixes so that its Link and redirect build the public paths.
export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: {
    mode: 'as-needed',
    prefixes: Object.fromEntries(
      languages.filter((l) => l.code !== 'en').map((l) => [l.tag, prefixOf(l.code)]),
    ),
  },
  localeDetection: false,
  localeCookie: false,
  alternateLinks: false,
});
