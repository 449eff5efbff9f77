// Every request passes here first (Next 16's proxy, formerly middleware). The routing rules live
// in lib/i18n/resolve.ts; this file adapts them to Next and sets what depends on the kind of
// page: public pages come from the full-route cache with the public CSP; personal
// pages (account screens, the console) are rendered per request with a fresh CSP nonce. The
// mapping of a public path to its [locale] page is a next.config rewrite (lib/i18n/rewrites.ts).
// next-intl's own proxy is not used: bound to 127.0.0.1 it loops on 307s, and it cannot express
// the /en redirect, switchLang or the unmatched-path rule.
import { NextResponse, type NextRequest } from 'next/server';
import { SIGNED_IN_HINT, hasSessionCookie, hasSignedInHint } from '@/lib/account/session-hint';
import { legacyHostRedirect, resolveRoute, splitLanguage } from '@/lib/i18n/resolve';
import {
  MISSING_DETAIL_HEADER,
  missingMark,
  missingPage,
  type MissingPage,
} from '@/lib/known-details';
import { applyRouteRules } from '@/lib/route-rules/runtime';
import { isPersonalPath, isPublicFile } from '@/lib/routes';
import { buildCsp, createNonce } from '@/lib/security/csp';
import {
  isDev,
  isHttps,
  publicCsp,
  setSecurityHeaders,
  siteUrl,
  thirdPartyOrigins,
} from '@/lib/security/response-headers';
import { isVerifyPath, requestAddress, verifyWait } from '@/lib/security/verify-limit';

const LOCALE_COOKIE = 'NEXT_LOCALE';
const DRAFT_MODE_COOKIE = '__prerender_bypass';
const YEAR_SECONDS = 365 * 24 * 60 * 60;

const legacyHosts = (process.env.LEGACY_HOSTS ?? '')
  .split(',')
  .map((h) => h.trim().toLowerCase())
  .filter(Boolean);

/**
 * Public pages: any shared cache (a CDN, nginx) may keep one for a minute and serve
 * it a minute longer while it fetches a fresh copy, so a publish reaches every visitor within
 * two minutes however far the page travelled; browsers ask again every time (no ETag: see
 * generateEtags in next.config.ts).
 * Next itself serves the page from its full-route cache and revalidates it by tag at once. It
 * keeps a Cache-Control set here rather than its own (s-maxage=<revalidate>, up to a year).
 */
const PUBLIC_PAGE_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=60';

/** The per-response security headers; the fixed ones come from next.config.ts. */
function secured<T extends Response>(response: T, csp = publicCsp): T {
  setSecurityHeaders(response.headers, csp);
  return response;
}

/**
 * How long a redirect may be kept: a permanent one (a fixed rule of the site) by any cache for
 * an hour; a temporary one by none; one decided by this visitor's cookie or language by none,
 * and caches are told it varies with them.
 */
function redirectCacheControl(status: number, perVisitor: boolean): string {
  if (perVisitor) return 'private, no-store';
  return status === 301 || status === 308 ? 'public, max-age=3600' : 'no-store';
}

function redirect(request: NextRequest, location: string, status: number, perVisitor = false) {
  // Next needs an absolute URL here; it sends same-host redirects on as relative locations,
  // which stay right behind any reverse proxy and on any bound address.
  const url = new URL(location, request.nextUrl.href);
  const headers = new Headers({
    Location: url.href,
    'Cache-Control': redirectCacheControl(status, perVisitor),
  });
  if (perVisitor) headers.set('Vary', 'Cookie, Accept-Language');
  return secured(new NextResponse(null, { status, headers }));
}

/** A path that does not percent-decode (`/api/news/%FF`): 400, with the headers. */
function badPath(pathname: string) {
  const isApi = /^\/api(\/|$)/.test(pathname);
  const response = isApi
    ? NextResponse.json({ code: 400, message: 'Bad Request' }, { status: 400 })
    : new NextResponse('400 Bad Request: the address is not valid.', {
        status: 400,
        headers: { 'Content-Type': 'text/plain; charset=utf-8' },
      });
  response.headers.set('Cache-Control', 'no-store');
  return secured(response);
}

