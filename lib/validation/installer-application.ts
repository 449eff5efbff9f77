import * as z from './zod-mini';
import {
  HONEYPOT_FIELD,
  LIMITS,
  consentField,
  countryField,
  emailField,
  honeypotField,
  objectError,
  optionalText,
  phoneField,
  requiredLine,
  type ErrorKey,
} from './fields';

// A missing field of the installer form says "Please fill in" (requirements: Forms).
const FILL_IN: ErrorKey = 'pleaseFillIn';

/** requirements: Forms — apply for the upcoming training (yes) or no, contact me later. */
export const applyChoices = ['yes', 'no'] as const;

/** requirements: Forms — installer training application; only the details are optional. */
export const installerApplicationSchema = z
  .object(
    {
      firstName: requiredLine(FILL_IN, LIMITS.name),
      lastName: requiredLine(FILL_IN, LIMITS.name),
      jobTitle: requiredLine(FILL_IN),
      company: requiredLine(FILL_IN, LIMITS.company),
      email: emailField(FILL_IN),
      phone: phoneField(FILL_IN),
      applyUpcoming: z.enum(applyChoices, { error: FILL_IN }),
      /** The chosen session's id (the select's value); '' when contacted later. */
      trainingId: z._default(
        z.string({ error: FILL_IN }).check(z.regex(/^[1-9][0-9]{0,8}$|^$/, FILL_IN)),
        '',
      ),
      address: requiredLine(FILL_IN),
      city: requiredLine(FILL_IN, LIMITS.name),
      country: countryField(FILL_IN),
      zip: requiredLine(FILL_IN, LIMITS.zip),
      details: optionalText(LIMITS.message),
      consent: consentField,
      [HONEYPOT_FIELD]: honeypotField,
    },
    objectError,
  )
  // "Yes" needs a preferred time and location. Checked even while other fields are wrong, so
  // the visitor sees every missing field at once (zod skips refinements on invalid objects).
  .check(
    z.refine(
      (v: { applyUpcoming: string; trainingId: string }) =>
        v.applyUpcoming !== 'yes' || v.trainingId !== '',
      {
        path: ['trainingId'],
        message: FILL_IN,
        when: ({ value, issues }) =>
          typeof value === 'object' &&
          value !== null &&
          !issues.some((i) => ['applyUpcoming', 'trainingId'].includes(String(i.path?.[0]))),
      },
    ),
  );

export type InstallerApplicationInput = z.input<typeof installerApplicationSchema>;
export type InstallerApplicationData = z.output<typeof installerApplicationSchema>;
