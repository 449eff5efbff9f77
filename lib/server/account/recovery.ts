import 'server-only';
import { eq } from 'drizzle-orm';
import type { Auth } from '@/lib/server/auth/instance';
import type { Db } from '@/lib/server/db/client';
import { users } from '@/lib/server/db/schema';
import { codeIdentifier, hasUnspentCode } from './codes';
import { accountError, authErrorCode, codeError } from './errors';
import { forgetSignInLimits } from './limits';
import { clearFailedSignIns } from './lockout';

const emailOrCode = () =>
  accountError(400, '_', 'emailOrCodeIncorrect', 'email or code is incorrect');

async function findUser(db: Db, email: string) {
  const [row] = await db
    .select({ id: users.id, username: users.username, phone: users.phoneNumber })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return row;
}

/**
 * Recovery, step 1: a code to the account's e-mail. The message "account does not exist"
 * is said plainly (the puzzle and the rate limits stand before it).
 */
export async function sendRecoveryCode(auth: Auth, db: Db, email: string, headers: Headers) {
  if (!(await findUser(db, email))) {
    throw accountError(404, 'email', 'accountNotFound', 'account does not exist');
  }
  await auth.api.requestPasswordResetEmailOTP({ body: { email }, headers });
}

/**
 * Step 2: the code and the new password. better-auth checks the code (tries, expiry), sets the
 * password and revokes every session; the lockout and the account's sign-in limit end with it,
 * so a locked-out owner gets in.
 */
export async function resetPassword(
  auth: Auth,
  db: Db,
  { email, code, password }: { email: string; code: string; password: string },
  headers: Headers,
) {
  // No code for this address: none was sent there (or it was spent or given up on).
  if (!(await hasUnspentCode(db, codeIdentifier.recover(email)))) throw emailOrCode();
  try {
    await auth.api.resetPasswordEmailOTP({ body: { email, otp: code, password }, headers });
  } catch (error) {
    if (authErrorCode(error)?.code === 'USER_NOT_FOUND') throw emailOrCode();
    throw codeError(error) ?? error;
  }
  const user = await findUser(db, email);
  if (!user) return;
  await clearFailedSignIns(db, user.id);
  const names = [{ kind: 'email', value: email }];
  if (user.username) names.push({ kind: 'username', value: user.username });
  if (user.phone) names.push({ kind: 'phone', value: user.phone });
  await forgetSignInLimits(names);
}
