import 'server-only';

/**
 * The server-verified slider puzzle that sign-in and sign-up need (requirements: Accounts); a
 * refusal says "Verification failure" (requirements: Messages).
 *
 * How it is used by a protected action (sign in, sign up, send a code, recover a password):
 *
 * 1. The page shows `<SliderPuzzle action="sign-in" texts={…} onSolved={(token) => …} />`
 *    (components/captcha/slider-puzzle.client.tsx). It asks POST /api/captcha/challenge for a
 *    puzzle, lets the visitor drag (or step with the keyboard), and POSTs the attempt to
 *    /api/captcha/verify. On success it hands a token to `onSolved`.
 * 2. The form sends that token with its request (e.g. in a header or a field of its body).
 * 3. The route of the action calls, before doing anything else:
 *
 *        if (!(await consumeCaptchaToken(token, 'sign-in')))
 *          → 400 with `await captchaFailureText(languageCode)` ("Verification failure")
 *
 *    `consumeCaptchaToken(token, action)` answers true exactly once, for the action the puzzle
 *    was made for, within two minutes of solving it. It answers false for a missing, malformed,
 *    unknown, expired or already spent token and for a token of another action (and spends the
 *    token in that case too). It never throws: an unreachable store (Redis down) is false.
 *    After a failed or refused action the form must show a new puzzle (remount the component,
 *    e.g. by changing its `key`): the token is gone.
 *
 * Rules of a challenge: the gap's x is kept in the store (memory, or Redis with REDIS_URL),
 * never sent; the answer must be within ±5 px with a plausible track (see rules.ts); one try
 * per challenge, spent whatever the outcome; a challenge lives 3 minutes, a token 2.
 */
export type { CaptchaAction } from '@/lib/validation/captcha';
export { consumeCaptchaToken } from './tokens';
