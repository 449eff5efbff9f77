import 'server-only';
import type { Auth } from '@/lib/server/auth/instance';
import { hasSessionCookie } from '@/lib/server/auth/session-cookie';
import type { Db } from '@/lib/server/db/client';
import type { Identifier } from '@/lib/validation/account';
import { accountError, authErrorCode } from './errors';
import { clearFailedSignIns, findSignInAccount, isLocked, recordFailedSignIn } from './lockout';

const locked = (until: Date) => {
  const error = accountError(429, '_', 'accountLocked', 'account locked');
  return Object.assign(error, { retryAfter: Math.ceil((until.getTime() - Date.now()) / 1000) });
};

function wrongPassword(id: Identifier) {
  return id.kind === 'phone'
    ? accountError(401, '_', 'phoneCredentialsIncorrect', 'phone or password is incorrect')
    : accountError(401, '_', 'credentialsIncorrect', 'Username or password is incorrect');
}

const disabled = () => accountError(403, '_', 'accountDisabled', 'This account is disabled.');

function callSignIn(auth: Auth, id: Identifier, password: string, headers: Headers) {
  const common = { headers, returnHeaders: true } as const;
  if (id.kind === 'email') {
    return auth.api.signInEmail({ ...common, body: { email: id.value, password } });
  }
  if (id.kind === 'phone') {
    return auth.api.signInPhoneNumber({ ...common, body: { phoneNumber: id.value, password } });
  }
  return auth.api.signInUsername({ ...common, body: { username: id.value, password } });
}

/**
 * Login with the account lockout around better-auth's sign-in (it has none): a locked
 * account is refused before its password is checked; a wrong password is counted, the fifth in
 * a row locks it for 15 minutes. On success the session this browser had before is revoked, so
 * a signed-in visitor always gets a new session token (rotated on login).
 * Returns the Set-Cookie headers of the new session.
 */
export async function signIn(
  auth: Auth,
  db: Db,
  id: Identifier,
  password: string,
  headers: Headers,
): Promise<Headers> {
  const account = await findSignInAccount(db, id);
  if (isLocked(account)) throw locked(account!.lockedUntil!);
  let result: Awaited<ReturnType<typeof callSignIn>>;
  try {
    result = await callSignIn(auth, id, password, headers);
  } catch (error) {
    const { status, code } = authErrorCode(error) ?? {};
    // A disabled account (the admin plugin's ban) is refused after its password was
    // checked, so the refusal tells nothing to someone who does not know the password.
    if (code === 'BANNED_USER') throw disabled();
    if (status !== 401 && status !== 422) throw error;
    const until = account ? await recordFailedSignIn(db, account.id) : null;
    throw until ? locked(until) : wrongPassword(id);
  }
  if (account && account.failedSignIns > 0) await clearFailedSignIns(db, account.id);
  if (hasSessionCookie(headers.get('cookie'))) {
    // The previous session of this browser, if any: ended now that a new one is issued.
    await auth.api.signOut({ headers }).catch(() => {});
  }
  return result.headers;
}
