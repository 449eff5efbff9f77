// The site's build, made only when a source is newer than the last one (.next/BUILD_ID). The
// server and end-to-end suites, and CI's build step, all go through here: one run of `npm test`
// builds at most once, whichever layer comes first.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

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

/** Builds when the build is missing or older than a source; exits the process if the build fails. */
export function buildIfStale(label) {
  const isStale =
    !existsSync(buildId) || Math.max(...sources.map(newest)) > statSync(buildId).mtimeMs;
  if (!isStale) return;
  console.log(`${label}: building the site (sources changed since the last build)…`);
  const started = Date.now();
  const build = spawnSync('npx', ['next', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  console.log(`${label}: built in ${Math.round((Date.now() - started) / 1000)} s`);
}
