// Canonical = site origin + current path without a trailing slash; home = bare origin.
import { languages, prefixOf, type LanguageCode } from './i18n/locales';

export function siteUrl(): string {
  return (process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
}

export function absoluteUrl(code: LanguageCode, rest: string): string {
  const path = `${prefixOf(code)}${rest === '/' ? '' : rest}`;
  return `${siteUrl()}${path}`;
}

/** Alternate links for all seven language tags plus x-default (English, unprefixed). */
export function alternateLanguages(rest: string): Record<string, string> {
  const links: Record<string, string> = {};
  for (const l of languages) links[l.tag] = absoluteUrl(l.code, rest);
  links['x-default'] = absoluteUrl('en', rest);
  return links;
}

/**
 * The alternates of an item that exists in some languages only: those languages, and
 * x-default on English when it is one of them, else on the first of them. The head, the
 * sitemap and the language switcher all take the languages from the same published list.
 */
export function itemAlternates(
  rest: string,
  present: readonly LanguageCode[],
): Record<string, string> {
  const links: Record<string, string> = {};
  const ordered = languages.filter((l) => present.includes(l.code));
  for (const l of ordered) links[l.tag] = absoluteUrl(l.code, rest);
  const fallback = ordered.find((l) => l.code === 'en') ?? ordered[0];
  if (fallback) links['x-default'] = absoluteUrl(fallback.code, rest);
  return links;
}
