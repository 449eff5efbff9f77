import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Cookie } from '@playwright/test';

// The signed-in people of a run, each signed in once by the setup project
// (tests/e2e/setup/roles.setup.ts) and kept as a storage state file that specs load with
// test.use({ storageState: roleState('…') }). The site limits sign-ins per account
// (lib/server/account/limits.ts); only the suites about signing in, up and recovery go through
// the puzzle and the mail. E2E_AUTH_DIR is set once by the runner (playwright.config.ts).

export type Role = 'visitor' | 'customer' | 'installer' | 'editor' | 'admin';

export const authDir = () => process.env.E2E_AUTH_DIR ?? path.join(os.tmpdir(), 'voltara-e2e-auth');

/** The storage state file of `role`: its session cookies and the declined cookie banner. */
export const roleState = (role: Role) => path.join(authDir(), `${role}.json`);

/** The session cookies the setup saved for `role` (the consent cookie left out). */
export function sessionCookies(role: Role): Cookie[] {
  const state = JSON.parse(readFileSync(roleState(role), 'utf8')) as { cookies: Cookie[] };
  return state.cookies.filter((c) => c.name !== 'cookie_consent');
}
