// Every request passes here first (Next 16's proxy, formerly middleware). The routing rules live
// in lib/i18n/resolve.ts; this file adapts them to Next and adds the per-request CSP nonce.
// next-intl's own proxy is not used: bound to 127.0.0.1 it loops on 307s, and it cannot express
// the /en redirect, switchLang or the unmatched-path rule.
import { NextResponse, type NextRequest } from 'next/server';
import { legacyHostRedirect, resolveRoute } from '@/lib/i18n/resolve';
import { buildCsp, createNonce } from '@/lib/security/csp';

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

function withTransportSecurity<T extends Response>(response: T): T {
  if (isHttps) response.headers.set('Strict-Transport-Security', hsts);
  return response;
}

function redirect(location: string, status: number) {
  // Relative locations stay right behind any reverse proxy and on any bound address.
  return withTransportSecurity(new NextResponse(null, { status, headers: { Location: location } }));
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
  if (legacy) return redirect(legacy, 301);

  const isPage = !/^\/(api|_next)(\/|$)/.test(pathname) && !isPublicFile(pathname);
  if (!isPage) {
    const response = NextResponse.next();
    response.headers.set('Content-Security-Policy', buildCsp({ isDev, isHttps }));
    return withTransportSecurity(response);
  }

  const decision = resolveRoute({
    pathname,
    search,
    cookieLocale: request.cookies.get(LOCALE_COOKIE)?.value,
    acceptLanguage: request.headers.get('accept-language'),
  });

  if (decision.kind === 'redirect') {
    const response = redirect(decision.location, decision.status);
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
  const csp = buildCsp({ nonce, isDev, isHttps });
  const headers = new Headers(request.headers);
  // Next reads the nonce from this request header and puts it on its own scripts.
  headers.set('Content-Security-Policy', csp);
  headers.set('x-nonce', nonce);
  headers.set('x-public-path', decision.publicPath);

  const target = request.nextUrl.clone();
  target.pathname = decision.path;
  const response = NextResponse.rewrite(target, { request: { headers } });
  response.headers.set('Content-Security-Policy', csp);
  return withTransportSecurity(response);
}

export const config = {
  matcher: ['/((?!_next/static|_next/image).*)'],
};
