import 'server-only';
import { DbUnavailableError } from './errors';
import { openPglite } from './open-pglite';
import { openPostgres } from './open-postgres';
import type { DbConfig, DbHandle } from './types';

/**
 * Open a database, apply the committed migrations and seed it when empty. Not memoised: the app
 * goes through getDb() (client.ts); tests call this to open a second, separate database.
 * Any failure is a DbUnavailableError keeping the original message (the API answers 503).
 */
export async function openDb(config: DbConfig): Promise<DbHandle> {
  try {
    return config.databaseUrl
      ? await openPostgres(config.databaseUrl)
      : await openPglite(config.pgliteDir, config.pgliteTemplate);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new DbUnavailableError(message, { cause: error });
  }
}
