import * as z from './zod-mini';
import { isCountryCode } from '@/lib/countries';
import { callingCodeOf } from './phone-codes';

// Account rules, one schema per input, shared by the forms (zodResolver) and the API
// (lib/server/api/routes/account.ts). Every message is a key of Account.errors: the browser
// translates it, the API sends it as is.

export const accountErrorKeys = [
  'usernameFormat',
  'usernameTaken',
  'passwordFormat',
  'passwordsDiffer',
  'emailRequired',
  'emailFormat',
  'emailTaken',
  'nicknameFormat',
  'countryRequired',
  'phoneFormat',
  'phoneTaken',
  'codeFormat',
  'codeIncorrect',
  'codeExpired',
  'codeTooManyTries',
  'emailOrCodeIncorrect',
  'accountNotFound',
  'termsRequired',
  'identifierFormat',
  'credentialsIncorrect',
  'phoneCredentialsIncorrect',
  'currentPasswordIncorrect',
  'passwordIncorrect',
  'verificationFailure',
  'accountLocked',
  'accountDisabled',
  'resendTooSoon',
  'codeNotSent',
  'tooManyRequests',
  'invalid',
] as const;

export type AccountErrorKey = (typeof accountErrorKeys)[number];

const key = <K extends AccountErrorKey>(k: K) => k;

/** The request header that carries a solved puzzle's single-use token. */
export const CAPTCHA_HEADER = 'x-captcha-token';

/** Username 5–20 characters: letters, digits, dot or underscore, a letter first. */
export const USERNAME = /^[A-Za-z][A-Za-z0-9._]{4,19}$/;
/** Password 8–20 characters, no spaces (printable ASCII, so nothing confusable). */
const PASSWORD = /^[\x21-\x7e]{8,20}$/;
const PASSWORD_CLASSES = [/[A-Z]/, /[a-z]/, /[0-9]/, /[^A-Za-z0-9]/];
export const LIMITS = { email: 254, nickname: 30, identifier: 254, password: 128 } as const;

export function isValidPassword(value: string): boolean {
  return PASSWORD.test(value) && PASSWORD_CLASSES.filter((r) => r.test(value)).length >= 3;
}

export const usernameRule = z
  .string({ error: key('usernameFormat') })
  .check(z.regex(USERNAME, key('usernameFormat')));

export const passwordRule = z
  .string({ error: key('passwordFormat') })
  .check(z.refine(isValidPassword, key('passwordFormat')));

export const emailRule = z.pipe(
  z
    .string({ error: key('emailRequired') })
    .check(
      z.trim(),
      z.minLength(1, key('emailRequired')),
      z.maxLength(LIMITS.email, key('emailFormat')),
    ),
  z.email(key('emailFormat')).check(z.toLowerCase()),
);

