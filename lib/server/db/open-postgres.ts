import 'server-only';
import { listenPostgres } from './listen-postgres';
import { migrationsFolder } from './migrations-folder';
import * as schema from './schema';
import { seedDatabase } from './seed';
import type { Db, DbHandle } from './types';

/** Any constant: instances started together take turns migrating and seeding (scale-out). */
const MIGRATION_LOCK_KEY = 727_001;

/** Open a pool on a PostgreSQL server; migrate and seed it under an advisory lock. */
export async function openPostgres(url: string): Promise<DbHandle> {
  const [{ Pool }, { drizzle }, { migrate }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  // A bounded connect timeout lets /api/health answer 503 instead of hanging on a dead server.
  const pool = new Pool({ connectionString: url, connectionTimeoutMillis: 5_000 });
  // An idle client losing its server must not crash the process; the next query reconnects.
  pool.on('error', (error) => console.error('[db] idle PostgreSQL client error:', error.message));
  releaseClientsThatLoseTheirServer(pool);

  try {
    // One connection for the whole step: a session advisory lock belongs to its connection.
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      const single = drizzle({ client, schema });
      await migrate(single, { migrationsFolder: migrationsFolder() });
      await seedDatabase(single as unknown as Db);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
      client.release();
    }
  } catch (error) {
    await pool.end();
    throw error;
  }
  const db = drizzle({ client: pool, schema }) as unknown as Db;
  // Each listener holds a connection of its own (LISTEN belongs to its session), outside the pool.
  const listeners = new Set<() => Promise<void>>();
  const listen = async (channel: string, onNotify: () => void) => {
    const stop = await listenPostgres(url, channel, onNotify);
    listeners.add(stop);
    return () => (listeners.delete(stop), stop());
  };
  const close = async () => {
    await Promise.all([...listeners].map((stop) => stop()));
    listeners.clear();
    await pool.end();
  };
  return { db, driver: 'postgres', listen, close };
}

/**
 * A client checked out of the pool has no error listener, so a server restart (or a dropped
 * connection) while it is in use raises an uncaught "Connection terminated unexpectedly" that
 * would end the process. And drizzle's transaction() sends BEGIN before its try/finally: when
 * BEGIN fails on a dead connection the client is never released, the pool shrinks by one for
 * good and pool.end() never returns. So every client gets a lasting error listener that, while
 * it is checked out, hands it back to the pool as broken (removed, not reused) and makes the
 * later release by its user a no-op.
 */
function releaseClientsThatLoseTheirServer(pool: import('pg').Pool): void {
  const checkedOut = new WeakSet<object>();
  pool.on('acquire', (client) => checkedOut.add(client));
  pool.on('release', (_error, client) => checkedOut.delete(client));
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      if (!checkedOut.has(client)) return; // idle: the pool's own listener removes it
      console.error('[db] PostgreSQL connection lost while in use:', error.message);
      client.release(error);
      client.release = () => {};
    });
  });
}
