// End-to-end entry point: finds Debian's Chromium, builds when the sources are newer than the
// last build, then runs Playwright (which starts `next start -H 127.0.0.1`).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { buildIfStale } from './lib/build.mjs';

const chrome = process.env.CHROME_PATH || '/usr/bin/chromium';
if (!existsSync(chrome)) {
  console.error(
    `Chromium was not found at ${chrome}.\n` +
      "Install Debian's package with:  sudo apt-get update && sudo apt-get install -y chromium\n" +
      'or point CHROME_PATH at a Chromium or Chrome binary.',
  );
  process.exit(1);
}

buildIfStale('e2e');

const run = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, CHROME_PATH: chrome },
});
process.exit(run.status ?? 1);
