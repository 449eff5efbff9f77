// The built site the server suites ask: `next start` of .next on a port of its own (the end-to-end
// suite uses 3100 and 3125), started once per run by tests/server/support/start-site.ts.
export const PORT = Number(process.env.SERVER_TEST_PORT ?? 3200);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
/** A LEGACY_HOSTS entry: the site answers it with a 301 to SITE_URL. */
export const LEGACY_HOST = 'old.voltara.test';
/** The slider puzzle's test hook answers only with this secret (lib/server/captcha/test-hook.ts). */
export const CAPTCHA_TEST_SECRET = 'server-suites-captcha-secret';
export const TEST_SECRET_HEADER = 'x-captcha-test-secret';
