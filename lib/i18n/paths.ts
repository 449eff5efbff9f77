import { languageByTag, prefixOf, type Locale } from './locales';

/** A page of the site, as the navigation helpers take it: a path, or a path with a query. */
export type Href = string | { pathname: string; query?: Record<string, string> };

/**
 * The public path of a page in a language (English unprefixed, /cn, /de … for the
 * others). It is what next-intl's getPathname builds for our routing (prefix as needed, no
 * localized pathnames; tests/unit/i18n/paths.test.ts holds the two together), without bringing
 * next-intl into a browser bundle.
 */
export function localizedPath(href: Href, locale: Locale): string {
  const { pathname, query } = typeof href === 'string' ? { pathname: href } : href;
  const prefix = prefixOf(languageByTag(locale).code);
  const path = prefix && pathname === '/' ? prefix : `${prefix}${pathname}`;
  const search = query ? new URLSearchParams(query).toString() : '';
  return search ? `${path}?${search}` : path;
}

/** The page path without its language prefix ("/de/products" → "/products", "/de" → "/"). */
export function unlocalizedPath(pathname: string, locale: Locale): string {
  const prefix = prefixOf(languageByTag(locale).code);
  if (!prefix || (pathname !== prefix && !pathname.startsWith(`${prefix}/`))) return pathname;
  return pathname.slice(prefix.length) || '/';
}
