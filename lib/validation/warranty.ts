import * as z from './zod-mini';
import { isCountryCode } from '@/lib/countries';
import { normalizeSerial } from '@/lib/warranty/serial';

// The inputs of product registration, transfer and the console. Every message is a key
// of Warranty.errors: the browser translates it, the API sends it as is.

export const warrantyErrorKeys = [
  'serialRequired',
  'serialFormat',
  'serialCheck',
  'serialUnknown',
  'serialRegistered',
  'serialRepeated',
  'serialNotHybrid',
  'serialNotModule',
  'towerSize',
  'towerCount',
  'dateRequired',
  'dateBeforeManufacture',
  'dateInFuture',
  'addressRequired',
  'countryRequired',
  'certificateUnknown',
  'notInstaller',
  'emailRequired',
  'emailFormat',
  'ownEmail',
  'codeFormat',
  'codeIncorrect',
  'codeExpired',
  'codeUsed',
  'codeWrongAccount',
  'notFound',
  'notActive',
  'transferPending',
  'reasonRequired',
  'tooManyRequests',
  'tooLong',
  'invalid',
] as const;

export type WarrantyErrorKey = (typeof warrantyErrorKeys)[number];

const key = <K extends WarrantyErrorKey>(k: K) => k;

/** The products go together: a hybrid unit with 1–4 towers of 1–6 battery modules each. */
export const MAX_TOWERS = 4;
export const MAX_MODULES_PER_TOWER = 6;
export const CODE_PATTERN = /^[A-Z0-9]{10}$/;
export const LIMITS = { address: 300, email: 254, certificate: 20, reason: 500 } as const;

const serialField = z
  .string({ error: key('serialRequired') })
  .check(
    z.overwrite(normalizeSerial),
    z.minLength(1, key('serialRequired')),
    z.maxLength(32, key('serialFormat')),
  );

const oneLine = (s: string) =>
  s
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

export const registrationSchema = z.object({
  hybrid: serialField,
  towers: z
    .array(z.array(serialField, { error: key('towerSize') }), { error: key('towerCount') })
    .check(z.minLength(1, key('towerCount')), z.maxLength(MAX_TOWERS, key('towerCount'))),
  installedOn: z.iso.date(key('dateRequired')),
  address: z
    .string({ error: key('addressRequired') })
    .check(
      z.overwrite(oneLine),
      z.minLength(1, key('addressRequired')),
      z.maxLength(LIMITS.address, key('tooLong')),
    ),
  country: z
    .string({ error: key('countryRequired') })
    .check(z.refine(isCountryCode, key('countryRequired'))),
  /** VC-<number>, the installer's technical certificate; '' when there is none. */
  certificate: z._default(
    z.string().check(
      z.overwrite((s) => s.trim().toUpperCase()),
      z.maxLength(LIMITS.certificate, key('certificateUnknown')),
    ),
    '',
  ),
});

export type Registration = z.output<typeof registrationSchema>;

const emailField = z.pipe(
  z.string({ error: key('emailRequired') }).check(
    z.overwrite((s) => s.trim().toLowerCase()),
    z.minLength(1, key('emailRequired')),
    z.maxLength(LIMITS.email, key('tooLong')),
  ),
  z.email(key('emailFormat')),
);

/** A certified installer registers for a customer, who confirms with a code by e-mail. */
export const installerRegistrationSchema = z.extend(registrationSchema, {
  ownerEmail: emailField,
});

export const transferSchema = z.object({ email: emailField });

export const codeSchema = z.object({
  code: z.string({ error: key('codeFormat') }).check(
    z.overwrite((s) => s.trim().toUpperCase().replace(/[\s-]/g, '')),
    z.regex(CODE_PATTERN, key('codeFormat')),
  ),
});

export const voidSchema = z.object({
  reason: z
    .string({ error: key('reasonRequired') })
    .check(
      z.overwrite(oneLine),
      z.minLength(3, key('reasonRequired')),
      z.maxLength(LIMITS.reason, key('tooLong')),
    ),
});

/** The public verification code: 22 base64url characters (128 random bits). */
export const VERIFY_CODE = /^[A-Za-z0-9_-]{22}$/;
