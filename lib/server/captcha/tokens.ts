import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import type { CaptchaAction } from '@/lib/validation/captcha';
import { captchaStore, type CaptchaStore } from './store';

/** A solved puzzle is good for two minutes. */
export const TOKEN_TTL_MS = 2 * 60 * 1000;

const TOKEN = /^[A-Za-z0-9_-]{32}$/;

// Stored under its hash: a look at the store (a Redis dump) gives no token that can be spent.
const keyOf = (token: string) => `token:${createHash('sha256').update(token).digest('base64url')}`;

export async function issueToken(store: CaptchaStore, action: CaptchaAction): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await store.set(keyOf(token), action, TOKEN_TTL_MS);
  return token;
}

/**
 * Spend a puzzle token on `action`: true once, for the action it was issued for; false when
 * unknown, expired, already spent or issued for another action (the token is spent either way).
 * When the store cannot be reached it answers false: no puzzle, no entry.
 */
export async function consumeCaptchaToken(
  token: string | null | undefined,
  action: CaptchaAction,
  store: CaptchaStore = captchaStore(),
): Promise<boolean> {
  if (typeof token !== 'string' || !TOKEN.test(token)) return false;
  try {
    return (await store.take(keyOf(token))) === action;
  } catch (error) {
    console.error('[captcha] token check failed:', (error as Error).message);
    return false;
  }
}
