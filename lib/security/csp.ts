// Content-Security-Policy for every response (see docs/decisions/cached-public-pages.md). Two
// kinds of page, two script policies:
// - personal pages (account screens, the console, preview) are rendered per request and get a
//   fresh nonce with 'strict-dynamic', so only scripts Next itself inserts run;
// - public pages come from the full-route cache, the same bytes for every visitor, so they can
//   carry no nonce: `'self' 'unsafe-inline'` (Next's inline bootstrap and the JSON-LD blocks),
//   with inline event handlers still forbidden (`script-src-attr 'none'`). Their XSS defence
//   is the sanitizer and React's escaping, proven by the payload corpus in the tests.
// No 'unsafe-eval' outside dev (React's dev tooling needs eval).
import { cspReportDirectives } from './csp-report';

type CspOptions = {
  /** A personal page's per-request nonce; without one, the public (cacheable) policy. */
  nonce?: string;
  isDev: boolean;
  isHttps: boolean;
  /**
   * Origins of the consent-gated analytics and advertising scripts (ANALYTICS_SRC,
   * MARKETING_SRC). On personal pages their script element is allowed by 'strict-dynamic' (our
   * own nonce'd code inserts it, only after consent); public pages name them in script-src.
   * Both let them report back (connect-src, img-src).
   */
  thirdPartyOrigins?: readonly string[];
};

/** The origin of each http(s) URL given; anything else is left out. */
export function originsOf(urls: readonly (string | undefined)[]): string[] {
  const origins = new Set<string>();
  for (const url of urls) {
    try {
      const parsed = new URL(url ?? '');
      if (parsed.protocol === 'https:' || parsed.protocol === 'http:') origins.add(parsed.origin);
    } catch {
      // not a URL: no origin
    }
  }
  return [...origins];
}

export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

export function buildCsp({ nonce, isDev, isHttps, thirdPartyOrigins = [] }: CspOptions): string {
  const extra = thirdPartyOrigins.map((o) => ` ${o}`).join('');
  const eval_ = isDev ? " 'unsafe-eval'" : '';
  const script = nonce
    ? `'self' 'nonce-${nonce}' 'strict-dynamic'${eval_}`
    : `'self' 'unsafe-inline'${extra}${eval_}`;
  const directives = [
    `default-src 'self'`,
    `script-src ${script}`,
    // No inline event handler runs, on any page (onclick="…" in stored content, say).
    `script-src-attr 'none'`,
    // React and Next set style attributes; inline styles cannot run code.
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data: blob:${extra}`,
    `font-src 'self'`,
    `connect-src 'self'${extra}${isDev ? ' ws:' : ''}`,
    `media-src 'self'`,
    `object-src 'none'`,
    `base-uri 'none'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
    ...(isHttps ? ['upgrade-insecure-requests'] : []),
    // Violations are stored (POST /api/csp-report) and counted in the console.
    ...cspReportDirectives(isHttps),
  ];
  return directives.join('; ');
}
