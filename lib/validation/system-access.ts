import * as z from './zod-mini';
import { emailRule } from './account';
import { normalizeSerial } from '@/lib/warranty/serial';

// What the personal center sends to let another account reach one of the owner's systems
// through the Open API (docs/requirements.md, Open API platform). No server imports: the browser
// loads it. The account is named by its e-mail address (the owner's own meaning their own keys);
// `control` adds changing the operating mode to reading.

/** Active consents a system may have at once, so an owner's list stays readable and bounded. */
export const MAX_CONSENTS_PER_SYSTEM = 10;

export const grantSystemAccessSchema = z.strictObject({
  /** The system's main serial, as the owner's list names it (lib/server/open-api/consents.ts). */
  serial: z
    .string({ error: 'invalid' })
    .check(z.overwrite(normalizeSerial), z.minLength(1, 'invalid'), z.maxLength(40, 'invalid')),
  email: emailRule,
  control: z._default(z.boolean({ error: 'invalid' }), false),
});
export type GrantSystemAccessInput = z.output<typeof grantSystemAccessSchema>;
