import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

export const PORT = 3100;
export const BASE_URL = `http://127.0.0.1:${PORT}`;
export const LEGACY_HOST = 'old.voltara.test';

// Each run starts on an empty embedded database, so first-start migration and seeding are
// exercised every time.
const dataDir =
  process.env.E2E_DATA_DIR ?? path.join(mkdtempSync(path.join(tmpdir(), 'e2e-')), 'db');

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 3,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: BASE_URL,
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
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    // Bound to 127.0.0.1 on purpose: the plain next-intl proxy loops on 307s there.
    command: `npx next start -H 127.0.0.1 -p ${PORT}`,
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    env: {
      PGLITE_DIR: dataDir,
      SITE_URL: BASE_URL,
      LEGACY_HOSTS: LEGACY_HOST,
    },
  },
});
