import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../../e2e/support/admin';
import { ANALYTICS_SRC, MARKETING_SRC } from '../../e2e/support/consent';
import { startInstance } from './instances';
import { BASE_URL, CAPTCHA_TEST_SECRET, LEGACY_HOST, PORT } from './site';

// The server suites' site: `next start` of the existing build with the environment the
// end-to-end server gets (playwright.config.ts), on an empty embedded database of its own, so
// first-start migration and seeding run here too. Mail goes to the outbox table: no suite here
// reads it. `npm run test:server` builds first when the sources are newer than the build.

/**
 * A site as the suites' own, on `port` with its own empty PGlite dir, SITE_URL as given; stop()
 * ends it and removes the dir.
 */
export async function startSuiteSite(port: number, siteUrl: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'server-suites-'));
  const site = await startInstance(
    port,
    {
      PGLITE_DIR: path.join(dataDir, 'db'),
      SITE_URL: siteUrl,
      LEGACY_HOSTS: LEGACY_HOST,
      NODE_ENV: 'test',
      CAPTCHA_TEST_SECRET,
      ANALYTICS_SRC,
      MARKETING_SRC,
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
    },
    // Idle keep-alive sockets outlive the clients': with Node's 5 s, a request sent on a socket
    // the server was closing at that moment failed with ECONNRESET.
    ['--keepAliveTimeout', '70000'],
  );
  return {
    url: site.url,
    stop: async () => {
      await site.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export default async function startSite() {
  if (!existsSync('.next/BUILD_ID')) {
    throw new Error('No build in .next: run `npm run test:server`, which builds first.');
  }
  return (await startSuiteSite(PORT, BASE_URL)).stop;
}
