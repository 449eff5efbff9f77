import * as z from './zod-mini';
import { emailField, LIMITS, requiredLine, requiredText } from './fields';
import { languageCodes } from '@/lib/i18n/locales';
import { apiScopes, readScopes, type ApiScope } from '@/lib/open-api/scopes';

// Live access to the Open API (docs/requirements.md, Open API platform): what a signed-in user
// sends to apply in the personal center's API console, and what staff send in the console to
// decide an application, grant access directly, or give a live key `control`. No server
// imports: the browser loads it. Messages are keys of Forms.errors; each form shows its own
// sentence per field.

export const USE_CASE_MAX = 2000;
export const SYSTEMS_MAX = 1_000_000;
export const REJECT_REASON_MAX = 1000;

/** A whole number of systems, at least one. */
const systemsCount = z
  .int({ error: 'pleaseFillIn' })
  .check(z.gte(1, 'pleaseFillIn'), z.lte(SYSTEMS_MAX, 'invalid'));

/** The scopes asked for: at least one read scope; `control` may be asked for beside them. */
const wantedScopes = z.array(z.enum(apiScopes, { error: 'invalid' })).check(
  z.maxLength(apiScopes.length, 'invalid'),
  z.refine(
    (scopes: ApiScope[]) => scopes.some((s) => (readScopes as readonly string[]).includes(s)),
    'pleaseFillIn',
  ),
);

const applicationFields = {
  company: requiredLine('companyRequired', LIMITS.company),
  useCase: requiredText('pleaseFillIn', USE_CASE_MAX),
  systemsCount,
  scopes: wantedScopes,
};

/** An application for live access, with the terms accepted. */
export const liveAccessApplicationSchema = z.strictObject({
  ...applicationFields,
  terms: z.literal(true, { error: 'consentRequired' }),
});

/** A rejection says why: the applicant reads it in the personal center and the mail. */
export const rejectApplicationSchema = z.strictObject({
  reason: requiredText('pleaseFillIn', REJECT_REASON_MAX).check(z.minLength(3, 'pleaseFillIn')),
});

/**
 * Staff grant an account live access directly, by its e-mail, with what they know of the use
 * (kept like an application's) and the language of the account's mail.
 */
export const grantLiveAccessSchema = z.strictObject({
  email: emailField('emailRequired'),
  ...applicationFields,
  language: z._default(z.enum(languageCodes, { error: 'invalid' }), 'en'),
});

/** Staff give a live key `control`, or take it away. */
export const keyControlSchema = z.strictObject({
  control: z.boolean({ error: 'invalid' }),
});
