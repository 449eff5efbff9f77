import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { installerApplicationSchema } from '@/lib/validation/installer-application';

const valid = {
  firstName: 'Luca',
  lastName: 'Rossi',
  jobTitle: 'Installer',
  company: 'Energia Srl',
  email: 'luca@example.it',
  phone: '+39 02 1234 5678',
  applyUpcoming: 'yes',
  trainingId: '2',
  address: 'Via Roma 1',
  city: 'Milano',
  country: 'IT',
  zip: '20100',
  consent: true,
};

const errorsOf = (input: unknown) => {
  const result = installerApplicationSchema.safeParse(input);
  return result.success ? {} : z.flattenError(result.error).fieldErrors;
};

describe('installer application schema', () => {
  it('accepts a complete application; details are optional', () => {
    expect(installerApplicationSchema.parse(valid)).toMatchObject({ ...valid, details: '' });
  });

  it('says "Please fill in" for every missing field, the consent apart', () => {
    const errors = errorsOf({ consent: false });
    const required = ['firstName', 'lastName', 'jobTitle', 'company', 'email', 'phone'];
    required.push('applyUpcoming', 'address', 'city', 'country', 'zip');
    for (const field of required) expect(errors[field as 'city'], field).toEqual(['pleaseFillIn']);
    expect(errors.consent).toEqual(['consentRequired']);
    expect(errors.details).toBeUndefined();
  });

  it('needs a preferred session only when applying for the upcoming training', () => {
    expect(errorsOf({ ...valid, trainingId: '' }).trainingId).toEqual(['pleaseFillIn']);
    expect(errorsOf({ ...valid, applyUpcoming: 'no', trainingId: '' })).toEqual({});
  });

  it('reports the missing session together with the other missing fields', () => {
    const errors = errorsOf({ applyUpcoming: 'yes' });
    expect(errors.trainingId).toEqual(['pleaseFillIn']);
    expect(errors.firstName).toEqual(['pleaseFillIn']);
  });

  it('takes only yes / no and a numeric session id', () => {
    expect(errorsOf({ ...valid, applyUpcoming: 'maybe' }).applyUpcoming).toEqual(['pleaseFillIn']);
    expect(errorsOf({ ...valid, trainingId: '1 OR 1=1' }).trainingId).toEqual(['pleaseFillIn']);
    expect(errorsOf({ ...valid, trainingId: '99999999999' }).trainingId).toEqual(['pleaseFillIn']);
  });

  it('checks the email and the lengths', () => {
    expect(errorsOf({ ...valid, email: 'luca' }).email).toEqual(['emailInvalid']);
    expect(errorsOf({ ...valid, zip: '1'.repeat(21) }).zip).toEqual(['tooLong']);
    expect(errorsOf({ ...valid, details: 'x'.repeat(5001) }).details).toEqual(['tooLong']);
  });

  it('does not crash on a body that is not an object', () => {
    expect(installerApplicationSchema.safeParse(null).success).toBe(false);
    expect(installerApplicationSchema.safeParse('x').success).toBe(false);
  });
});
