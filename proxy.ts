// Every request passes here first (Next 16's proxy, formerly middleware). The routing rules live
// in lib/i18n/resolve.ts; this file adapts them to Next and adds the per-request CSP nonce. The
// mapping of a public path to its [locale] page is a next.config rewrite (lib/i18n/rewrites.ts).
// next-intl's own proxy is not used: bound to 127.0.0.1 it loops on 307s, and it cannot express
// the /en redirect, switchLang or the unmatched-path rule.
import { NextResponse, type NextRequest } from 'next/server';
import { legacyHostRedirect, resolveRoute } from '@/lib/i18n/resolve';
import { buildCsp, createNonce, originsOf } from '@/lib/security/csp';

const LOCALE_COOKIE = 'NEXT_LOCALE';
const YEAR_SECONDS = 365 * 24 * 60 * 60;

const legacyHosts = (process.env.LEGACY_HOSTS ?? '')
  .split(',')
  .map((h) => h.trim().toLowerCase())
  .filter(Boolean);
const siteUrl = (process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
const isHttps = siteUrl.startsWith('https:');
const isDev = process.env.NODE_ENV === 'development';

const hsts = 'max-age=63072000; includeSubDomains';
const thirdPartyOrigins = originsOf([process.env.ANALYTICS_SRC, process.env.MARKETING_SRC]);
const baseCsp = buildCsp({ isDev, isHttps, thirdPartyOrigins });

/** The per-response security headers; the fixed ones come from next.config.ts. */
function secured<T extends Response>(response: T, csp = baseCsp): T {
  response.headers.set('Content-Security-Policy', csp);
  if (isHttps) response.headers.set('Strict-Transport-Security', hsts);
  return response;
}

function redirect(request: NextRequest, location: string, status: number) {
  // Next needs an absolute URL here; it sends same-host redirects on as relative locations,
  // which stay right behind any reverse proxy and on any bound address.
  const url = new URL(location, request.nextUrl.href);
  return secured(new NextResponse(null, { status, headers: { Location: url.href } }));
}

// Files served as they are; any other path, dotted or not, is a page path and follows spec §2.
const publicFiles = new Set(['/robots.txt', '/sitemap.xml', '/favicon.ico', '/icon.svg']);
const publicDirs = /^\/(images|files|fonts)\//;

function isPublicFile(pathname: string): boolean {
  return publicFiles.has(pathname) || publicDirs.test(pathname);
}

export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  const legacy = legacyHostRedirect(host, legacyHosts, siteUrl, pathname + search);
  if (legacy) return redirect(request, legacy, 301);

  const isPage = !/^\/(api|_next)(\/|$)/.test(pathname) && !isPublicFile(pathname);
  if (!isPage) {
    return secured(NextResponse.next());
  }

  const decision = resolveRoute({
    pathname,
    search,
    cookieLocale: request.cookies.get(LOCALE_COOKIE)?.value,
    acceptLanguage: request.headers.get('accept-language'),
  });

  if (decision.kind === 'redirect') {
    const response = redirect(request, decision.location, decision.status);
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

  const nonce = createNonce();
  const csp = buildCsp({ nonce, isDev, isHttps, thirdPartyOrigins });
  const headers = new Headers(request.headers);
  // Next reads the nonce from this request header and puts it on its own scripts.
  headers.set('Content-Security-Policy', csp);
  headers.set('x-nonce', nonce);
  headers.set('x-public-path', decision.publicPath);
  // next-intl reads the request's locale from this header wherever setRequestLocale has not run
  // yet (layouts and pages render concurrently; not-found views have no params).
  headers.set('X-NEXT-INTL-LOCALE', decision.locale);

  // The public path reaches its [locale] page through the rewrites of lib/i18n/rewrites.ts.
  return secured(NextResponse.next({ request: { headers } }), csp);
}

export const config = {
  matcher: ['/((?!_next/static|_next/image).*)'],
};
