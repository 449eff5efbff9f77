import * as z from './zod-mini';
import { isCountryCode } from '@/lib/countries';

// Building blocks of the form schemas. Every message is an i18n key of Forms.errors (the UI
// translates it; the API sends it as is), so browser and server report the same words.

/** Upper bounds for every field (length limits on every field). */
export const LIMITS = {
  name: 100,
  email: 254,
  phone: 40,
  company: 200,
  text: 200,
  zip: 20,
  message: 5000,
  honeypot: 500,
} as const;

export type ErrorKey =
  | 'nameRequired'
  | 'emailRequired'
  | 'telephoneRequired'
  | 'companyRequired'
  | 'messageRequired'
  | 'countryRequired'
  | 'userTypeRequired'
  | 'pleaseFillIn'
  | 'emailInvalid'
  | 'telephoneInvalid'
  | 'countryInvalid'
  | 'tooLong'
  | 'consentRequired'
  | 'alreadySubscribed'
  | 'invalid';

const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
const LINE_BREAK = /\r\n?|\n|\t/g;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

// PostgreSQL refuses NUL in text and a lone surrogate is no character: both are cleaned here, so
// hostile input is stored as text or refused with a field error, never a database error (500).
const wellFormed = (s: string) => s.replace(LONE_SURROGATE, '\ufffd');
const oneLine = (s: string) => wellFormed(s).replace(LINE_BREAK, ' ').replace(CONTROL, '').trim();
const multiLine = (s: string) => wellFormed(s).replace(/\r\n?/g, '\n').replace(CONTROL, '').trim();

// zod/mini, as every schema a form takes to the browser (the classic API would add about 90 KB
// gzipped to the contact and installer pages). The text is cleaned first, then measured.
const text = (clean: (s: string) => string, key: ErrorKey, max: number, min: 0 | 1) =>
  z
    .string({ error: key })
    .check(
      z.overwrite(clean),
      z.minLength(min, key),
      z.maxLength(max, 'tooLong' satisfies ErrorKey),
    );

/** A required one-line text: line breaks become spaces (names end up in mail subjects). */
export const requiredLine = (key: ErrorKey, max: number = LIMITS.text) =>
  text(oneLine, key, max, 1);

/** An optional one-line text, '' when left out. */
export const optionalLine = (max: number = LIMITS.text) =>
  z._default(text(oneLine, 'invalid', max, 0), '');

/** A required free text that keeps its line breaks. */
export const requiredText = (key: ErrorKey, max: number = LIMITS.message) =>
  text(multiLine, key, max, 1);

export const optionalText = (max: number = LIMITS.message) =>
  z._default(text(multiLine, 'invalid', max, 0), '');

/** requirements: Forms — the email must be well formed ("Please enter a valid email address"). */
export const emailField = (requiredKey: ErrorKey) =>
  z.pipe(requiredLine(requiredKey, LIMITS.email), z.email('emailInvalid' satisfies ErrorKey));

const PHONE = /^\+?[0-9 ()./-]+$/;

/** Digits with the usual separators, at least five digits. */
export const phoneField = (requiredKey: ErrorKey) =>
  requiredLine(requiredKey, LIMITS.phone).check(
    z.refine(
      (v: string) => PHONE.test(v) && v.replace(/\D/g, '').length >= 5,
      'telephoneInvalid' satisfies ErrorKey,
    ),
  );

/** An ISO 3166-1 alpha-2 code from lib/countries.ts (the select's values). */
export const countryField = (requiredKey: ErrorKey) =>
  z
    .string({ error: requiredKey })
    .check(
      z.minLength(1, requiredKey),
      z.refine(isCountryCode, 'countryInvalid' satisfies ErrorKey),
    );

/** requirements: Forms — consent is required to subscribe or apply. */
export const consentField = z
  .boolean({ error: 'consentRequired' satisfies ErrorKey })
  .check(z.refine((v: boolean) => v, 'consentRequired' satisfies ErrorKey));

/**
 * The honeypot: a field people never see (hidden from sight and assistive tech) that bots fill
 * in. Part of every schema so the browser sends it; the API answers a filled one with a fake
 * success before validating (lib/server/api/routes/forms.ts).
 */
export const HONEYPOT_FIELD = 'website';
export const honeypotField = z.optional(z.string().check(z.maxLength(LIMITS.honeypot)));

/** A body that is not a JSON object at all: one form-level error. */
export const objectError = { error: 'invalid' satisfies ErrorKey };
