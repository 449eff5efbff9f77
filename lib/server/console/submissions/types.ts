import 'server-only';
import type { Db } from '@/lib/server/db/client';

/** A transaction of the database: the change and its audit row commit together or not at all. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Who acts, for the audit log (actorOf(c) in lib/server/console/access.ts). */
export type Actor = { actorId: string; actorEmail: string };
