import { describe, expect, it } from 'vitest';
import {
  checkCharacter,
  hasValidCheck,
  makeSerial,
  normalizeSerial,
  parseSerial,
} from '@/lib/warranty/serial';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

describe('serial numbers (ISO/IEC 7064 MOD 37,36)', () => {
  const serial = makeSerial('BM', 2025, 3, 12345);

  it('builds VT + family + YYMM + sequence + one check character', () => {
    expect(serial).toMatch(/^VTBM2503012345[0-9A-Z]$/);
    expect(serial).toHaveLength(15);
    expect(hasValidCheck(serial)).toBe(true);
  });

  it('matches the standard: the check makes the running sum end on 1 for any body', () => {
    // The check character is the only one of 36 that validates.
    const body = serial.slice(0, -1);
    const valid = [...ALPHABET].filter((c) => hasValidCheck(body + c));
    expect(valid).toEqual([checkCharacter(body)]);
  });

  it('catches every single-character substitution', () => {
    for (let i = 0; i < serial.length; i++) {
      for (const c of ALPHABET) {
        if (c === serial[i]) continue;
        const wrong = serial.slice(0, i) + c + serial.slice(i + 1);
        expect(hasValidCheck(wrong), wrong).toBe(false);
      }
    }
  });

  it('catches every swap of two different neighbouring characters', () => {
    for (const s of [serial, makeSerial('HU', 2024, 11, 907), makeSerial('DL', 2026, 1, 1)]) {
      for (let i = 0; i < s.length - 1; i++) {
        if (s[i] === s[i + 1]) continue;
        const swapped = s.slice(0, i) + s[i + 1] + s[i] + s.slice(i + 2);
        expect(hasValidCheck(swapped), swapped).toBe(false);
      }
    }
  });

  it('parses the parts and tolerates case, spaces and dashes', () => {
    const typed = `${serial.slice(0, 4).toLowerCase()} ${serial.slice(4, 8)}-${serial.slice(8)}`;
    expect(normalizeSerial(typed)).toBe(serial);
    expect(parseSerial(typed)).toEqual({
      ok: true,
      value: {
        serial,
        familyCode: 'BM',
        family: 'batteryModule',
        month: '2025-03-01',
        sequence: 12345,
      },
    });
  });

  it('tells a wrong shape from a wrong check character', () => {
    expect(parseSerial('VTXX2503012345A')).toEqual({ ok: false, problem: 'format' });
    expect(parseSerial('VTBM2513012345A')).toEqual({ ok: false, problem: 'format' });
    expect(parseSerial(serial.slice(0, -1))).toEqual({ ok: false, problem: 'format' });
    const last = serial.at(-1)!;
    const wrong = serial.slice(0, -1) + (last === '0' ? '1' : '0');
    expect(parseSerial(wrong)).toEqual({ ok: false, problem: 'check' });
  });
});
