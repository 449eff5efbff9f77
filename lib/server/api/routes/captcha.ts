import 'server-only';
import { Hono, type Context } from 'hono';
import { safeParse, type $ZodType, type output } from 'zod/v4/core';
import { isLanguageCode, type LanguageCode } from '@/lib/i18n/locales';
import { createChallenge, peekAnswer, verifyAttempt } from '@/lib/server/captcha/challenge';
import { captchaLimiters, countFailure, failureWait } from '@/lib/server/captcha/limits';
import { CaptchaStoreUnavailable, captchaStore } from '@/lib/server/captcha/store';
import { TEST_SECRET_HEADER, isTestHookCaller } from '@/lib/server/captcha/test-hook';
import { failureText } from '@/lib/server/captcha/texts';
import { readJsonObject } from '@/lib/server/security/body';
import { clientIp } from '@/lib/server/security/client-ip';
import { requireSameOrigin } from '@/lib/server/security/origin';
import { consumeLimit } from '@/lib/server/security/rate-limit';
import { challengeRequestSchema, verifyRequestSchema } from '@/lib/validation/captcha';
import { ok } from '../envelope';
import { HttpError } from '../errors';

export const captchaRoutes = new Hono();

/** A challenge request is a word; an attempt at most 400 track points. */
const MAX_CHALLENGE_BODY = 1024;
const MAX_VERIFY_BODY = 24 * 1024;

const languageOf = (c: Context): LanguageCode => {
  const code = c.req.header('language')?.trim().toLowerCase();
  return isLanguageCode(code) ? code : 'en';
};

/** "Verification failure", translated, for every refused attempt whatever the reason. */
const verificationFailure = async (c: Context) =>
  new HttpError(400, await failureText(languageOf(c)), { _: ['verificationFailure'] });

const addressOf = (c: Context) => clientIp(c.req.raw.headers);

function tooMany(c: Context, wait: number): HttpError {
  c.header('Retry-After', String(wait));
  return new HttpError(429, `Too Many Requests: try again in ${wait} s`);
}

async function limit(c: Context, call: 'challenge' | 'verify') {
  const wait = await consumeLimit(captchaLimiters().requests, `${call}:${addressOf(c)}`);
  if (wait !== null) throw tooMany(c, wait);
}

async function parse<S extends $ZodType>(c: Context, schema: S, maxBytes: number) {
  const parsed = safeParse(schema, await readJsonObject(c.req.raw, maxBytes));
  return parsed.success ? (parsed.data as output<S>) : null;
}

/** The store is down (Redis): 503, so the visitor is told to retry, not that they failed. */
async function withStore<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof CaptchaStoreUnavailable)) throw error;
    console.error('[captcha] store unavailable:', error.message);
    throw new HttpError(503);
  }
}

// POST /api/captcha/challenge — a new puzzle for one action; its answer stays on the server.
captchaRoutes.post('/captcha/challenge', requireSameOrigin, async (c) => {
  await limit(c, 'challenge');
  const input = await parse(c, challengeRequestSchema, MAX_CHALLENGE_BODY);
  if (!input)
    throw new HttpError(
      400,
      'Bad Request: action must be one of the puzzle actions, density 1 or 2',
    );
  const challenge = await withStore(() =>
    createChallenge(captchaStore(), input.action, input.density),
  );
  c.header('Cache-Control', 'no-store');
  return ok(c, challenge);
});

// POST /api/captcha/verify — one try at a puzzle; a single-use token for its action on success.
captchaRoutes.post('/captcha/verify', requireSameOrigin, async (c) => {
  await limit(c, 'verify');
  const wait = await failureWait(addressOf(c));
  if (wait !== null) throw tooMany(c, wait);
  const attempt = await parse(c, verifyRequestSchema, MAX_VERIFY_BODY);
  const pass = attempt && (await withStore(() => verifyAttempt(captchaStore(), attempt)));
  if (!pass) {
    await countFailure(addressOf(c));
    throw await verificationFailure(c);
  }
  c.header('Cache-Control', 'no-store');
  return ok(c, pass);
});

// GET /api/captcha/test-answer/:id — the gap's x, for end-to-end tests only. It exists when the
// server runs with NODE_ENV=test and CAPTCHA_TEST_SECRET, and the caller presents that secret;
// otherwise it is the same 404 as any unknown path (test-hook.ts).
captchaRoutes.get('/captcha/test-answer/:id', async (c) => {
  if (!isTestHookCaller(c.req.header(TEST_SECRET_HEADER))) throw new HttpError(404);
  const x = await withStore(() => peekAnswer(captchaStore(), c.req.param('id')));
  if (x === null) throw new HttpError(404);
  c.header('Cache-Control', 'no-store');
  return ok(c, { x });
});

// The puzzle calls take POST only: another method is a 405 with Allow, not a 404.
captchaRoutes.on(
  ['GET', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
  ['/captcha/challenge', '/captcha/verify'],
  (c) => {
    c.header('Allow', 'POST');
    throw new HttpError(405);
  },
);
