import * as z from './zod-mini';
import {
  HONEYPOT_FIELD,
  LIMITS,
  countryField,
  emailField,
  honeypotField,
  objectError,
  phoneField,
  requiredLine,
  requiredText,
} from './fields';

/** Contact form, all fields required; the messages of requirements: Forms ("Name required", …). */
export const contactSchema = z.object(
  {
    name: requiredLine('nameRequired', LIMITS.name),
    country: countryField('countryRequired'),
    email: emailField('emailRequired'),
    telephone: phoneField('telephoneRequired'),
    company: requiredLine('companyRequired', LIMITS.company),
    message: requiredText('messageRequired', LIMITS.message),
    [HONEYPOT_FIELD]: honeypotField,
  },
  objectError,
);

export type ContactInput = z.input<typeof contactSchema>;
export type ContactData = z.output<typeof contactSchema>;
