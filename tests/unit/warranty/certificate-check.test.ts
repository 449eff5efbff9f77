import { describe, expect, it } from 'vitest';
import {
  MAX_CODE_INPUT,
  certificateCheckSchema,
  normalizeCertificateCode,
} from '@/lib/validation/certificate-check';

// The certificate check's form (requirements: Warranty): what a person types or pastes becomes
// the code, or is refused.

const code = 'AbCdEfGhIjKlMnOpQrSt_-';
const parse = (value: unknown) => certificateCheckSchema.safeParse({ code: value });

describe('the certificate check form', () => {
  it('drops spaces and line breaks, and keeps the last segment of a pasted address', () => {
    expect(normalizeCertificateCode(` ${code}\n`)).toBe(code);
    expect(normalizeCertificateCode('AbCdE fGhIj\tKlMnO pQrSt_-')).toBe(code);
    expect(normalizeCertificateCode(`https://voltara.com/de/warranty/verify/${code}/`)).toBe(code);
    expect(normalizeCertificateCode(`/warranty/verify/${code}?utm_source=qr#top`)).toBe(code);
    expect(normalizeCertificateCode('   ')).toBe('');
  });

  it('accepts a code of the certificate format only, case kept', () => {
    expect(parse(` ${code} `)).toMatchObject({ success: true, data: { code } });
    expect(parse(code.toLowerCase())).toMatchObject({ data: { code: code.toLowerCase() } });
    for (const bad of ['', code.slice(1), `${code}A`, code.replace('_', '!'), "'; DROP TABLE"]) {
      expect(parse(bad).success, bad).toBe(false);
    }
    expect(parse(undefined).success).toBe(false);
    expect(parse(null).success).toBe(false);
    // A long input is refused, even one that would end in a good code.
    expect(parse(`${' '.repeat(MAX_CODE_INPUT)}${code}`).success).toBe(false);
  });
});
