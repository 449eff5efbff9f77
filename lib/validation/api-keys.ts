import * as z from './zod-mini';
import { requiredLine } from './fields';
import { apiScopes, KEY_EXPIRY_DAYS, readScopes, type ApiScope } from '@/lib/open-api/scopes';

// What the personal center's API console sends for its keys. No server imports: the browser
// loads it. A key is for the sandbox or, once the account's application is approved, live
// (the route checks that; docs/requirements.md, Open API platform). An owner chooses the read
// scopes, and `control` for a sandbox key only: the sandbox's systems are simulated and the
// account's own. `control` on a live key is never self-serve: staff grant it per key.

export const KEY_NAME_MAX = 60;
/** The lifetimes offered, in days. */
export const keyLifetimes = [30, 90, 180, KEY_EXPIRY_DAYS.max] as const;
/** Days an old key keeps working after a rotation, offered to choose from. */
export const rotationOverlaps = [0, 1, 7] as const;

export const keyEnvironmentChoices = ['sandbox', 'live'] as const;
export type KeyEnvironmentChoice = (typeof keyEnvironmentChoices)[number];

/** The scopes an owner may give a key of each environment themselves. */
export const selfServeScopes: Record<KeyEnvironmentChoice, readonly ApiScope[]> = {
  sandbox: apiScopes,
  live: readScopes,
};

export const newKeySchema = z
  .strictObject({
    name: requiredLine('pleaseFillIn', KEY_NAME_MAX),
    environment: z._default(z.enum(keyEnvironmentChoices, { error: 'invalid' }), 'sandbox'),
    scopes: z
      .array(z.enum(apiScopes, { error: 'invalid' }))
      .check(z.minLength(1, 'pleaseFillIn'), z.maxLength(apiScopes.length, 'invalid')),
    expiresInDays: z._default(
      z.literal(keyLifetimes, { error: 'invalid' }),
      KEY_EXPIRY_DAYS.default,
    ),
  })
  .check(
    z.superRefine((key, ctx) => {
      const allowed = selfServeScopes[key.environment];
      if (key.scopes.some((scope) => !allowed.includes(scope))) {
        ctx.addIssue({ code: 'custom', path: ['scopes'], message: 'controlNotSelfServe' });
      }
    }),
  );

export const rotateKeySchema = z.strictObject({
  overlapDays: z.literal(rotationOverlaps, { error: 'invalid' }),
});
