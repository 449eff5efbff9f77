import Cookies from 'js-cookie';
import { defaultLanguageCode, isLanguageCode, type LanguageCode } from '@/lib/i18n/locales';

// The language is cached in local storage under official_lang_cache@v1 and in a cookie
// lasting one day, beside the routing's own NEXT_LOCALE cookie (365 days, set by proxy.ts).
// It is a preference (the cookie policy's category), so it is kept only with that consent.
export const LANGUAGE_CACHE_KEY = 'official_lang_cache@v1';
/** A cookie name is a token: "@" is not allowed in it, so the cookie drops the version mark. */
export const LANGUAGE_CACHE_COOKIE = 'official_lang_cache';
export const LANGUAGE_CACHE_DAYS = 1;

/**
 * A path starting /cn /au /de /it /nl or /fr, with no switchLang in the query, makes
 * the path's language the cached one; anything else resets it to en.
 */
export function cachedLanguageFor(pathname: string, search: string): LanguageCode {
  if (new URLSearchParams(search).has('switchLang')) return defaultLanguageCode;
  // The first segment only (resolve.ts's splitLanguage would bring the route table along).
  const first = pathname.split('/')[1];
  return isLanguageCode(first) && first !== defaultLanguageCode ? first : defaultLanguageCode;
}

type CacheWindow = { localStorage: Pick<Storage, 'setItem' | 'removeItem'>; location: Location };

export function writeLanguageCache(code: LanguageCode, win: CacheWindow = window): void {
  try {
    win.localStorage.setItem(LANGUAGE_CACHE_KEY, code);
  } catch {
    // Storage blocked (private mode, quota): the cookie still carries it.
  }
  Cookies.set(LANGUAGE_CACHE_COOKIE, code, {
    expires: LANGUAGE_CACHE_DAYS,
    path: '/',
    sameSite: 'lax',
    secure: win.location.protocol === 'https:',
  });
}

/** Preference consent withdrawn: forget the cache. */
export function clearLanguageCache(win: CacheWindow = window): void {
  try {
    win.localStorage.removeItem(LANGUAGE_CACHE_KEY);
  } catch {
    // Nothing stored.
  }
  Cookies.remove(LANGUAGE_CACHE_COOKIE, { path: '/' });
}
