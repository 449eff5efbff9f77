import { describe, expect, it } from 'vitest';
import {
  isVerifyPath,
  requestAddress,
  VERIFY_LIMIT,
  verifyWait,
} from '@/lib/security/verify-limit';
import { isKnownPath } from '@/lib/routes';
import { lastDayCovered, latestToday, termFor } from '@/lib/warranty/terms';

describe('the public check: route and per-address limit', () => {
  it('is a known route for any code, and limited for any code', () => {
    expect(isKnownPath('/warranty/verify/AbCdEfGhIjKlMnOpQrSt_-')).toBe(true);
    expect(isKnownPath('/warranty/verify/short')).toBe(true);
    expect(isVerifyPath('/warranty/verify/x')).toBe(true);
    expect(isVerifyPath("/warranty/verify/'%3B%20DROP")).toBe(true);
    expect(isVerifyPath('/support-center/warranty')).toBe(false);
  });

  it('allows VERIFY_LIMIT.points a minute per address, then says how long to wait', () => {
    const t0 = 1_000_000;
    for (let i = 0; i < VERIFY_LIMIT.points; i++) expect(verifyWait('203.0.113.1', t0)).toBeNull();
    expect(verifyWait('203.0.113.1', t0 + 1000)).toBe(59);
    expect(verifyWait('203.0.113.2', t0 + 1000)).toBeNull();
    expect(verifyWait('203.0.113.1', t0 + VERIFY_LIMIT.windowMs)).toBeNull();
  });

  it('reads the address the proxy in front appended', () => {
    const headers = new Headers({ 'x-forwarded-for': '1.1.1.1, 203.0.113.9' });
    expect(requestAddress(headers)).toBe('203.0.113.9');
  });
});

describe('warranty terms', () => {
  it('ends the day before the anniversary; 29 February ends on 28 February', () => {
    expect(termFor('2025-02-10', false)).toEqual({
      years: 5,
      withMaintenance: false,
      validUntil: '2030-02-09',
    });
    expect(termFor('2025-02-10', true)).toEqual({
      years: 10,
      withMaintenance: true,
      validUntil: '2035-02-09',
    });
    expect(lastDayCovered('2024-02-29', 5)).toBe('2029-02-28');
    expect(lastDayCovered('2024-03-01', 1)).toBe('2025-02-28');
  });

  it('takes "today" in the furthest-ahead time zone', () => {
    expect(latestToday(new Date('2026-11-24T09:59:00Z'))).toBe('2026-11-24');
    expect(latestToday(new Date('2026-11-24T10:00:00Z'))).toBe('2026-11-25');
  });
});
