// The console's first admin, or any later one, from the command line:
//   npm run admin:create -- --email a@b.c --password '...' [--name '...'] [--username '...']
// Creates the account with the role admin (a real password account: it signs in through the
// site's login), or promotes the existing account with that e-mail (its password unchanged).
// Uses the database the server uses (DATABASE_URL, else PGLITE_DIR): an embedded PGlite dir can
// only be opened while the server is stopped; with PostgreSQL it runs any time.
import { register } from 'node:module';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const USAGE =
  "usage: npm run admin:create -- --email a@b.c --password '...' [--name '...'] [--username '...']";

const say = (line: string) => console.log(`admin:create: ${line}`);
const fail = (line: string) => {
  console.error(`admin:create: ${line}`);
  return 1;
};

function options(args: string[]) {
  const { values } = parseArgs({
    args,
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      name: { type: 'string' },
      username: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  return values;
}

/**
 * The command, callable in process (tests): the exit code, 0 when the account is an admin.
 * Opens the process's database through getDb() and leaves it open (the caller closes it).
 */
export async function main(args: string[]): Promise<number> {
  let values: ReturnType<typeof options>;
  try {
    values = options(args);
  } catch (error) {
    return fail(`${(error as Error).message}\n${USAGE}`);
  }
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  if (!values.email || !values.password)
    return fail(`--email and --password are required\n${USAGE}`);

  // Imported here, not at the top: the hook below must be in place first when run as a script.
  const { AdminInputError, checkAdminInput, ensureAdmin } =
    await import('../lib/server/console/bootstrap-admin');
  const { email, password, name, username } = values;
  const input = { email, password, name, username };
  try {
    checkAdminInput(input);
  } catch (error) {
    if (error instanceof AdminInputError) return fail(error.message);
    throw error;
  }
  const { getDb } = await import('../lib/server/db/client');
  const { getAuth } = await import('../lib/server/auth/instance');
  let db;
  try {
    db = await getDb();
  } catch (error) {
    return fail(`cannot open the database: ${(error as Error).message}`);
  }
  try {
    const result = await ensureAdmin(await getAuth(), db, input, 'npm run admin:create');
    const done = {
      created: `created the admin ${result.email}; sign in with this password`,
      promoted: `${result.email} is now an admin (its password is unchanged)`,
      'already-admin': `${result.email} is already an admin (nothing changed)`,
    };
    say(done[result.outcome]);
    return 0;
  } catch (error) {
    return fail((error as Error).message);
  }
}

// Run as a script (tsx scripts/admin-create.ts), not imported by a test.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  // The server modules mark themselves `import 'server-only'`, which throws outside Next's
  // server bundles; this script is server code, so the marker resolves to an empty module.
  register(
    `data:text/javascript,${encodeURIComponent(
      `export async function resolve(s, c, next) {
        return s === 'server-only' ? { url: 'data:text/javascript,', shortCircuit: true } : next(s, c);
      }`,
    )}`,
  );
  const code = await main(process.argv.slice(2));
  const { closeDb } = await import('../lib/server/db/client');
  await closeDb();
  process.exit(code);
}
