import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contactSchema } from '@/lib/validation/contact';

const valid = {
  name: 'Anna Schmidt',
  country: 'DE',
  email: 'anna@example.com',
  telephone: '+49 (30) 123-4567',
  company: 'Sonnen Dach GmbH',
  message: 'Hello',
};

const errorsOf = (input: unknown) => {
  const result = contactSchema.safeParse(input);
  return result.success ? {} : z.flattenError(result.error).fieldErrors;
};

describe('contact schema', () => {
  it('accepts a complete request', () => {
    expect(contactSchema.safeParse(valid).success).toBe(true);
  });

  it('names every missing field with its required message', () => {
    expect(errorsOf({})).toEqual({
      name: ['nameRequired'],
      country: ['countryRequired'],
      email: ['emailRequired'],
      telephone: ['telephoneRequired'],
      company: ['companyRequired'],
      message: ['messageRequired'],
    });
  });

  it('treats blank and whitespace-only fields as missing', () => {
    const blank = { ...valid, name: '   ', company: '\n\t', message: ' \r\n ' };
    expect(errorsOf(blank)).toEqual({
      name: ['nameRequired'],
      company: ['companyRequired'],
      message: ['messageRequired'],
    });
  });

  it.each(['anna', 'anna@', '@example.com', 'anna example@x.com', 'a@b'])(
    'refuses the email %j with "Please enter a valid email address"',
    (email) => {
      expect(errorsOf({ ...valid, email }).email).toEqual(['emailInvalid']);
    },
  );

  it.each([
    ['name', 100],
    ['company', 200],
    ['message', 5000],
    ['telephone', 40],
  ])('limits %s to %i characters', (field, max) => {
    const at = field === 'telephone' ? '1'.repeat(max) : 'x'.repeat(max);
    expect(errorsOf({ ...valid, [field]: at })[field as 'name']).toBeUndefined();
    expect(errorsOf({ ...valid, [field]: `${at}1` })[field as 'name']).toEqual(['tooLong']);
  });

  it('limits the email to 254 characters', () => {
    const email = `${'a'.repeat(64)}@${'b'.repeat(185)}.com`;
    expect(email).toHaveLength(254);
    expect(errorsOf({ ...valid, email: `a${email}` }).email).toEqual(['tooLong']);
  });

  it('takes only ISO 3166 country codes', () => {
    expect(errorsOf({ ...valid, country: 'XX' }).country).toEqual(['countryInvalid']);
    expect(errorsOf({ ...valid, country: 'de' }).country).toEqual(['countryInvalid']);
    expect(errorsOf({ ...valid, country: 'CN' }).country).toBeUndefined();
  });

  it('wants a telephone number of digits and separators', () => {
    expect(errorsOf({ ...valid, telephone: 'call me' }).telephone).toEqual(['telephoneInvalid']);
    expect(errorsOf({ ...valid, telephone: '+1 2' }).telephone).toEqual(['telephoneInvalid']);
  });

  it('refuses wrong types with the field’s message', () => {
    expect(errorsOf({ ...valid, name: 42, email: ['a@b.co'] })).toEqual({
      name: ['nameRequired'],
      email: ['emailRequired'],
    });
  });

  it('trims, keeps line breaks in the message and removes control characters', () => {
    const parsed = contactSchema.parse({
      ...valid,
      name: '  Anna\nSchmidt\u0000 ',
      email: ' anna@example.com ',
      message: 'Line 1\r\nLine 2\u0007',
    });
    expect(parsed).toMatchObject({
      name: 'Anna Schmidt',
      email: 'anna@example.com',
      message: 'Line 1\nLine 2',
    });
  });

  it('keeps the honeypot field so the API can see it', () => {
    expect(contactSchema.parse({ ...valid, website: 'x' }).website).toBe('x');
  });
});
