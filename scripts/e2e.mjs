// End-to-end entry point: finds Debian's Chromium, builds when the sources are newer than the
// last build, then runs Playwright (which starts `next start -H 127.0.0.1`).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const chrome = process.env.CHROME_PATH || '/usr/bin/chromium';
if (!existsSync(chrome)) {
  console.error(
    `Chromium was not found at ${chrome}.\n` +
      "Install Debian's package with:  sudo apt-get update && sudo apt-get install -y chromium\n" +
      'or point CHROME_PATH at a Chromium or Chrome binary.',
  );
  process.exit(1);
}

const sources = [
  'app',
  'components',
  'lib',
  'messages',
  'public',
  'proxy.ts',
  'instrumentation.ts',
  'next.config.ts',
  'package.json',
];
function newest(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(entry).map((name) => newest(path.join(entry, name))));
}

const buildId = '.next/BUILD_ID';
const isStale =
  !existsSync(buildId) || Math.max(...sources.map(newest)) > statSync(buildId).mtimeMs;
if (isStale) {
  console.log('e2e: building the site (sources changed since the last build)…');
  const build = spawnSync('npx', ['next', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const run = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, CHROME_PATH: chrome },
});
process.exit(run.status ?? 1);
