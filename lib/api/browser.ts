import { isLanguageCode, isLocale, languageByTag } from '@/lib/i18n/locales';
import { createBrowserClient } from './browser-client';

/**
 * The current language code, from the locale in `<html lang>`, e.g.
 * zh-CN → cn, for the Language header (requirements: Client behaviours).
 */
export function documentLanguageCode(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const lang = document.documentElement.lang;
  if (isLocale(lang)) return languageByTag(lang).code;
  return isLanguageCode(lang) ? lang : undefined;
}

/** In the browser the client goes over HTTP to /api, on the platform's fetch. */
export const browserApi = createBrowserClient({
  baseURL: '/api',
  getLocaleCode: documentLanguageCode,
});
