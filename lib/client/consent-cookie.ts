// The visitor's cookie choice, kept in a first-party cookie with the banner's
// version and the date it was made. A cookie of another version, or one that does not parse,
// counts as no choice: the banner asks again. Every page reads it, so reading needs no library;
// the banner writes it with js-cookie (./save-consent).
export const CONSENT_COOKIE = 'cookie_consent';
/** Raise when the categories or what they cover change: every visitor is asked again. */
export const CONSENT_VERSION = 1;
/** The cookie policy says 12 months. */
export const CONSENT_DAYS = 365;

export const optionalCategories = ['preference', 'statistics', 'marketing'] as const;
export type OptionalCategory = (typeof optionalCategories)[number];
export type ConsentChoice = Record<OptionalCategory, boolean>;

export type Consent = ConsentChoice & {
  /** Random id, also in the server's record, linking this browser to its proof of consent. */
  id: string;
  version: number;
  /** When the choice was made (ISO 8601). */
  date: string;
  /** Did the server store the record? If not, it is sent again on a later page. */
  recorded: boolean;
};

type Stored = { v: number; id: string; d: string; p: 0 | 1; s: 0 | 1; m: 0 | 1; r: 0 | 1 };

const ID = /^[A-Za-z0-9_-]{16,64}$/;
const bit = (value: boolean): 0 | 1 => (value ? 1 : 0);

export function serializeConsent(consent: Consent): string {
  const stored: Stored = {
    v: consent.version,
    id: consent.id,
    d: consent.date,
    p: bit(consent.preference),
    s: bit(consent.statistics),
    m: bit(consent.marketing),
    r: bit(consent.recorded),
  };
  return JSON.stringify(stored);
}

export function parseConsent(value: string | undefined): Consent | null {
  if (!value) return null;
  try {
    const stored = JSON.parse(value) as Partial<Stored>;
    if (stored.v !== CONSENT_VERSION || typeof stored.id !== 'string' || !ID.test(stored.id)) {
      return null;
    }
    if (typeof stored.d !== 'string' || Number.isNaN(Date.parse(stored.d))) return null;
    return {
      id: stored.id,
      version: stored.v,
      date: stored.d,
      preference: stored.p === 1,
      statistics: stored.s === 1,
      marketing: stored.m === 1,
      recorded: stored.r === 1,
    };
  } catch {
    return null;
  }
}

/** A cookie's value as js-cookie writes it (percent-encoded), or undefined. */
export function readCookie(name: string, cookies: string = document.cookie): string | undefined {
  for (const pair of cookies.split('; ')) {
    const at = pair.indexOf('=');
    if (pair.slice(0, at) !== name) continue;
    try {
      return decodeURIComponent(pair.slice(at + 1));
    } catch {
      return undefined;
    }
  }
  return undefined;
}

export function readConsent(): Consent | null {
  return parseConsent(readCookie(CONSENT_COOKIE));
}
