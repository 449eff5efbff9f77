import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { newsletterSchema, userTypes } from '@/lib/validation/newsletter';

const valid = {
  email: 'max@example.com',
  name: 'Max',
  country: 'AT',
  userType: 'epc',
  consent: true,
};

const errorsOf = (input: unknown) => {
  const result = newsletterSchema.safeParse(input);
  return result.success ? {} : z.flattenError(result.error).fieldErrors;
};

describe('newsletter schema', () => {
  it('accepts a subscription without a company', () => {
    expect(newsletterSchema.parse(valid)).toMatchObject({ ...valid, company: '' });
  });

  it('offers the four audiences', () => {
    expect(userTypes).toEqual(['epc', 'distributor', 'installer', 'end_user']);
    for (const userType of userTypes) {
      expect(errorsOf({ ...valid, userType }).userType).toBeUndefined();
    }
    expect(errorsOf({ ...valid, userType: 'End User' }).userType).toEqual(['userTypeRequired']);
  });

  it('requires the privacy consent', () => {
    expect(errorsOf({ ...valid, consent: false }).consent).toEqual(['consentRequired']);
    expect(errorsOf({ ...valid, consent: 'true' }).consent).toEqual(['consentRequired']);
    expect(errorsOf({ ...valid, consent: undefined }).consent).toEqual(['consentRequired']);
  });

  it('names every missing required field', () => {
    expect(errorsOf({})).toEqual({
      email: ['emailRequired'],
      name: ['nameRequired'],
      country: ['countryRequired'],
      userType: ['userTypeRequired'],
      consent: ['consentRequired'],
    });
  });

  it('checks the email format and every length', () => {
    expect(errorsOf({ ...valid, email: 'max@' }).email).toEqual(['emailInvalid']);
    expect(errorsOf({ ...valid, name: 'x'.repeat(101) }).name).toEqual(['tooLong']);
    expect(errorsOf({ ...valid, company: 'x'.repeat(201) }).company).toEqual(['tooLong']);
  });
});
