// Spec §2: canonical = site origin + current path without a trailing slash; home = bare origin.
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
