// `npm run test:int`: the integration suites on the embedded PGlite and, when TEST_DATABASE_URL
// names a PostgreSQL server, on it too. The two runs go side by side, each in a vitest process
// of its own: a run spends most of its time loading modules and waiting for its database, so on
// two cores both together take little longer than one. Every database they use is their own
// (tests/support/db.ts), and Redis keys carry a random prefix per suite. Each line of output is
// marked with its database; the exit status is the worse of the two.
import { spawn } from 'node:child_process';
import readline from 'node:readline';

const args = ['vitest', 'run', '--project', 'integration', ...process.argv.slice(2)];
const postgresUrl = process.env.TEST_DATABASE_URL;

const pgliteEnv = { ...process.env };
delete pgliteEnv.TEST_DATABASE_URL;

/** One run; resolves with its exit status. */
function run(name, env, marked) {
  const child = spawn('npx', args, {
    // Marked lines go to a log more often than to a terminal: no colour codes in them.
    env: marked ? { ...env, NO_COLOR: '1' } : env,
    stdio: marked ? ['ignore', 'pipe', 'pipe'] : 'inherit',
  });
  if (marked) {
    for (const stream of [child.stdout, child.stderr]) {
      readline
        .createInterface({ input: stream })
        .on('line', (line) => process.stdout.write(`${name} │ ${line}\n`));
    }
  }
  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
}

const runs = [run('pglite', pgliteEnv, Boolean(postgresUrl))];
if (postgresUrl) runs.push(run('postgres', process.env, true));
const codes = await Promise.all(runs);
if (postgresUrl) {
  console.log(`integration: PGlite exit ${codes[0]}, PostgreSQL exit ${codes[1]}`);
}
process.exit(Math.max(...codes));
