import 'server-only';
import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import { HttpError } from '@/lib/server/api/errors';
import { recordAudit } from '@/lib/server/console/audit';
import type { Actor, Tx } from '@/lib/server/console/submissions/types';
import type { Db } from '@/lib/server/db/client';
import { apiKeys, users } from '@/lib/server/db/schema';
import type { KeyEnvironment } from './key-format';
import { revokeKey, viewColumns as keyColumns, type ApiKeyView } from './keys';

// The console's key screen (docs/console.md, Open API): any account's keys found by its e-mail,
// hints only (a key's secret exists nowhere after it was shown); revoking any key at once, and
// giving a live key `control` or taking it away. Each write is audited in its transaction.

export type StaffKeyRow = ApiKeyView & { userId: string; email: string; revokedBy: string | null };

export type StaffKeyFilter = {
  q?: string;
  environment?: KeyEnvironment;
  page: number;
  size: number;
};

function whereOf({ q, environment }: StaffKeyFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (environment) parts.push(eq(apiKeys.environment, environment));
  if (q) parts.push(ilike(users.email, `%${q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`));
  return parts.length ? and(...parts) : undefined;
}

/** One page of keys whose account's e-mail contains `q`, newest first, with their owners. */
export async function searchKeys(
  db: Db,
  filter: StaffKeyFilter,
): Promise<{ items: StaffKeyRow[]; total: number }> {
  const where = whereOf(filter);
  const [items, [counted]] = await Promise.all([
    db
      .select({
        ...keyColumns,
        revokedBy: apiKeys.revokedBy,
        userId: apiKeys.userId,
        email: users.email,
      })
      .from(apiKeys)
      .innerJoin(users, eq(users.id, apiKeys.userId))
      .where(where)
      .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id))
      .limit(filter.size)
      .offset((filter.page - 1) * filter.size),
    db
      .select({ total: count() })
      .from(apiKeys)
      .innerJoin(users, eq(users.id, apiKeys.userId))
      .where(where),
  ]);
  return { items, total: counted?.total ?? 0 };
}

const notFound = () => new HttpError(404, 'Not Found: no such key');

/** The key, its row locked until the transaction ends. */
async function lockKey(tx: Tx, id: number) {
  const [row] = await tx.select().from(apiKeys).where(eq(apiKeys.id, id)).for('update');
  if (!row) throw notFound();
  return row;
}

/** Revokes any account's key at once; revokedBy is the staff member. A revoked key is a 409. */
export function revokeKeyAsStaff(db: Db, id: number, actor: Actor, now = new Date()) {
  return db.transaction(async (tx) => {
    const key = await lockKey(tx, id);
    if (key.revokedAt) {
      throw new HttpError(409, 'Conflict: this key is revoked already', { _: ['keyRevoked'] });
    }
    const view = await revokeKey(tx, { id, by: actor.actorId }, now);
    await recordAudit(tx, {
      ...actor,
      action: 'apiKey.revoke',
      entity: 'api_key',
      entityId: id,
      detail: { userId: key.userId, environment: key.environment, hint: key.hint },
    });
    return view;
  });
}

/**
 * Gives a live key `control` or takes it away (a sandbox key's control is its owner's choice).
 * A revoked or expired key is a 409; asking for what the key has already changes nothing and
 * writes no audit row.
 */
export function setKeyControl(
  db: Db,
  id: number,
  control: boolean,
  actor: Actor,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const key = await lockKey(tx, id);
    if (key.environment !== 'live') {
      throw new HttpError(409, 'Conflict: control on a sandbox key is its owner’s choice', {
        _: ['notLive'],
      });
    }
    if (key.revokedAt || key.expiresAt <= now) {
      throw new HttpError(409, 'Conflict: this key is revoked or expired', { _: ['keyRevoked'] });
    }
    const has = key.scopes.includes('control');
    if (has === control) return { id, scopes: key.scopes };
    const scopes = control
      ? [...key.scopes, 'control' as const]
      : key.scopes.filter((s) => s !== 'control');
    await tx.update(apiKeys).set({ scopes }).where(eq(apiKeys.id, id));
    await recordAudit(tx, {
      ...actor,
      action: control ? 'apiKey.control.grant' : 'apiKey.control.withdraw',
      entity: 'api_key',
      entityId: id,
      detail: { userId: key.userId, hint: key.hint },
    });
    return { id, scopes };
  });
}
