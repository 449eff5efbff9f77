import * as z from './zod-mini';
import {
  HONEYPOT_FIELD,
  LIMITS,
  consentField,
  countryField,
  emailField,
  honeypotField,
  objectError,
  optionalLine,
  requiredLine,
  type ErrorKey,
} from './fields';

/** Newsletter audiences; the values the database stores (newsletter_user_type_check). */
export const userTypes = ['epc', 'distributor', 'installer', 'end_user'] as const;

/** requirements: Forms — newsletter subscription; the company is the one optional field. */
export const newsletterSchema = z.object(
  {
    email: emailField('emailRequired'),
    name: requiredLine('nameRequired', LIMITS.name),
    country: countryField('countryRequired'),
    company: optionalLine(LIMITS.company),
    userType: z.enum(userTypes, { error: 'userTypeRequired' satisfies ErrorKey }),
    consent: consentField,
    [HONEYPOT_FIELD]: honeypotField,
  },
  objectError,
);

export type NewsletterInput = z.input<typeof newsletterSchema>;
export type NewsletterData = z.output<typeof newsletterSchema>;
