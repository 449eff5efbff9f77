import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { users } from '@/lib/server/db/schema';
import type { Identifier } from '@/lib/validation/account';

/** Five failed passwords in a row lock the account for fifteen minutes. */
export const MAX_FAILED_SIGN_INS = 5;
export const LOCK_MINUTES = 15;

export type SignInAccount = { id: string; failedSignIns: number; lockedUntil: Date | null };

const columns = {
  id: users.id,
  failedSignIns: users.failedSignIns,
  lockedUntil: users.lockedUntil,
};

/** The account a login names, by the field better-auth will look it up by. */
export async function findSignInAccount(
  db: Db,
  id: Identifier,
): Promise<SignInAccount | undefined> {
  const where =
    id.kind === 'email'
      ? eq(users.email, id.value)
      : id.kind === 'phone'
        ? eq(users.phoneNumber, id.value)
        : eq(users.username, id.value.toLowerCase());
  const [row] = await db.select(columns).from(users).where(where).limit(1);
  return row;
}

export const isLocked = (account: SignInAccount | undefined, now = new Date()) =>
  !!account?.lockedUntil && account.lockedUntil > now;

/**
 * Count a wrong password, in one statement (parallel attempts cannot lose a count); the fifth in
 * a row locks the account and starts a new count. The lock's end when this one locked it.
 */
export async function recordFailedSignIn(db: Db, userId: string): Promise<Date | null> {
  const reached = sql`${users.failedSignIns} + 1 >= ${MAX_FAILED_SIGN_INS}`;
  const [row] = await db
    .update(users)
    .set({
      failedSignIns: sql`case when ${reached} then 0 else ${users.failedSignIns} + 1 end`,
      lockedUntil: sql`case when ${reached} then now() + make_interval(mins => ${LOCK_MINUTES}) else ${users.lockedUntil} end`,
    })
    .where(eq(users.id, userId))
    .returning({ lockedUntil: users.lockedUntil });
  return row?.lockedUntil && row.lockedUntil > new Date() ? row.lockedUntil : null;
}

/** A right password, or a new one set through recovery: the count and any lock are gone. */
export async function clearFailedSignIns(db: Db, userId: string): Promise<void> {
  await db.update(users).set({ failedSignIns: 0, lockedUntil: null }).where(eq(users.id, userId));
}
