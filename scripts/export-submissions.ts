// Staff read submissions without a database client, until the editor console exists:
//   npm run export:submissions -- --type contact|newsletter|training [--since YYYY-MM-DD] > out.csv
// CSV (RFC 4180, UTF-8) on stdout; messages on stderr. Reads the database the server uses
// (DATABASE_URL, else PGLITE_DIR): an embedded PGlite dir can only be opened while the server is
// stopped; with PostgreSQL it runs any time.
import { register } from 'node:module';
import { parseArgs } from 'node:util';

// The data layer marks itself `import 'server-only'`, which throws outside Next's server
// bundles; this script is server code, so the marker resolves to an empty module here.
register(
  `data:text/javascript,${encodeURIComponent(
    `export async function resolve(s, c, next) {
      return s === 'server-only' ? { url: 'data:text/javascript,', shortCircuit: true } : next(s, c);
    }`,
  )}`,
);

const types = ['contact', 'newsletter', 'training'] as const;

const USAGE =
  'usage: npm run export:submissions -- --type contact|newsletter|training [--since YYYY-MM-DD]';

function fail(message: string): never {
  console.error(`export-submissions: ${message}\n${USAGE}`);
  process.exit(2);
}

function options() {
  const { values } = parseArgs({
    options: { type: { type: 'string' }, since: { type: 'string' }, help: { type: 'boolean' } },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const type = types.find((t) => t === values.type);
  if (!type) fail('--type must be contact, newsletter or training');
  let since: Date | undefined;
  if (values.since !== undefined) {
    since = new Date(`${values.since}T00:00:00Z`);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(values.since) || Number.isNaN(since.getTime())) {
      fail('--since must be a date YYYY-MM-DD');
    }
  }
  return { type, since };
}

const { type, since } = options();
const { serverEnv } = await import('../lib/server/env');
const { openDb } = await import('../lib/server/db/open');
const { listSubmissions, submissionColumns } = await import('../lib/server/forms/export');
const { toCsv } = await import('../lib/server/forms/csv');

const { DATABASE_URL, PGLITE_DIR } = serverEnv();
let handle;
try {
  handle = await openDb({ databaseUrl: DATABASE_URL, pgliteDir: PGLITE_DIR });
} catch (error) {
  console.error(`export-submissions: cannot open the database: ${(error as Error).message}`);
  process.exit(1);
}
try {
  const rows = await listSubmissions(handle.db, type, since);
  process.stdout.write(toCsv(submissionColumns(type), rows));
  console.error(`export-submissions: ${rows.length} ${type} submission(s)`);
} finally {
  await handle.close();
}
