import { isLanguageCode, isLocale, languageByTag } from '@/lib/i18n/locales';
import { createFetchClient } from './fetch-client';

/**
 * The current language code from `<html lang>` (STYLE habit 7: it comes from the locale), e.g.
 * zh-CN → cn, for the spec §7 Language header.
 */
export function documentLanguageCode(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const lang = document.documentElement.lang;
  if (isLocale(lang)) return languageByTag(lang).code;
  return isLanguageCode(lang) ? lang : undefined;
}

/** ARCHITECTURE point 2: in the browser the client goes over HTTP to /api (on fetch, issue 12). */
export const browserApi = createFetchClient({
  baseURL: '/api',
  getLocaleCode: documentLanguageCode,
});
