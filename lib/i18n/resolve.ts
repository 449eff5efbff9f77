// The routing rules (requirements: Routes) as one pure function, so each rule is tested without a
// server and proxy.ts stays a thin adapter. Order matters: host, then the path's shape, then the
// language, then whether a page exists.
import { findStaticRoute, isCertificateCheckPath, isKnownPath } from '../routes';
import { certificateCheckSchema } from '../validation/certificate-check';
import {
  defaultLanguageCode,
  isLanguageCode,
  isLocale,
  languageByCode,
  languageByTag,
  languageCodes,
  prefixOf,
  type LanguageCode,
  type Locale,
} from './locales';

export type RouteInput = {
  pathname: string;
  search: string;
  cookieLocale?: string | null;
  acceptLanguage?: string | null;
};

export type RouteDecision =
  | {
      kind: 'redirect';
      location: string;
      status: 303 | 307 | 308;
      setLocale?: Locale;
      /** Decided by this visitor's cookie or browser language: no shared cache may keep it. */
      perVisitor?: true;
    }
  | { kind: 'page'; locale: Locale; code: LanguageCode; publicPath: string };

/** Legacy sections whose paths, unmatched by a page, go to the language home. */
const legacyKeywords = /company|vpp|academy|block-chain|pv_ev_ess|solar_wind_power|digital-twins/i;

const prefixed = new Set<string>(languageCodes.filter((c) => c !== defaultLanguageCode));

export function splitLanguage(pathname: string): { code: LanguageCode; rest: string } {
  const first = pathname.split('/')[1] ?? '';
  if (prefixed.has(first)) {
    return { code: first as LanguageCode, rest: pathname.slice(first.length + 1) || '/' };
  }
  return { code: defaultLanguageCode, rest: pathname };
}

export function localizePath(code: LanguageCode, rest: string): string {
  const prefix = prefixOf(code);
  if (rest === '/') return prefix || '/';
  return `${prefix}${rest}`;
}

/** With no stored choice, a zh-CN browser gets Chinese; everyone else English. */
export function prefersChinese(acceptLanguage: string | null | undefined): boolean {
  if (!acceptLanguage) return false;
  let best = { tag: '', q: -1 };
  for (const part of acceptLanguage.slice(0, 512).split(',')) {
    const [rawTag = '', ...params] = part.trim().split(';');
    const qParam = params.find((p) => p.trim().startsWith('q='));
    const q = qParam ? Number.parseFloat(qParam.trim().slice(2)) : 1;
    if (Number.isFinite(q) && q > best.q) best = { tag: rawTag.trim().toLowerCase(), q };
  }
  return best.tag === 'zh-cn' || best.tag === 'zh' || best.tag.startsWith('zh-hans');
}

function stripParam(search: string, name: string): string {
  const params = new URLSearchParams(search);
  params.delete(name);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** A legacy host is sent to the main site with the same path and query (301). */
export function legacyHostRedirect(
  host: string | null | undefined,
  legacyHosts: readonly string[],
  siteUrl: string,
  pathAndQuery: string,
): string | null {
  if (!host || legacyHosts.length === 0) return null;
  const full = host.trim().toLowerCase();
  const bare = full.replace(/:\d+$/, '');
  return legacyHosts.includes(full) || legacyHosts.includes(bare)
    ? `${siteUrl}${pathAndQuery}`
    : null;
}

export function resolveRoute(input: RouteInput): RouteDecision {
  const { pathname, search } = input;

  // /en and /en/… are the unprefixed paths.
  if (pathname === '/en' || pathname.startsWith('/en/')) {
    const rest = pathname.slice(3) || '/';
    return { kind: 'redirect', location: `${rest}${search}`, status: 308 };
  }

  // Trailing slashes are removed by redirect.
  if (pathname.length > 1 && pathname.endsWith('/')) {
    const trimmed = pathname.replace(/\/+$/, '') || '/';
    return { kind: 'redirect', location: `${trimmed}${search}`, status: 308 };
  }

  const { code, rest } = splitLanguage(pathname);

  // switchLang forces a language switch and is removed by the redirect. An unknown
  // value is dropped without switching.
  const params = new URLSearchParams(search);
  if (params.has('switchLang')) {
    const wanted = params.getAll('switchLang').reverse().find(isLanguageCode);
    const target = wanted ?? code;
    const targetRest = isKnownPath(rest) ? rest : '/';
    return {
      kind: 'redirect',
      location: `${localizePath(target, targetRest)}${stripParam(search, 'switchLang')}`,
      status: 307,
      ...(wanted ? { setLocale: languageByCode(wanted).tag } : {}),
    };
  }

  // Unmatched paths go to the language home, and so do legacy keyword paths even
  // where a detail pattern would take them (/products/vpp-kit is an old section, not a 404).
  // The certificate check keeps every path: a code is random and may contain such a word.
  if (
    !isKnownPath(rest) ||
    (!findStaticRoute(rest) && !isCertificateCheckPath(rest) && legacyKeywords.test(rest))
  ) {
    return { kind: 'redirect', location: localizePath(code, '/'), status: 307 };
  }

  // The check's form, sent without JavaScript: a code it accepts goes to its own path; anything
  // else is answered here like a code no certificate has.
  if (rest === '/warranty/verify' && params.has('code')) {
    const form = certificateCheckSchema.safeParse({ code: params.get('code') });
    if (form.success) {
      const location = localizePath(code, `/warranty/verify/${form.data.code}`);
      return { kind: 'redirect', location, status: 303 };
    }
  }

  // Detection, unprefixed paths only: stored choice, else a zh-CN browser, else English.
  if (code === defaultLanguageCode) {
    const stored = isLocale(input.cookieLocale) ? input.cookieLocale : null;
    const detected: LanguageCode = stored
      ? languageByTag(stored).code
      : prefersChinese(input.acceptLanguage)
        ? 'cn'
        : defaultLanguageCode;
    if (detected !== defaultLanguageCode) {
      return {
        kind: 'redirect',
        location: `${localizePath(detected, rest)}${search}`,
        status: 307,
        perVisitor: true,
      };
    }
  }

  return { kind: 'page', locale: languageByCode(code).tag, code, publicPath: pathname };
}
