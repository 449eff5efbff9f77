import { z } from './zod';
import { languageCodes } from '@/lib/i18n/locales';
import type { ErrorKey } from './fields';
import { CONSENT_ID } from './consent';
import { MAX_RESOURCES, MAX_ROUTES } from './tracking-limits';

// POST /api/tracking: visitor tracking data, sent by navigator.sendBeacon when the page
// is hidden, only with statistics consent. Everything is bounded, and text that PostgreSQL
// would refuse in jsonb (NUL and other control characters, lone surrogates) is refused here as a
// 400, never met as a database error.
const invalid = 'invalid' satisfies ErrorKey;
const tooLong = 'tooLong' satisfies ErrorKey;
const CLEAN = /^(?:[^\u0000-\u001f\u007f\ud800-\udfff]|[\ud800-\udbff][\udc00-\udfff])*$/;

const text = (max: number) => z.string({ error: invalid }).max(max, tooLong).regex(CLEAN, invalid);
const path = text(2048).regex(/^\//, invalid);

export const clientKinds = ['desktop', 'mobile'] as const;

export const visitorDataSchema = z.object(
  {
    client: z.enum(clientKinds, { error: invalid }),
    landingPage: path,
    browser: text(100),
    jumpOut: z.boolean({ error: invalid }),
    refer: text(2048),
    timezone: text(64),
    routes: z
      .array(z.object({ path, at: z.number({ error: invalid }).int(invalid).min(0, invalid) }), {
        error: invalid,
      })
      .min(1, invalid)
      .max(MAX_ROUTES, tooLong),
    resources: z.array(text(2048), { error: invalid }).max(MAX_RESOURCES, tooLong),
  },
  { error: invalid },
);

export type VisitorData = z.output<typeof visitorDataSchema>;

export const trackingBeaconSchema = visitorDataSchema.extend({
  sessionId: z.string({ error: invalid }).regex(CONSENT_ID, invalid),
  consentId: z.string({ error: invalid }).regex(CONSENT_ID, invalid),
  language: z.enum(languageCodes as [string, ...string[]], { error: invalid }),
});

export type TrackingBeacon = z.output<typeof trackingBeaconSchema>;
