import 'server-only';
import { Hono, type Context } from 'hono';
import { codeIdentifier, secondsUntilResend } from '@/lib/server/account/codes';
import { accountError } from '@/lib/server/account/errors';
import {
  forwardCookies,
  parseBody,
  privateNoStore,
  requirePuzzle,
} from '@/lib/server/account/http';
import { limitByAccount, limitByIp } from '@/lib/server/account/limits';
import { sendPhoneCode } from '@/lib/server/account/profile';
import { resetPassword, sendRecoveryCode } from '@/lib/server/account/recovery';
import { signIn } from '@/lib/server/account/sign-in';
import {
  emailTaken,
  isEmailTaken,
  isPhoneTaken,
  phoneTaken,
  signUp,
} from '@/lib/server/account/sign-up';
import { sendCodeByMail } from '@/lib/server/auth/delivery';
import { getAuth } from '@/lib/server/auth/instance';
import { getDb } from '@/lib/server/db/client';
import { requireSameOrigin } from '@/lib/server/security/origin';
import {
  classifyIdentifier,
  recoverCodeSchema,
  resetPasswordSchema,
  signInSchema,
  signUpCodeSchema,
  signUpSchema,
  toE164,
} from '@/lib/validation/account';
import { ok } from '../envelope';
import { HttpError } from '../errors';

// The doors that need no session: sign in, sign up, recover a password. Each one:
// Origin check, per-address limit, the shared schema, the puzzle where the requirements ask for it,
// a per-account limit, then better-auth. Answers are envelopes; a session arrives as Set-Cookie
// (the browser calls these over HTTP).
export const authRoutes = new Hono();

authRoutes.use('/account/*', privateNoStore);
authRoutes.use('/auth/*', privateNoStore);

/** A new code 60 s after the last one at the earliest. */
async function requireResendDelay(c: Context, identifier: string) {
  const wait = await secondsUntilResend(await getDb(), identifier);
  if (wait === 0) return;
  c.header('Retry-After', String(wait));
  throw accountError(429, 'code', 'resendTooSoon', `wait ${wait} s before a new code`);
}

const sent = (c: Context) => ok(c, { status: 'sent', resendAfter: 60 });

// POST /api/account/sign-in — e-mail, username or phone and password, after the puzzle.
authRoutes.post('/account/sign-in', requireSameOrigin, async (c) => {
  await limitByIp(c, 'sign-in');
  const input = await parseBody(c, signInSchema);
  await requirePuzzle(c, 'sign-in');
  const id = classifyIdentifier(input.identifier)!;
  await limitByAccount(c, 'sign-in', `${id.kind}:${id.value}`);
  const headers = c.req.raw.headers;
  try {
    forwardCookies(c, await signIn(await getAuth(), await getDb(), id, input.password, headers));
  } catch (error) {
    const retryAfter = (error as { retryAfter?: number }).retryAfter;
    if (retryAfter) c.header('Retry-After', String(retryAfter));
    throw error;
  }
  return ok(c, { status: 'signed-in' });
});

// POST /api/account/codes/sign-up — a sign-up code to the e-mail or phone, after the puzzle.
authRoutes.post('/account/codes/sign-up', requireSameOrigin, async (c) => {
  await limitByIp(c, 'code');
  const input = await parseBody(c, signUpCodeSchema);
  await requirePuzzle(c, 'sign-up');
  const db = await getDb();
  const auth = await getAuth();
  const headers = c.req.raw.headers;
  if (input.channel === 'email') {
    const email = input.email!;
    await limitByAccount(c, 'code', email);
    if (await isEmailTaken(db, email)) throw emailTaken();
    await requireResendDelay(c, codeIdentifier.signUpEmail(email));
    const code = await auth.api.createVerificationOTP({
      body: { email, type: 'email-verification' },
    });
    await sendCodeByMail(db, { to: email, code, purpose: 'sign-up', headers });
  } else {
    const phone = toE164(input.country, input.phone!)!;
    await limitByAccount(c, 'code', phone);
    if (await isPhoneTaken(db, phone)) throw phoneTaken();
    await requireResendDelay(c, codeIdentifier.phone(phone));
    await sendPhoneCode(auth, phone, headers);
  }
  return sent(c);
});

// POST /api/account/sign-up — create the account with the code, then signed in.
authRoutes.post('/account/sign-up', requireSameOrigin, async (c) => {
  await limitByIp(c, 'sign-up');
  const input = await parseBody(c, signUpSchema);
  const target = input.channel === 'email' ? input.email! : toE164(input.country, input.phone!)!;
  await limitByAccount(c, 'sign-up', target);
  const cookies = await signUp(await getAuth(), await getDb(), input, c.req.raw.headers);
  forwardCookies(c, cookies);
  return ok(c, { status: 'signed-up' });
});

// POST /api/account/codes/recover — recovery step 1: a code to the account's e-mail.
authRoutes.post('/account/codes/recover', requireSameOrigin, async (c) => {
  await limitByIp(c, 'code');
  const { email } = await parseBody(c, recoverCodeSchema);
  await requirePuzzle(c, 'recover');
  await limitByAccount(c, 'code', email);
  await requireResendDelay(c, codeIdentifier.recover(email));
  await sendRecoveryCode(await getAuth(), await getDb(), email, c.req.raw.headers);
  return sent(c);
});

// POST /api/account/password/reset — recovery step 2: the code and the new password.
authRoutes.post('/account/password/reset', requireSameOrigin, async (c) => {
  await limitByIp(c, 'reset');
  const input = await parseBody(c, resetPasswordSchema);
  await limitByAccount(c, 'reset', input.email);
  await resetPassword(await getAuth(), await getDb(), input, c.req.raw.headers);
  return ok(c, { status: 'reset' });
});

// better-auth's own HTTP door, for what a session needs and nothing else: every path that
// signs in, creates, sends a code or changes a password goes through the routes above (the
// puzzle, the lockout and the limits live there), so better-auth answers only these.
const openAuthPaths = new Set(['/api/auth/get-session', '/api/auth/sign-out', '/api/auth/ok']);

authRoutes.on(['GET', 'POST'], '/auth/*', async (c, next) => {
  if (!openAuthPaths.has(c.req.path)) throw new HttpError(404);
  if (c.req.method === 'POST') await requireSameOrigin(c, async () => {});
  await limitByIp(c, 'auth');
  await next();
});

authRoutes.on(['GET', 'POST'], '/auth/*', async (c) => (await getAuth()).handler(c.req.raw));
