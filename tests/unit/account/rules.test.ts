import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { locales } from '@/lib/i18n/locales';
import {
  accountErrorKeys,
  changePasswordSchema,
  classifyIdentifier,
  isValidNickname,
  isValidPassword,
  resetPasswordSchema,
  signInSchema,
  signUpCodeSchema,
  signUpSchema,
  toE164,
  usernameRule,
} from '@/lib/validation/account';
import { callingCodeOf } from '@/lib/validation/phone-codes';

const errorsOf = (schema: z.ZodMiniType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? {} : z.flattenError(result.error).fieldErrors;
};

const valid = {
  country: 'DE',
  channel: 'email',
  email: 'Anna@Example.com',
  phone: '',
  username: 'Anna.Schmidt',
  nickname: 'Anna',
  password: 'Sunny-Day42',
  confirmPassword: 'Sunny-Day42',
  code: '123456',
  terms: true,
};

describe('username (5–20, letters, digits, dot, underscore, a letter first, no spaces)', () => {
  it.each(['anna5', 'Anna.Schmidt', 'a_b.c_d', 'A1234567890123456789'])('accepts %s', (name) => {
    expect(usernameRule.safeParse(name).success).toBe(true);
  });
  it.each([
    ['too short', 'anna'],
    ['too long', 'A12345678901234567890'],
    ['starts with a digit', '1anna'],
    ['starts with a dot', '.anna'],
    ['a space', 'anna s'],
    ['a hyphen', 'anna-s'],
    ['a Cyrillic а', 'аnna.s'],
    ['fullwidth letters', 'ａｎｎａｓ'],
    ['an accent', 'annaé'],
  ])('refuses %s with "username format is incorrect"', (_, name) => {
    expect(usernameRule.safeParse(name).error?.issues[0]?.message).toBe('usernameFormat');
  });
});

describe('password (8–20, no spaces, three of upper, lower, digits, special)', () => {
  it.each(['Sunny-Day42', 'abcdEFG1', 'abcd123!', 'ABCD123!', 'Abcdefg!', 'Aa1!Aa1!Aa1!Aa1!Aa1!'])(
    'accepts %s',
    (password) => expect(isValidPassword(password)).toBe(true),
  );
  it.each([
    ['7 characters', 'Abc12!x'],
    ['21 characters', 'Aa1!Aa1!Aa1!Aa1!Aa1!x'],
    ['two kinds only', 'abcdefgh1'],
    ['a space', 'Abcd 1234'],
    ['a tab', 'Abcd\t1234'],
    ['a letter outside ASCII', 'Pässwort1'],
    ['fullwidth digits', 'Abcdefg１'],
  ])('refuses %s', (_, password) => expect(isValidPassword(password)).toBe(false));

  it('says "password format is incorrect", and "entered passwords differ" on the confirmation', () => {
    expect(
      errorsOf(signUpSchema, { ...valid, password: 'short', confirmPassword: 'short' }),
    ).toEqual({
      password: ['passwordFormat'],
    });
    expect(errorsOf(signUpSchema, { ...valid, confirmPassword: 'Sunny-Day43' })).toEqual({
      confirmPassword: ['passwordsDiffer'],
    });
    // Said together with the other fields' errors, not only once they are right.
    expect(errorsOf(signUpSchema, { ...valid, username: 'x', confirmPassword: 'other' })).toEqual({
      username: ['usernameFormat'],
      confirmPassword: ['passwordsDiffer'],
    });
    for (const schema of [resetPasswordSchema, changePasswordSchema]) {
      const body = { email: 'a@b.co', code: '123456', currentPassword: 'x' };
      expect(
        errorsOf(schema, { ...body, password: 'Sunny-Day42', confirmPassword: 'Sunny-Day4' }),
      ).toEqual({ confirmPassword: ['passwordsDiffer'] });
    }
  });
});

