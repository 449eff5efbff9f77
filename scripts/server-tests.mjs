// `npm run test:server`: the browserless suites (tests/server) against `next start` of the built
// site, which their vitest globalSetup starts on port 3200. Builds first when the sources are newer
// than the last build; arguments go to vitest (a file, `-t "<test name>"`).
import { spawnSync } from 'node:child_process';
import { buildIfStale } from './lib/build.mjs';

buildIfStale('server');
const run = spawnSync('npx', ['vitest', 'run', '--project', 'server', ...process.argv.slice(2)], {
  stdio: 'inherit',
});
process.exit(run.status ?? 1);
