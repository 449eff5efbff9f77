import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { ANALYTICS_SRC, MARKETING_SRC, declinedConsentState } from './tests/e2e/support/consent';
import { CAPTCHA_TEST_SECRET } from './tests/e2e/support/captcha';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './tests/e2e/support/admin';

// E2E_PORT and E2E_MAIL_PORT let two checkouts run their suites side by side.
export const PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
export const LEGACY_HOST = 'old.voltara.test';

// Each run starts on an empty embedded database, so first-start migration and seeding are
// exercised every time.
const dataDir =
  process.env.E2E_DATA_DIR ?? path.join(mkdtempSync(path.join(tmpdir(), 'e2e-')), 'db');

// Every mail the server sends goes to a real SMTP server on this port (tests/e2e/support/mail.ts,
// started by globalSetup) and lands in this dir, where the account tests read the codes. Set
// here once by the runner; its workers inherit the variables.
process.env.E2E_MAIL_PORT ??= '3125';
process.env.E2E_MAILBOX ??= mkdtempSync(path.join(tmpdir(), 'e2e-mail-'));
// The setup project saves each role's signed-in state here (tests/e2e/support/roles.ts).
process.env.E2E_AUTH_DIR ??= mkdtempSync(path.join(tmpdir(), 'e2e-auth-'));

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/support/mailbox-setup.ts',
  fullyParallel: true,
  // One browser per core of CI's two: with four, long console tests ran past their timeout
  // while the whole run took no less time. Each role signs in once per run (tests/e2e/setup).
  workers: process.env.CI ? 2 : 3,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: BASE_URL,
    // A recorded "decline": the cookie banner (fixed at the bottom) stays out of the way of the
    // suites that are not about it; consent.spec.ts and client-behaviours.spec.ts start without it.
    storageState: declinedConsentState,
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'setup', testMatch: /setup\/.*\.setup\.ts$/, use: { ...devices['Desktop Chrome'] } },
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, dependencies: ['setup'] },
  ],
  webServer: {
    // Bound to 127.0.0.1 on purpose: the plain next-intl proxy loops on 307s there.
    // Idle keep-alive sockets are kept longer than the test clients keep theirs: with Node's 5 s
    // a request sent on a socket the server was closing at that moment failed with ECONNRESET.
    command: `npx next start -H 127.0.0.1 -p ${PORT} --keepAliveTimeout 70000`,
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    env: {
      PGLITE_DIR: dataDir,
      SITE_URL: BASE_URL,
      LEGACY_HOSTS: LEGACY_HOST,
      SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_MAIL_PORT}`,
      // The slider puzzle's test hook (lib/server/captcha/test-hook.ts) needs both. `next start`
      // keeps a NODE_ENV=test it is given; the bundles still hold the build's "production".
      NODE_ENV: 'test',
      CAPTCHA_TEST_SECRET,
      // Fake hosts: the consent suite answers them with page.route and counts the requests.
      ANALYTICS_SRC,
      MARKETING_SRC,
      // The first admin, created on the first start: the console suites sign in as it.
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
    },
  },
});
