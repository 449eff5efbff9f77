import 'server-only';
import { timingSafeEqual } from 'node:crypto';

// requirements: Accounts — "Tests solve it by dragging, using a hook that exists only when
// NODE_ENV=test and CAPTCHA_TEST_SECRET is set; a production build refuses that hook."
//
// The bundler replaces the literal `process.env.NODE_ENV` with the build's mode ("production"
// in every `next build`), so reading it that way could never see a test server. The name is
// looked up at run time instead: `next start` keeps a NODE_ENV=test it is given.
const NODE_ENV = ['NODE', 'ENV'].join('_');
const MIN_SECRET_LENGTH = 16;

export const TEST_SECRET_HEADER = 'x-captcha-test-secret';

export function runtimeNodeEnv(): string | undefined {
  return process.env[NODE_ENV];
}

/** The hook's secret when the hook is on (NODE_ENV=test and a long enough secret), else undefined. */
export function testHookSecret(): string | undefined {
  const secret = process.env.CAPTCHA_TEST_SECRET;
  if (runtimeNodeEnv() !== 'test' || !secret || secret.length < MIN_SECRET_LENGTH) return undefined;
  return secret;
}

/** Does this request carry the secret of an enabled hook? Compared in constant time. */
export function isTestHookCaller(presented: string | undefined): boolean {
  const secret = testHookSecret();
  if (!secret || !presented) return false;
  const [a, b] = [Buffer.from(presented), Buffer.from(secret)];
  return a.length === b.length && timingSafeEqual(a, b);
}
