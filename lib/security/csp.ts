// Content-Security-Policy for every response. Pages get a fresh nonce per request with
// 'strict-dynamic', so only scripts Next itself inserts run; no 'unsafe-eval' outside dev
// (React's dev tooling needs eval).
type CspOptions = { nonce?: string; isDev: boolean; isHttps: boolean };

export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

export function buildCsp({ nonce, isDev, isHttps }: CspOptions): string {
  const script = nonce
    ? `'self' 'nonce-${nonce}' 'strict-dynamic'${isDev ? " 'unsafe-eval'" : ''}`
    : `'self'`;
  const directives = [
    `default-src 'self'`,
    `script-src ${script}`,
    // React and Next set style attributes; inline styles cannot run code.
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data: blob:`,
    `font-src 'self'`,
    `connect-src 'self'${isDev ? ' ws:' : ''}`,
    `media-src 'self'`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
    ...(isHttps ? ['upgrade-insecure-requests'] : []),
  ];
  return directives.join('; ');
}
