import { afterEach, describe, expect, it, vi } from 'vitest';
import { isTestHookCaller, runtimeNodeEnv, testHookSecret } from '@/lib/server/captcha/test-hook';

const SECRET = 'unit-test-secret-0123456789';

describe('captcha test hook switch', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('reads NODE_ENV at run time, as the process has it now', () => {
    vi.stubEnv('NODE_ENV', 'production');
    expect(runtimeNodeEnv()).toBe('production');
    vi.stubEnv('NODE_ENV', 'test');
    expect(runtimeNodeEnv()).toBe('test');
  });

  it('is on only with NODE_ENV=test and a secret of 16 characters or more', () => {
    vi.stubEnv('NODE_ENV', 'test');
    vi.stubEnv('CAPTCHA_TEST_SECRET', SECRET);
    expect(testHookSecret()).toBe(SECRET);
    expect(isTestHookCaller(SECRET)).toBe(true);
    vi.stubEnv('CAPTCHA_TEST_SECRET', 'short-secret');
    expect(testHookSecret()).toBeUndefined();
    vi.stubEnv('CAPTCHA_TEST_SECRET', '');
    expect(isTestHookCaller('')).toBe(false);
  });

  it('is refused in production and development, even with the secret', () => {
    vi.stubEnv('CAPTCHA_TEST_SECRET', SECRET);
    for (const mode of ['production', 'development', '']) {
      vi.stubEnv('NODE_ENV', mode);
      expect(testHookSecret()).toBeUndefined();
      expect(isTestHookCaller(SECRET)).toBe(false);
    }
  });

  it('refuses a caller without the exact secret', () => {
    vi.stubEnv('NODE_ENV', 'test');
    vi.stubEnv('CAPTCHA_TEST_SECRET', SECRET);
    for (const presented of [undefined, '', SECRET.slice(1), `${SECRET}x`, SECRET.toUpperCase()]) {
      expect(isTestHookCaller(presented)).toBe(false);
    }
  });
});
