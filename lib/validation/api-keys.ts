import * as z from './zod-mini';
import { requiredLine } from './fields';
import { KEY_EXPIRY_DAYS, readScopes } from '@/lib/open-api/scopes';

// What the personal center's API console sends for its keys. No server imports: the browser
// loads it. Self-serve keys are sandbox keys with read scopes only (docs/requirements.md, Open
// API platform): the schema has no field for the environment and no `control`.

export const KEY_NAME_MAX = 60;
/** The lifetimes offered, in days. */
export const keyLifetimes = [30, 90, 180, KEY_EXPIRY_DAYS.max] as const;
/** Days an old key keeps working after a rotation, offered to choose from. */
export const rotationOverlaps = [0, 1, 7] as const;

export const newSandboxKeySchema = z.strictObject({
  name: requiredLine('pleaseFillIn', KEY_NAME_MAX),
  scopes: z
    .array(z.enum(readScopes, { error: 'invalid' }))
    .check(z.minLength(1, 'pleaseFillIn'), z.maxLength(readScopes.length, 'invalid')),
  expiresInDays: z._default(z.literal(keyLifetimes, { error: 'invalid' }), KEY_EXPIRY_DAYS.default),
});

export const rotateKeySchema = z.strictObject({
  overlapDays: z.literal(rotationOverlaps, { error: 'invalid' }),
});
