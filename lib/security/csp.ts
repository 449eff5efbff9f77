// Content-Security-Policy for every response. Pages get a fresh nonce per request with
// 'strict-dynamic', so only scripts Next itself inserts run; no 'unsafe-eval' outside dev
// (React's dev tooling needs eval).
type CspOptions = {
  nonce?: string;
  isDev: boolean;
  isHttps: boolean;
  /**
   * Origins of the consent-gated analytics and advertising scripts (ANALYTICS_SRC,
   * MARKETING_SRC). Their script element is allowed by 'strict-dynamic' (our own nonce'd code
   * inserts it, only after consent); these origins let it report back (connect-src, img-src).
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
  const script = nonce
    ? `'self' 'nonce-${nonce}' 'strict-dynamic'${isDev ? " 'unsafe-eval'" : ''}`
    : `'self'`;
  const directives = [
    `default-src 'self'`,
    `script-src ${script}`,
    // React and Next set style attributes; inline styles cannot run code.
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data: blob:${extra}`,
    `font-src 'self'`,
    `connect-src 'self'${extra}${isDev ? ' ws:' : ''}`,
    `media-src 'self'`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
    ...(isHttps ? ['upgrade-insecure-requests'] : []),
  ];
  return directives.join('; ');
}
