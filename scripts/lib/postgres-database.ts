import pg from 'pg';

// A database of its own beside a given one on the same PostgreSQL server, for a test suite, an
// end-to-end run of extra servers or a bench run: dropped if left from an earlier run, created
// empty, and its URL returned. One place for the tests (tests/support/db.ts, the e2e instances)
// and the bench.

/** A client on the server of `url`; on a fresh server whose named database is missing, `postgres`. */
async function connectAdmin(url: string): Promise<pg.Client> {
  for (const dbName of [undefined, 'postgres']) {
    const target = new URL(url);
    if (dbName) target.pathname = `/${dbName}`;
    const client = new pg.Client({ connectionString: target.toString() });
    try {
      await client.connect();
      return client;
    } catch (error) {
      // 3D000: the named database does not exist (yet) on a fresh server.
      if ((error as { code?: string }).code !== '3D000' || dbName) throw error;
    }
  }
  throw new Error('unreachable');
}

/**
 * `<base>_<suffix>` beside the database of `baseUrl`, dropped and created afresh: its URL. Empty,
 * or a copy of the database `template` names (on the same server, with nobody connected to it).
 */
export async function recreateDatabase(
  baseUrl: string,
  suffix: string,
  template?: string,
): Promise<string> {
  const url = new URL(baseUrl);
  const name = `${url.pathname.slice(1) || 'test'}_${suffix}`.toLowerCase().replace(/\W/g, '_');
  const admin = await connectAdmin(baseUrl);
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
    const from = template ? ` template "${new URL(template).pathname.slice(1)}"` : '';
    await admin.query(`create database "${name}"${from}`);
  } finally {
    await admin.end();
  }
  url.pathname = `/${name}`;
  return url.toString();
}

/** Removes the database a URL names (from its own server's `postgres` side). */
export async function dropDatabase(url: string): Promise<void> {
  const server = new URL(url);
  const name = server.pathname.slice(1);
  server.pathname = '/postgres';
  const admin = await connectAdmin(server.toString());
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
  } finally {
    await admin.end();
  }
}
