import { randomUUID } from 'node:crypto';
import { createPrivacyLimiters, setPrivacyLimiters } from '@/lib/server/privacy/limits';

/** Limits high enough to stay out of the way (the rate-limit tests set their own). */
export async function useGenerousPrivacyLimits() {
  await setPrivacyLimiters(
    createPrivacyLimiters({
      keyPrefix: `test:${randomUUID()}`,
      consent: { points: 10_000, duration: 60 },
      tracking: { points: 10_000, duration: 60 },
    }),
  );
}

export const newId = () => randomUUID().replaceAll('-', '');

export const choice = (consentId: string, overrides: Record<string, unknown> = {}) => ({
  consentId,
  action: 'selection',
  preference: false,
  statistics: true,
  marketing: false,
  version: 1,
  ...overrides,
});

export const beacon = (
  sessionId: string,
  consentId: string,
  overrides: Record<string, unknown> = {},
) => ({
  sessionId,
  consentId,
  language: 'de',
  client: 'desktop',
  landingPage: '/de/products',
  browser: 'Chrome 140',
  jumpOut: false,
  refer: 'https://www.example.org/search',
  timezone: 'Europe/Berlin',
  routes: [
    { path: '/de/products', at: 1_760_000_000_000 },
    { path: '/de/about-us', at: 1_760_000_030_000 },
  ],
  resources: ['http://127.0.0.1:3100/files/datasheet.pdf'],
  ...overrides,
});