describe('e-mail, nickname, country, phone, code and terms', () => {
  it('lowercases a well-formed e-mail and says "Incorrect email format" otherwise', () => {
    expect(signUpSchema.parse(valid).email).toBe('anna@example.com');
    for (const email of ['anna@', 'anna@example', 'an na@example.com', 'аnna@example.com']) {
      expect(errorsOf(signUpSchema, { ...valid, email }), email).toEqual({
        email: ['emailFormat'],
      });
    }
    expect(errorsOf(signUpSchema, { ...valid, email: '' })).toEqual({ email: ['emailRequired'] });
  });

  it('needs the e-mail or the phone of the chosen channel only', () => {
    expect(errorsOf(signUpSchema, { ...valid, channel: 'phone' })).toEqual({
      phone: ['phoneFormat'],
    });
    expect(
      signUpSchema.safeParse({ ...valid, channel: 'phone', phone: '0151 1234567' }).success,
    ).toBe(true);
    expect(errorsOf(signUpCodeSchema, { country: 'DE', channel: 'email', email: '' })).toEqual({
      email: ['emailRequired'],
    });
  });

  it.each(['Anna', '李伟', 'Jean-Luc O’Neil'.replace('’', "'"), 'Ålesund 2', 'Μαρία', 'Анна'])(
    'accepts the nickname %s',
    (nickname) => expect(isValidNickname(nickname)).toBe(true),
  );
  it.each([
    ['markup', '<b>Anna</b>'],
    ['SQL', "x'); DROP TABLE users;--"],
    ['Latin mixed with Cyrillic', 'Аnna'],
    ['fullwidth letters', 'Ａｎｎａ'],
    ['a zero-width space', 'An\u200bna'],
    ['31 characters', 'A'.repeat(31)],
    ['empty', ''],
  ])('refuses a nickname with %s ("nickname format is incorrect")', (_, nickname) => {
    expect(errorsOf(signUpSchema, { ...valid, nickname })).toEqual({
      nickname: ['nicknameFormat'],
    });
  });

  it('derives the phone code from the country and writes numbers in E.164', () => {
    expect(callingCodeOf('DE')).toBe('49');
    expect(callingCodeOf('CN')).toBe('86');
    expect(callingCodeOf('AU')).toBe('61');
    expect(callingCodeOf('AQ')).toBeUndefined();
    expect(toE164('DE', '0151 1234-5678')).toBe('+4915112345678');
    expect(toE164('CN', '138 0013 8000')).toBe('+8613800138000');
    expect(toE164('IT', '06 1234 5678')).toBe('+390612345678');
    expect(toE164('AQ', '123456')).toBeUndefined();
    expect(toE164('DE', '+49 151')).toBeUndefined();
    expect(
      errorsOf(signUpSchema, { ...valid, channel: 'phone', country: 'AQ', phone: '123456' }),
    ).toEqual({ phone: ['phoneFormat'] });
  });

  it('needs a country of the list, a 6-digit code and the terms', () => {
    expect(
      errorsOf(signUpSchema, { ...valid, country: 'XX', code: '12345', terms: false }),
    ).toEqual({
      country: ['countryRequired'],
      code: ['codeFormat'],
      terms: ['termsRequired'],
    });
  });
});

describe('login identifier', () => {
  it('tells an e-mail, a phone number and a username apart', () => {
    expect(classifyIdentifier(' Anna@Example.com ')).toEqual({
      kind: 'email',
      value: 'anna@example.com',
    });
    expect(classifyIdentifier('+49 151 1234 5678')).toEqual({
      kind: 'phone',
      value: '+4915112345678',
    });
    expect(classifyIdentifier('0049 151 12345678')).toEqual({
      kind: 'phone',
      value: '+4915112345678',
    });
    expect(classifyIdentifier('Anna.Schmidt')).toEqual({ kind: 'username', value: 'Anna.Schmidt' });
    expect(classifyIdentifier("' OR 1=1 --")).toBeUndefined();
  });
  it('refuses what is none of them, a missing password and unticked terms', () => {
    expect(errorsOf(signInSchema, { identifier: '<script>', password: '', terms: false })).toEqual({
      identifier: ['identifierFormat'],
      password: ['passwordFormat'],
      terms: ['termsRequired'],
    });
  });
});

describe('messages', () => {
  const account = (tag: string) =>
    JSON.parse(readFileSync(path.resolve('messages/account', `${tag}.json`), 'utf8')).Account;

  it.each(locales)('every rule and answer has its text in %s', (locale) => {
    const { errors } = account(locale);
    for (const key of accountErrorKeys) expect(errors[key], key).toMatch(/\S/);
  });

  it('says in English exactly the required texts', () => {
    const { errors, signUp, recover, menu } = account('en-US');
    expect(errors).toMatchObject({
      usernameFormat: 'username format is incorrect',
      passwordFormat: 'password format is incorrect',
      passwordsDiffer: 'entered passwords differ',
      emailFormat: 'Incorrect email format',
      emailTaken: 'email has already been registered',
      credentialsIncorrect: 'Username or password is incorrect',
      phoneCredentialsIncorrect: 'phone or password is incorrect',
      verificationFailure: 'Verification failure',
      codeIncorrect: 'code is incorrect',
      emailOrCodeIncorrect: 'email or code is incorrect',
      accountNotFound: 'account does not exist',
    });
    expect(signUp.success).toBe('sign up success!');
    expect(recover.success).toBe('reset password success!');
    expect(menu.signedOut).toBe('Sign Out Successfully');
  });

  it.each(locales.filter((l) => !l.startsWith('en')))('is really translated in %s', (locale) => {
    const en = account('en-US').errors;
    const other = account(locale).errors;
    const same = accountErrorKeys.filter((k) => other[k] === en[k]);
    expect(same).toEqual([]);
  });
});
