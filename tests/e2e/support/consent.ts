// The cookie banner's choice as a test sets it up front. Most suites start with a recorded
// "decline" (playwright.config.ts), so the banner stays out of their way; the consent suite
// starts without one.
type Choice = { preference: boolean; statistics: boolean; marketing: boolean };

export const E2E_HOST = '127.0.0.1';
/** ANALYTICS_SRC and MARKETING_SRC of the e2e server: hosts no request may ever reach. */
export const ANALYTICS_SRC = 'https://analytics.voltara.test/tag.js';
export const MARKETING_SRC = 'https://ads.voltara.test/pixel.js';

export function consentCookie(choice: Choice, id = 'e2e0000000000000000000000000000a') {
  const bit = (value: boolean) => (value ? 1 : 0);
  const stored = {
    v: 1,
    id,
    d: new Date().toISOString(),
    p: bit(choice.preference),
    s: bit(choice.statistics),
    m: bit(choice.marketing),
    r: 1,
  };
  return {
    name: 'cookie_consent',
    value: encodeURIComponent(JSON.stringify(stored)),
    domain: E2E_HOST,
    path: '/',
    expires: Math.floor(Date.now() / 1000) + 30 * 86_400,
    httpOnly: false,
    secure: false,
    sameSite: 'Lax' as const,
  };
}

export const declined: Choice = { preference: false, statistics: false, marketing: false };

export const declinedConsentState = { cookies: [consentCookie(declined)], origins: [] };
