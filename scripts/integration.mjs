// `npm run test:int`: every integration suite on the embedded PGlite and, when TEST_DATABASE_URL
// names a PostgreSQL server, the suites named `*.pg.test.ts` on it too (vitest.config.ts picks the
// files by that variable). The two runs go side by side, each in a vitest process of its own: a run
// spends most of its time loading modules and waiting for its database, so on two cores both
// together take little longer than one. Every database they use is their own
// (tests/support/db.ts), and Redis keys carry a random prefix per suite. Each line of output is
// marked with its database; the exit status is the worse of the two.
//
// A suite is `.pg.test.ts` when what it tests can come out differently on a PostgreSQL server than
// on PGlite (one connection in one process, a WASM build of its own PostgreSQL release). The
// others run the same SQL through the same code with no second connection: a second pass would
// only repeat them.
// - SQL and migrations: db-migrate-seed (a first start migrates under the server's advisory lock
//   and seeds); warranty/registry (the serial registry, seeded through array parameters, which the
//   two drivers send each their own way); open-api/ownership (who reaches which system: joins
//   with array parameters, and the live readings summed by date_bin).
// - Search: search/relevance and search/api (the server's stemming, pg_trgm similarity and
//   unaccent; tsquery input that must stay plain text).
// - Locking and concurrency, real only with several connections: quotes/quote-requests (turns
//   under an advisory lock), quotes/leads (FOR UPDATE: an accept and a decline racing),
//   warranty/registration (two registrations of one serial at once), console/users (two admins
//   demoting each other: row locks), console/content (two creates at once: the table lock that
//   hands out ids), account/bench-auth (a concurrent wrong-password flood: the lockout counter),
//   open-api/keys (parallel key requests against the per-account limit: a row lock),
//   open-api/live-access (two staff deciding one application, two applications of one account:
//   a conditional update and a row lock), open-api/usage (two instances flushing the same usage
//   rows at once: the upsert's row locks), open-api/quota (several instances seeing a key pass
//   80 % at once: one mail under an advisory lock).
// - The outbox: forms/contact-mail (claimed with SKIP LOCKED, retried, failed),
//   forms/mail-wake (LISTEN/NOTIFY wakes the worker, and LISTEN comes back after the server ends
//   it), forms/database-restart (the pool across a server that goes away and comes back).
// - Several instances: route-rules/propagation (Redis pub/sub and the version check, each
//   instance on a connection of its own).
// Not on PostgreSQL: suites that point at a refused address or at PGlite whatever the variable
// says (api-database-down, forms/database-down, pglite-*, server-env), suites whose shared state is
// Redis rather than the database (captcha, rate limits, csp-report, next-cache-handler, account
// abuse), and those whose locks (FOR UPDATE in warranty ownership, table locks in route rules and
// partners) are never contended by their tests.
import { spawn } from 'node:child_process';
import readline from 'node:readline';

const given = process.argv.slice(2);
// Both integration projects: the shared module graph and the suites that need their own.
const args = ['vitest', 'run', '--project', 'integration*', ...given];
const postgresUrl = process.env.TEST_DATABASE_URL;
// `npm run test:int -- <file>` with a file that has no PostgreSQL pass: that pass finds nothing.
const postgresArgs = given.length ? [...args, '--passWithNoTests'] : args;

const pgliteEnv = { ...process.env };
delete pgliteEnv.TEST_DATABASE_URL;

/** One run; resolves with its exit status. */
function run(name, env, marked, runArgs = args) {
  const child = spawn('npx', runArgs, {
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
if (postgresUrl) runs.push(run('postgres', process.env, true, postgresArgs));
const codes = await Promise.all(runs);
if (postgresUrl) {
  console.log(`integration: PGlite exit ${codes[0]}, PostgreSQL exit ${codes[1]}`);
}
process.exit(Math.max(...codes));
