import { z } from './zod';
import type { ErrorKey } from './fields';

// POST /api/consent: the visitor's cookie choice, recorded as proof. The same
// shape is built by the banner (components/consent) and checked here by the API.
export const consentActions = ['accept_all', 'decline', 'selection'] as const;
export type ConsentAction = (typeof consentActions)[number];

export const CONSENT_ID = /^[A-Za-z0-9_-]{16,64}$/;

const invalid = 'invalid' satisfies ErrorKey;
const flag = z.boolean({ error: invalid });

export const consentRecordSchema = z
  .object(
    {
      consentId: z.string({ error: invalid }).regex(CONSENT_ID, invalid),
      action: z.enum(consentActions, { error: invalid }),
      preference: flag,
      statistics: flag,
      marketing: flag,
      version: z.number({ error: invalid }).int(invalid).min(1, invalid).max(1000, invalid),
    },
    { error: invalid },
  )
  // "Accept all" and "decline" mean what they say: a record may not contradict its action.
  .refine(
    (r) => {
      const all = [r.preference, r.statistics, r.marketing];
      if (r.action === 'accept_all') return all.every(Boolean);
      if (r.action === 'decline') return !all.some(Boolean);
      return true;
    },
    { message: invalid, path: ['action'] },
  );

export type ConsentRecordInput = z.input<typeof consentRecordSchema>;
