import { z } from './zod';
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
  .transform(normalizeSerial)
  .pipe(z.string().min(1, key('serialRequired')).max(32, key('serialFormat')));

const oneLine = (s: string) =>
  s
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

export const registrationSchema = z.object({
  hybrid: serialField,
  towers: z
    .array(z.array(serialField, { error: key('towerSize') }), { error: key('towerCount') })
    .min(1, key('towerCount'))
    .max(MAX_TOWERS, key('towerCount')),
  installedOn: z.iso.date(key('dateRequired')),
  address: z
    .string({ error: key('addressRequired') })
    .transform(oneLine)
    .pipe(z.string().min(1, key('addressRequired')).max(LIMITS.address, key('tooLong'))),
  country: z
    .string({ error: key('countryRequired') })
    .refine(isCountryCode, key('countryRequired')),
  /** VC-<number>, the installer's technical certificate; '' when there is none. */
  certificate: z
    .string()
    .transform((s) => s.trim().toUpperCase())
    .pipe(z.string().max(LIMITS.certificate, key('certificateUnknown')))
    .default(''),
});

export type Registration = z.output<typeof registrationSchema>;

const emailField = z
  .string({ error: key('emailRequired') })
  .transform((s) => s.trim().toLowerCase())
  .pipe(
    z
      .string()
      .min(1, key('emailRequired'))
      .max(LIMITS.email, key('tooLong'))
      .pipe(z.email(key('emailFormat'))),
  );

/** A certified installer registers for a customer, who confirms with a code by e-mail. */
export const installerRegistrationSchema = registrationSchema.extend({ ownerEmail: emailField });

export const transferSchema = z.object({ email: emailField });

export const codeSchema = z.object({
  code: z
    .string({ error: key('codeFormat') })
    .transform((s) => s.trim().toUpperCase().replace(/[\s-]/g, ''))
    .pipe(z.string().regex(CODE_PATTERN, key('codeFormat'))),
});

export const voidSchema = z.object({
  reason: z
    .string({ error: key('reasonRequired') })
    .transform(oneLine)
    .pipe(z.string().min(3, key('reasonRequired')).max(LIMITS.reason, key('tooLong'))),
});

/** The public verification code: 22 base64url characters (128 random bits). */
export const VERIFY_CODE = /^[A-Za-z0-9_-]{22}$/;
