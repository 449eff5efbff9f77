import 'server-only';
import { eq } from 'drizzle-orm';
import { authErrorCode } from '@/lib/server/account/errors';
import { getAuth, type Auth } from '@/lib/server/auth/instance';
import { recordAudit } from '@/lib/server/console/audit';
import { getDb, type Db } from '@/lib/server/db/client';
import { users } from '@/lib/server/db/schema';
import { serverEnv } from '@/lib/server/env';
import { emailRule, isValidNickname, isValidPassword, USERNAME } from '@/lib/validation/account';

// The first admin, made by `npm run admin:create` or from ADMIN_EMAIL / ADMIN_PASSWORD
// on the first start. It is a real account with a password (better-auth's credential account,
// created by its admin plugin), so it signs in through the site's normal login.

export type AdminInput = { email: string; password: string; name?: string; username?: string };
type CheckedAdmin = AdminInput & { name: string };
export type AdminOutcome = 'created' | 'promoted' | 'already-admin';
export type AdminResult = { outcome: AdminOutcome; userId: string; email: string };

/** Input that breaks a rule of the site: the message says which. */
export class AdminInputError extends Error {
  override readonly name = 'AdminInputError';
}

export const PASSWORD_RULE =
  'the password must be 8-20 characters without spaces, with at least three of: ' +
  'upper-case letters, lower-case letters, digits, symbols';

/** The input checked by the site's own account rules (lib/validation/account.ts). */
export function checkAdminInput(input: AdminInput): CheckedAdmin {
  const email = emailRule.safeParse(input.email);
  if (!email.success) throw new AdminInputError(`"${input.email}" is not a valid e-mail address`);
  if (!isValidPassword(input.password)) throw new AdminInputError(PASSWORD_RULE);
  const name = input.name?.trim() || 'Administrator';
  if (!isValidNickname(name)) throw new AdminInputError(`"${name}" is not a valid name`);
  if (input.username !== undefined && !USERNAME.test(input.username)) {
    throw new AdminInputError(
      'the username must be 5-20 letters, digits, dots or underscores, starting with a letter',
    );
  }
  return { email: email.data, password: input.password, name, username: input.username };
}

/** Who the audit log names for these changes: no person is signed in. */
const systemActor = (via: string) => ({ actorId: 'system', actorEmail: `system (${via})` });

async function createAdmin(auth: Auth, input: CheckedAdmin) {
  try {
    const { user } = await auth.api.createUser({
      body: {
        email: input.email,
        password: input.password,
        name: input.name,
        role: 'admin',
        // The operator vouches for the address (a visitor proves it with a code instead).
        data: { emailVerified: true, ...(input.username ? { username: input.username } : {}) },
      },
    });
    return user.id;
  } catch (error) {
    if (authErrorCode(error)?.code === 'USERNAME_IS_ALREADY_TAKEN') {
      throw new AdminInputError(`the username "${input.username}" is already taken`);
    }
    throw error;
  }
}

/**
 * Make `email` an admin: a new account with this password, or an existing one promoted (its
 * password unchanged; a disabled one enabled again, since the operator asks for its access).
 */
export async function ensureAdmin(
  auth: Auth,
  db: Db,
  raw: AdminInput,
  via: string,
): Promise<AdminResult> {
  const input = checkAdminInput(raw);
  const [existing] = await db
    .select({ id: users.id, role: users.role, banned: users.banned })
    .from(users)
    .where(eq(users.email, input.email));
  const actor = systemActor(via);
  if (!existing) {
    const userId = await createAdmin(auth, input);
    await recordAudit(db, {
      ...actor,
      action: 'user.create',
      entity: 'user',
      entityId: userId,
      detail: { email: input.email, role: 'admin' },
    });
    return { outcome: 'created', userId, email: input.email };
  }
  if (existing.role === 'admin' && !existing.banned) {
    return { outcome: 'already-admin', userId: existing.id, email: input.email };
  }
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ role: 'admin', banned: false, banReason: null, banExpires: null })
      .where(eq(users.id, existing.id));
    await recordAudit(tx, {
      ...actor,
      action: 'user.role',
      entity: 'user',
      entityId: existing.id,
      detail: { email: input.email, from: existing.role, to: 'admin', enabled: existing.banned },
    });
  });
  return { outcome: 'promoted', userId: existing.id, email: input.email };
}

export async function hasAdmin(db: Db): Promise<boolean> {
  return (await db.$count(users, eq(users.role, 'admin'))) > 0;
}

/**
 * On start (instrumentation.ts): with ADMIN_EMAIL and ADMIN_PASSWORD set and no admin yet,
 * create it. Once any admin exists the variables are ignored (they never reset a password).
 * Every failure is logged, never thrown: the site runs without a first admin.
 */
export async function bootstrapAdminFromEnv(): Promise<AdminResult | null> {
  try {
    const { ADMIN_EMAIL, ADMIN_PASSWORD } = serverEnv();
    if (!ADMIN_EMAIL && !ADMIN_PASSWORD) return null;
    if (!ADMIN_EMAIL || !ADMIN_PASSWORD) {
      console.error('[admin] set both ADMIN_EMAIL and ADMIN_PASSWORD to create the first admin');
      return null;
    }
    const db = await getDb();
    if (await hasAdmin(db)) return null;
    const result = await ensureAdmin(
      await getAuth(),
      db,
      { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
      'ADMIN_EMAIL',
    );
    console.log(`[admin] first admin ${result.email} ${result.outcome}`);
    return result;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`[admin] the first admin from ADMIN_EMAIL was not created: ${message}`);
    return null;
  }
}
