import 'server-only';
import type { Db } from '@/lib/server/db/client';

/** A transaction of the database: the change and its audit row commit together or not at all. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Who acts, for the audit log (actorOf(c) in lib/server/console/access.ts). */
export type Actor = { actorId: string; actorEmail: string };

/** A content row as the database returns it (columns by their Drizzle names). */
export type Row = Record<string, unknown> & {
  websiteId: number;
  state: boolean;
  publishAt: Date | null;
  revision: number;
  updatedAt: Date;
};

/** An item's id: an integer, or a slug for the slug types (blogs' keytitle, products' id). */
export type ItemId = number | string;