function decodes(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/**
 * Keeps the readable "signed in" hint (lib/account/session-hint.ts) in step with the session
 * cookie, so the header of a cached page knows, in the browser, whether to ask for the account.
 */
function syncSignedInHint(request: NextRequest, response: NextResponse): NextResponse {
  const cookieHeader = request.headers.get('cookie');
  const signedIn = hasSessionCookie(cookieHeader);
  if (signedIn === hasSignedInHint(cookieHeader)) return response;
  if (signedIn) {
    response.cookies.set(SIGNED_IN_HINT, '1', { path: '/', sameSite: 'lax', secure: isHttps });
  } else {
    response.cookies.delete(SIGNED_IN_HINT);
  }
  return response;
}

/**
 * A public page: the cached copy is the same for everyone, so is its policy. It reads no request
 * header (its locale comes from its params), so the request goes on as it came: overriding its
 * headers costs every cache hit a copy of them, serialized for Next's router and parsed back.
 * An unknown detail id or certificate code (`missing`) is marked for next.config's rewrite to
 * its language's one cached not-found page: no page is rendered or stored per id asked for. A
 * visitor's own mark is removed.
 */
function publicPage(request: NextRequest, locale: string, missing: false | MissingPage) {
  let response: NextResponse;
  if (missing || request.headers.has(MISSING_DETAIL_HEADER)) {
    const headers = new Headers(request.headers);
    if (missing) headers.set(MISSING_DETAIL_HEADER, missingMark(missing, locale));
    else headers.delete(MISSING_DETAIL_HEADER);
    response = NextResponse.next({ request: { headers } });
  } else {
    response = NextResponse.next();
  }
  response.headers.set('Cache-Control', PUBLIC_PAGE_CACHE);
  return syncSignedInHint(request, secured(response));
}

export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  if (!decodes(pathname)) return badPath(pathname);

  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  const legacy = legacyHostRedirect(host, legacyHosts, siteUrl, pathname + search);
  if (legacy) return redirect(request, legacy, 301);

  // Files (lib/routes.ts) are served as they are; any other path, dotted or not, is a page path
  // and follows the routing rules (lib/i18n/resolve.ts).
  const isPage = !/^\/(api|_next)(\/|$)/.test(pathname) && !isPublicFile(pathname);
  if (!isPage) {
    return secured(NextResponse.next());
  }

  // The public warranty check is limited per address, cached copy or not.
  if (isVerifyPath(splitLanguage(pathname).rest)) {
    const wait = verifyWait(requestAddress(request.headers));
    if (wait !== null) {
      const limited = new NextResponse('Too Many Requests', {
        status: 429,
        headers: { 'Retry-After': String(wait), 'Cache-Control': 'no-store' },
      });
      return secured(limited);
    }
  }

  // The editors' route rules, from memory (lib/route-rules/runtime.ts).
  const rule = applyRouteRules(pathname, search, request.headers);
  if (rule?.response) return secured(rule.response);
  if (rule) return redirect(request, rule.location, rule.status);

  const decision = resolveRoute({
    pathname,
    search,
    cookieLocale: request.cookies.get(LOCALE_COOKIE)?.value,
    acceptLanguage: request.headers.get('accept-language'),
  });

  if (decision.kind === 'redirect') {
    // Setting the language cookie makes the answer this visitor's, too.
    const perVisitor = decision.perVisitor === true || decision.setLocale !== undefined;
    const response = redirect(request, decision.location, decision.status, perVisitor);
    if (decision.setLocale) {
      response.cookies.set(LOCALE_COOKIE, decision.setLocale, {
        path: '/',
        maxAge: YEAR_SECONDS,
        sameSite: 'lax',
        secure: isHttps,
      });
    }
    return response;
  }

  // Next's draft-mode cookie: an editor's preview renders per request with drafts in it, so it
  // is personal too (no shared cache may keep it).
  const isPreview = request.cookies.has(DRAFT_MODE_COOKIE);
  const { rest } = splitLanguage(pathname);
  if (!isPreview && !isPersonalPath(rest)) {
    // Only a detail path waits, on the index of its ids (lib/known-details.ts).
    const missing = missingPage(rest);
    if (typeof missing !== 'object') return publicPage(request, decision.locale, missing);
    return missing.then((page) => publicPage(request, decision.locale, page));
  }

  const headers = new Headers(request.headers);
  headers.delete(MISSING_DETAIL_HEADER);
  // next-intl reads the request's locale from this header wherever setRequestLocale has not run
  // (personal pages, the preview); the preview bar and the console read the public path.
  headers.set('X-NEXT-INTL-LOCALE', decision.locale);
  headers.set('x-public-path', decision.publicPath);

  const nonce = createNonce();
  const csp = buildCsp({ nonce, isDev, isHttps, thirdPartyOrigins });
  // Next reads the nonce from this request header and puts it on its own scripts.
  headers.set('Content-Security-Policy', csp);
  headers.set('x-nonce', nonce);
  return syncSignedInHint(request, secured(NextResponse.next({ request: { headers } }), csp));
}

// Paths that do not pass the proxy: Next's static files, and exactly the API paths of
// PROXY_BYPASS_PATHS (lib/security/response-headers.ts says why; those routes set the security
// headers themselves). Each is anchored with `$`: a path that merely begins like one
// (`/api/admin/uploads%FF`, `/api/admin/uploads/…`) still comes here, so it gets the 400 for a path
// that does not decode, with the headers, never Next's plain 500.
export const config = {
  matcher: [
    '/((?!_next/static|_next/image|api/admin/uploads$|api/admin/warranty/serials/import$|api/admin/route-rules/import$).*)',
  ],
};
