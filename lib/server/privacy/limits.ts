import 'server-only';
import {
  createFormLimiters,
  processLimiters,
  type FormLimiters,
  type Limit,
} from '@/lib/server/security/rate-limit';

// Per-address limits of the privacy routes, in memory or in Redis like the forms'. A person
// changes a cookie choice a few times at most; a visit sends a beacon each time its tab is
// hidden. Generous for people, tight for a script.
export const PRIVACY_LIMITS = {
  consent: { points: 60, duration: 10 * 60 },
  tracking: { points: 120, duration: 10 * 60 },
} satisfies Record<string, Limit>;

export type PrivacyLimiters = Pick<FormLimiters, 'redis'> & {
  consent: FormLimiters['perIp'];
  tracking: FormLimiters['perIp'];
};

/** One pair of limiters (and one Redis connection) for both routes. */
export function createPrivacyLimiters(
  options: { redisUrl?: string; keyPrefix?: string; consent?: Limit; tracking?: Limit } = {},
): PrivacyLimiters {
  const limiters = createFormLimiters({
    redisUrl: options.redisUrl,
    keyPrefix: options.keyPrefix ?? 'voltara:privacy',
    perIp: options.consent ?? PRIVACY_LIMITS.consent,
    perEmail: options.tracking ?? PRIVACY_LIMITS.tracking,
  });
  return { consent: limiters.perIp, tracking: limiters.perEmail, redis: limiters.redis };
}

const privacy = processLimiters('Privacy', (redisUrl) => createPrivacyLimiters({ redisUrl }));

export const privacyLimiters = privacy.get;
/** Replace the process's limiters (tests; closes the previous Redis connection). */
export const setPrivacyLimiters = privacy.set;
