import 'server-only';
import type { Client } from 'pg';

const RETRY_MS = 1_000;
/** LISTEN takes an identifier, not a parameter: only plain lower-case names are accepted. */
const CHANNEL = /^[a-z_][a-z0-9_]*$/;

/**
 * LISTEN on `channel` on a PostgreSQL connection of its own (a pooled connection would drop the
 * session's LISTEN when handed back). A connection that drops (server restart, network cut) is
 * opened again every second, and `onNotify` is called once it listens again: notifications sent
 * meanwhile are lost, so the caller looks for itself. Resolves after the first attempt, whether
 * it listens or keeps trying; resolves to the function that stops it.
 */
export async function listenPostgres(
  url: string,
  channel: string,
  onNotify: () => void,
): Promise<() => Promise<void>> {
  if (!CHANNEL.test(channel)) throw new Error(`not a plain channel name: ${channel}`);
  const { Client } = await import('pg');
  let current: Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let isStopped = false;
  let isLost = false;

  const drop = (client: Client, error: Error) => {
    if (current !== client) return; // stopped, or already dropped
    current = undefined;
    client.end().catch(() => {});
    if (!isLost) console.error(`[db] LISTEN ${channel} lost (${error.message}); reconnecting`);
    isLost = true;
    if (!isStopped) retry = setTimeout(() => void connect(), RETRY_MS).unref();
  };

  const connect = async () => {
    const client = new Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    current = client;
    client.on('error', (error) => drop(client, error));
    client.on('end', () => drop(client, new Error('connection ended')));
    client.on('notification', (message) => {
      if (message.channel === channel) onNotify();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
      if (isLost) {
        console.info(`[db] LISTEN ${channel} again`);
        isLost = false;
        onNotify();
      }
    } catch (error) {
      drop(client, error instanceof Error ? error : new Error(String(error)));
    }
  };

  await connect();
  return async () => {
    isStopped = true;
    clearTimeout(retry);
    const client = current;
    current = undefined;
    await client?.end().catch(() => {});
  };
}
