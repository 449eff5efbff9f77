import 'server-only';
import {
  consumeLimit,
  createFormLimiters,
  processLimiters,
  type FormLimiters,
  type Limit,
} from '@/lib/server/security/rate-limit';

/**
 * Per address and per call (challenge, verify): a bound on the work a script can cause. Every
 * visit of a page with the puzzle asks for one, so it is generous.
 */
export const CAPTCHA_REQUEST_LIMIT: Limit = { points: 300, duration: 10 * 60 };
/**
 * Per address, failed attempts: past this, every attempt is refused for a while, the right
 * ones too. Blind guesses hit the ±5 px window about once in 17 tries, so this is what keeps
 * a guessing script to a token or two per ten minutes; a person fails far fewer times.
 */
export const CAPTCHA_FAILURE_LIMIT: Limit = { points: 30, duration: 10 * 60 };

/** `requests` counts every call, `failures` the failed attempts (form limiters re-used). */
export type CaptchaLimiters = Pick<FormLimiters, 'redis'> & {
  requests: FormLimiters['perIp'];
  failures: FormLimiters['perIp'];
};

export function createCaptchaLimiters(
  options: { redisUrl?: string; keyPrefix?: string; requests?: Limit; failures?: Limit } = {},
): CaptchaLimiters {
  const { perIp, perEmail, redis } = createFormLimiters({
    redisUrl: options.redisUrl,
    keyPrefix: options.keyPrefix ?? 'voltara:captcha',
    perIp: options.requests ?? CAPTCHA_REQUEST_LIMIT,
    perEmail: options.failures ?? CAPTCHA_FAILURE_LIMIT,
  });
  return { requests: perIp, failures: perEmail, redis };
}

const captcha = processLimiters('Captcha', (redisUrl) => createCaptchaLimiters({ redisUrl }));

/** The process's puzzle limiters, from REDIS_URL on first use. */
export const captchaLimiters = captcha.get;
/** Replace them (tests, e.g. a tight limit); closes the previous Redis connection. */
export const setCaptchaLimiters = captcha.set;

/** Seconds until this address may try again after too many failures, else null. */
export async function failureWait(key: string): Promise<number | null> {
  const { failures } = captchaLimiters();
  const state = await failures.get(key);
  if (!state || state.consumedPoints < failures.points) return null;
  return Math.max(1, Math.ceil(state.msBeforeNext / 1000));
}

export async function countFailure(key: string): Promise<void> {
  await consumeLimit(captchaLimiters().failures, key);
}
