import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { HttpError } from '@/lib/server/api/errors';
import { recordAudit } from '@/lib/server/console/audit';
import type { Db } from '@/lib/server/db/client';
import { sessions, users } from '@/lib/server/db/schema';
import type { ConsoleUserRole } from '@/lib/validation/console-users';
import { userColumns, type UserRow } from './list';

// An admin changes a role, disables or enables an account, or ends its sessions. Each
// write and its audit row share one transaction. Disabling sets the admin plugin's `banned`
// flag: better-auth then refuses every new session for the account (its session hook), and
// the sessions it has are deleted here, so it is out at once.

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Actor = { actorId: string; actorEmail: string };

// An admin never locks themselves out by a slip: another admin has to do it.
const notYourself = (message: string) => new HttpError(400, message);

/**
 * The acting admin is still an active admin: checked with every active admin's row locked
 * until the transaction ends (always in the same order, so two admins acting on each other at
 * once wait instead of deadlocking), not by the role read with the session a moment ago.
 * With "never yourself" this keeps the last admin: only another active admin can demote or
 * disable one, and of two admins demoting each other at once the second is no admin any more.
 */
async function lockActingAdmin(tx: Tx, actor: Actor): Promise<void> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.banned, false)))
    .orderBy(asc(users.id))
    .for('update');
  if (!rows.some((r) => r.id === actor.actorId)) {
    throw new HttpError(403, 'Forbidden: this needs the admin role');
  }
}

async function lockUser(tx: Tx, id: string): Promise<UserRow> {
  const [row] = await tx.select(userColumns).from(users).where(eq(users.id, id)).for('update');
  if (!row) throw new HttpError(404, 'Not Found: no such user');
  return row as UserRow;
}

async function update(tx: Tx, id: string, values: Partial<typeof users.$inferInsert>) {
  const [row] = await tx.update(users).set(values).where(eq(users.id, id)).returning(userColumns);
  return row as UserRow;
}

/** Delete every session of the account; how many there were. */
async function endSessions(tx: Tx, userId: string): Promise<number> {
  const rows = await tx
    .delete(sessions)
    .where(eq(sessions.userId, userId))
    .returning({ id: sessions.id });
  return rows.length;
}

export async function setUserRole(db: Db, actor: Actor, id: string, role: ConsoleUserRole) {
  if (id === actor.actorId)
    throw notYourself('You cannot change your own role: ask another admin.');
  return db.transaction(async (tx) => {
    await lockActingAdmin(tx, actor);
    const user = await lockUser(tx, id);
    if (user.role === role) return user;
    const updated = await update(tx, id, { role });
    await recordAudit(tx, {
      ...actor,
      action: 'user.role',
      entity: 'user',
      entityId: id,
      detail: { email: user.email, from: user.role, to: role },
    });
    return updated;
  });
}

export async function disableUser(db: Db, actor: Actor, id: string, reason?: string) {
  if (id === actor.actorId)
    throw notYourself('You cannot disable your own account: ask another admin.');
  return db.transaction(async (tx) => {
    await lockActingAdmin(tx, actor);
    const user = await lockUser(tx, id);
    const updated = await update(tx, id, {
      banned: true,
      banReason: reason || null,
      banExpires: null,
    });
    const revoked = await endSessions(tx, id);
    await recordAudit(tx, {
      ...actor,
      action: 'user.disable',
      entity: 'user',
      entityId: id,
      detail: { email: user.email, reason: reason || null, revoked },
    });
    return updated;
  });
}

export async function enableUser(db: Db, actor: Actor, id: string) {
  return db.transaction(async (tx) => {
    await lockActingAdmin(tx, actor);
    const user = await lockUser(tx, id);
    const updated = await update(tx, id, { banned: false, banReason: null, banExpires: null });
    await recordAudit(tx, {
      ...actor,
      action: 'user.enable',
      entity: 'user',
      entityId: id,
      detail: { email: user.email },
    });
    return updated;
  });
}

/** Force sign-out: every session of the account ends; it may sign in again. */
export async function signOutUser(db: Db, actor: Actor, id: string) {
  if (id === actor.actorId)
    throw notYourself('You cannot force your own sign-out: use Sign out instead.');
  return db.transaction(async (tx) => {
    await lockActingAdmin(tx, actor);
    const user = await lockUser(tx, id);
    const revoked = await endSessions(tx, id);
    await recordAudit(tx, {
      ...actor,
      action: 'user.sign-out',
      entity: 'user',
      entityId: id,
      detail: { email: user.email, revoked },
    });
    return { revoked };
  });
}