// A nickname may be written in any script, but not look like another (no compatibility forms
// such as fullwidth letters, no invisible characters, no Latin mixed with Cyrillic or Greek) and
// carry no markup or query syntax.
const NICKNAME = /^[\p{L}\p{N}][\p{L}\p{M}\p{N} ._'-]*$/u;
const LOOKALIKE_SCRIPTS = [/\p{Script=Latin}/u, /\p{Script=Cyrillic}/u, /\p{Script=Greek}/u];

export function isValidNickname(value: string): boolean {
  return (
    value.length <= LIMITS.nickname &&
    NICKNAME.test(value) &&
    value.normalize('NFKC') === value &&
    !/ {2}/.test(value) &&
    LOOKALIKE_SCRIPTS.filter((r) => r.test(value)).length <= 1
  );
}

export const nicknameRule = z
  .string({ error: key('nicknameFormat') })
  .check(z.trim(), z.refine(isValidNickname, key('nicknameFormat')));

export const countryRule = z
  .string({ error: key('countryRequired') })
  .check(z.refine(isCountryCode, key('countryRequired')));

/** The national number as typed: digits with spaces, dashes or dots between them. */
const NATIONAL = /^[0-9](?:[ .-]?[0-9]){3,13}$/;
// A leading trunk 0 is dropped in international form, except where it is part of the number.
const KEEPS_LEADING_ZERO = new Set(['IT', 'SM', 'VA']);

/** The number in E.164 (+4915112345678), or undefined when it cannot be one. */
export function toE164(country: string, national: string): string | undefined {
  const calling = callingCodeOf(country);
  if (!calling || !NATIONAL.test(national.trim())) return undefined;
  let digits = national.replace(/\D/g, '');
  if (!KEEPS_LEADING_ZERO.has(country)) digits = digits.replace(/^0+/, '');
  const full = `${calling}${digits}`;
  return digits.length >= 4 && full.length <= 15 ? `+${full}` : undefined;
}

export const phoneRule = z
  .string({ error: key('phoneFormat') })
  .check(z.trim(), z.regex(NATIONAL, key('phoneFormat')));

export const codeRule = z
  .string({ error: key('codeFormat') })
  .check(z.trim(), z.regex(/^[0-9]{6}$/, key('codeFormat')));

export const termsRule = z.literal(true, { error: key('termsRequired') });

type Ctx = z.$RefinementCtx<unknown>;

/** A phone number of the country: both valid on their own, together a possible E.164 number. */
function checkPhone(ctx: Ctx, country: unknown, phone: unknown, path = 'phone') {
  if (typeof country !== 'string' || typeof phone !== 'string') return;
  // A malformed number has its own issue already; here only one the country cannot have.
  if (isCountryCode(country) && NATIONAL.test(phone.trim()) && !toE164(country, phone)) {
    ctx.addIssue({ code: 'custom', path: [path], message: key('phoneFormat') });
  }
}

// Cross-field checks run on any object, so each is reported together with the field errors (by
// default zod skips them until every field has the right type).
const whenObject = {
  when: (payload: z.ParsePayload) => typeof payload.value === 'object' && payload.value !== null,
};

// Only compared with the password, never stored (and the body is capped at 32 KB).
const confirmPassword = z.string({ error: key('passwordsDiffer') });

const passwordsMatch = (v: { password?: unknown; confirmPassword?: unknown }) =>
  v.password === v.confirmPassword;
const confirmIssue = { path: ['confirmPassword'], message: key('passwordsDiffer'), ...whenObject };

export const channels = ['email', 'phone'] as const;
const channelRule = z.enum(channels, { error: key('invalid') });

/** An optional field the form sends as '' when hidden. */
const unlessEmpty = <O>(rule: z.ZodMiniType<O, string>) =>
  z.pipe(
    // Typed as the rule's input: the rule itself checks what it really is.
    z.transform((v: unknown) => (v === '' || v === null ? undefined : v) as string | undefined),
    z.optional(rule),
  );

const signUpFields = z.object({
  country: countryRule,
  channel: channelRule,
  email: unlessEmpty(emailRule),
  phone: unlessEmpty(phoneRule),
  username: usernameRule,
  nickname: nicknameRule,
  password: passwordRule,
  confirmPassword,
  code: codeRule,
  terms: termsRule,
});

/** The address a code goes to: the e-mail or the phone of the chosen channel, required. */
function checkChannel(
  value: { channel?: unknown; email?: unknown; phone?: unknown; country?: unknown },
  ctx: Ctx,
) {
  if (value.channel === 'email' && value.email === undefined) {
    ctx.addIssue({ code: 'custom', path: ['email'], message: key('emailRequired') });
  }
  if (value.channel === 'phone') {
    if (value.phone === undefined) {
      ctx.addIssue({ code: 'custom', path: ['phone'], message: key('phoneFormat') });
    } else checkPhone(ctx, value.country, value.phone);
  }
}

/** Sign up: one of phone or e-mail (by channel), the code sent to it, terms. */
export const signUpSchema = signUpFields.check(
  z.superRefine(checkChannel, whenObject),
  z.refine(passwordsMatch, confirmIssue),
);

/** Sign up: send a code to the phone or e-mail (after the puzzle). */
export const signUpCodeSchema = z
  .object({
    country: countryRule,
    channel: channelRule,
    email: unlessEmpty(emailRule),
    phone: unlessEmpty(phoneRule),
  })
  .check(z.superRefine(checkChannel, whenObject));

/** Login: e-mail, username or phone (international form), password, terms. */
export const signInSchema = z.object({
  identifier: z.string({ error: key('identifierFormat') }).check(
    z.trim(),
    z.minLength(1, key('identifierFormat')),
    z.maxLength(LIMITS.identifier, key('identifierFormat')),
    z.refine((v) => classifyIdentifier(v) !== undefined, key('identifierFormat')),
  ),
  password: passwordRule,
  terms: termsRule,
});

export type Identifier =
  | { kind: 'email'; value: string }
  | { kind: 'username'; value: string }
  | { kind: 'phone'; value: string };

const INTERNATIONAL = /^(?:\+|00)?[1-9](?:[ .-]?[0-9]){6,14}$/;

/** What the login field holds: an e-mail, a phone number (+ or 00 and the country code), a username. */
export function classifyIdentifier(raw: string): Identifier | undefined {
  const value = raw.trim();
  if (value.includes('@')) {
    const email = emailRule.safeParse(value);
    return email.success ? { kind: 'email', value: email.data } : undefined;
  }
  if (INTERNATIONAL.test(value)) {
    const digits = value.replace(/^00/, '').replace(/\D/g, '');
    return digits.length <= 15 ? { kind: 'phone', value: `+${digits}` } : undefined;
  }
  return USERNAME.test(value) ? { kind: 'username', value } : undefined;
}

/** requirements: Accounts — recovery step 1: the e-mail that receives the code. */
export const recoverCodeSchema = z.object({ email: emailRule });

/** requirements: Accounts — recovery step 2: the code and the new password twice. */
export const resetPasswordSchema = z
  .object({
    email: emailRule,
    code: codeRule,
    password: passwordRule,
    confirmPassword,
  })
  .check(z.refine(passwordsMatch, confirmIssue));

/** Personal center: the profile's own fields. */
export const profileSchema = z.object({ nickname: nicknameRule, country: countryRule });

/** Personal center: a new e-mail address, confirmed by a code sent to it. */
export const emailCodeSchema = z.object({ email: emailRule });
export const changeEmailSchema = z.object({ email: emailRule, code: codeRule });

/** Personal center: a new phone number, confirmed by a code sent to it. */
export const phoneCodeSchema = z
  .object({ country: countryRule, phone: phoneRule })
  .check(z.superRefine((v, ctx) => checkPhone(ctx, v.country, v.phone), whenObject));
export const changePhoneSchema = z
  .object({ country: countryRule, phone: phoneRule, code: codeRule })
  .check(z.superRefine((v, ctx) => checkPhone(ctx, v.country, v.phone), whenObject));

const currentPassword = z
  .string({ error: key('currentPasswordIncorrect') })
  .check(
    z.minLength(1, key('currentPasswordIncorrect')),
    z.maxLength(LIMITS.password, key('currentPasswordIncorrect')),
  );

/** Personal center: change the password (the current one, the new one twice). */
export const changePasswordSchema = z
  .object({
    currentPassword,
    password: passwordRule,
    confirmPassword,
  })
  .check(z.refine(passwordsMatch, confirmIssue));

/** Personal center: delete the account, the password required. */
export const deleteAccountSchema = z.object({
  password: z
    .string({ error: key('passwordIncorrect') })
    .check(
      z.minLength(1, key('passwordIncorrect')),
      z.maxLength(LIMITS.password, key('passwordIncorrect')),
    ),
});

export type SignUpInput = z.input<typeof signUpSchema>;
export type SignUpData = z.output<typeof signUpSchema>;
export type SignUpCodeInput = z.input<typeof signUpCodeSchema>;
export type SignUpCodeData = z.output<typeof signUpCodeSchema>;
export type SignInInput = z.input<typeof signInSchema>;
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;
export type ProfileInput = z.input<typeof profileSchema>;
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;
