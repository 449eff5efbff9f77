// The security headers that depend on the runtime environment (the fixed ones come from
// next.config.ts): the Content-Security-Policy, and over https HSTS and the CSP reporting
// endpoint. proxy.ts sets them on everything it passes; the API sets them itself on the few
// routes that bypass the proxy (PROXY_BYPASS_PATHS), so every answer carries the same ones.
import { buildCsp, originsOf } from './csp';
import { REPORTING_ENDPOINTS } from './csp-report';
import { siteUrl as readSiteUrl } from '../site-url';

export const siteUrl = readSiteUrl();
export const isHttps = siteUrl.startsWith('https:');
export const isDev = process.env.NODE_ENV === 'development';
export const thirdPartyOrigins = originsOf([process.env.ANALYTICS_SRC, process.env.MARKETING_SRC]);

/** Public pages, API answers and redirects: one fixed policy, no nonce (cacheable). */
export const publicCsp = buildCsp({ isDev, isHttps, thirdPartyOrigins });

const HSTS = 'max-age=63072000; includeSubDomains';

/** Sets the per-response security headers on `headers`; `csp` is a personal page's own. */
export function setSecurityHeaders(headers: Headers, csp = publicCsp): void {
  headers.set('Content-Security-Policy', csp);
  if (isHttps) {
    headers.set('Strict-Transport-Security', HSTS);
    // report-to's endpoint (the policy names it only over https: ./csp-report.ts).
    headers.set('Reporting-Endpoints', REPORTING_ENDPOINTS);
  }
}

/**
 * API paths (below /api) that do not pass proxy.ts, each exactly: its matcher in proxy.ts lists
 * the same paths, as a literal (Next reads the matcher statically). They are the console's
 * uploads: Next buffers a request body for the proxy and keeps only its first 10 MB
 * (experimental.proxyClientMaxBodySize), silently, so a larger video, serial import or
 * redirect import reached the API cut short. Their routes read the body as a stream and check
 * the session, the role and the Origin themselves.
 */
export const PROXY_BYPASS_PATHS = [
  '/admin/uploads',
  '/admin/warranty/serials/import',
  '/admin/route-rules/import',
] as const;
