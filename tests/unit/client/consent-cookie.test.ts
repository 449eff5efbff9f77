import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CONSENT_COOKIE,
  CONSENT_VERSION,
  parseConsent,
  readConsent,
  readCookie,
  serializeConsent,
  type Consent,
} from '@/lib/client/consent-cookie';
import { randomId } from '@/lib/client/random-id';
import { writeConsent } from '@/lib/client/save-consent';
import { fakeCookieDocument } from './fakes';

const consent: Consent = {
  id: 'a1b2c3d4e5f60718293a4b5c6d7e8f90',
  version: CONSENT_VERSION,
  date: '2026-11-21T10:00:00.000Z',
  preference: true,
  statistics: false,
  marketing: true,
  recorded: true,
};

describe('the consent cookie', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the choice with its version, date and id', () => {
    expect(parseConsent(serializeConsent(consent))).toEqual(consent);
  });

  it.each([
    ['another version', { ...JSON.parse(serializeConsent(consent)), v: CONSENT_VERSION + 1 }],
    ['no id', { ...JSON.parse(serializeConsent(consent)), id: undefined }],
    ['a malformed id', { ...JSON.parse(serializeConsent(consent)), id: 'short' }],
    ['no valid date', { ...JSON.parse(serializeConsent(consent)), d: 'yesterday' }],
  ])('counts %s as no choice', (_name, stored) => {
    expect(parseConsent(JSON.stringify(stored))).toBeNull();
  });

  it('counts garbage and a missing cookie as no choice', () => {
    expect(parseConsent('{not json')).toBeNull();
    expect(parseConsent(undefined)).toBeNull();
  });

  it('is written for 365 days, path /, SameSite=Lax, and read back', () => {
    const doc = fakeCookieDocument();
    vi.stubGlobal('document', doc);
    vi.stubGlobal('location', { protocol: 'http:' });
    writeConsent(consent);
    const written = doc.written.at(-1)!;
    expect(written.startsWith(`${CONSENT_COOKIE}=`)).toBe(true);
    expect(written).toMatch(/sameSite=lax/i);
    const days = (Date.parse(/expires=([^;]+)/.exec(written)![1]!) - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(365);
    expect(readConsent()).toEqual(consent);
  });

  it('reads a cookie among others, decoded, and nothing for a missing or broken one', () => {
    const jar = 'a=1; cookie_consent_old=x; cookie_consent=%7B%22v%22%3A1%7D; b=2';
    expect(readCookie('cookie_consent', jar)).toBe('{"v":1}');
    expect(readCookie('missing', jar)).toBeUndefined();
    expect(readCookie('bad', 'bad=%E0%A4%A')).toBeUndefined();
  });

  it('makes random ids of 32 hex digits, each different', () => {
    const ids = new Set(Array.from({ length: 50 }, randomId));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/);
  });
});
