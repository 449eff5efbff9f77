import 'server-only';
import { eq } from 'drizzle-orm';
import type { Auth } from '@/lib/server/auth/instance';
import type { Db } from '@/lib/server/db/client';
import { users } from '@/lib/server/db/schema';
import { accountError, authErrorCode, codeErrorFor, deliveryError } from './errors';
import { emailTaken, isPlaceholderEmail, phoneTaken } from './sign-up';

export type Profile = {
  username: string | null;
  nickname: string;
  /** null for an account made with a phone number that never gave an e-mail. */
  email: string | null;
  emailVerified: boolean;
  phone: string | null;
  country: string | null;
  createdAt: string;
};

/** The signed-in user's own profile (never anything of another account). */
export async function getProfile(db: Db, userId: string): Promise<Profile | undefined> {
  const [row] = await db
    .select({
      username: users.displayUsername,
      nickname: users.name,
      email: users.email,
      emailVerified: users.emailVerified,
      phone: users.phoneNumber,
      country: users.country,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return undefined;
  return {
    ...row,
    email: isPlaceholderEmail(row.email) ? null : row.email,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Rethrow what better-auth refused as the field error the form shows; anything else as is. */
function mapped(map: (code: string, message: string) => Error | undefined) {
  return (error: unknown): never => {
    const code = authErrorCode(error)?.code ?? '';
    const message = error instanceof Error ? error.message : '';
    throw map(code, message) ?? deliveryError(error) ?? error;
  };
}

export async function updateProfile(
  auth: Auth,
  input: { nickname: string; country: string },
  headers: Headers,
) {
  await auth.api.updateUser({ body: { name: input.nickname, country: input.country }, headers });
}

export async function sendEmailChangeCode(
  auth: Auth,
  { current, next }: { current: string; next: string },
  headers: Headers,
) {
  if (current === next) throw emailTaken();
  await auth.api.requestEmailChangeEmailOTP({ body: { newEmail: next }, headers });
}

/** Returns the refreshed session cookie (it carries the new address). */
export async function changeEmail(
  auth: Auth,
  { email, code }: { email: string; code: string },
  headers: Headers,
) {
  const result = await auth.api
    .changeEmailEmailOTP({ body: { newEmail: email, otp: code }, headers, returnHeaders: true })
    .catch(
      mapped((code, message) =>
        /already in use/i.test(message) ? emailTaken() : codeErrorFor(code),
      ),
    );
  return result.headers;
}

/** A code by text message to `phone` (sign up, change of number); a failed gateway is a 503. */
export async function sendPhoneCode(auth: Auth, phone: string, headers: Headers) {
  await auth.api
    .sendPhoneNumberOTP({ body: { phoneNumber: phone }, headers })
    .catch(mapped(() => undefined));
}

export async function changePhone(
  auth: Auth,
  { phone, code }: { phone: string; code: string },
  headers: Headers,
) {
  await auth.api
    .verifyPhoneNumber({ body: { phoneNumber: phone, code, updatePhoneNumber: true }, headers })
    .catch(mapped((code) => (code === 'PHONE_NUMBER_EXIST' ? phoneTaken() : codeErrorFor(code))));
}

/** A new password revokes every other session; returns this browser's new cookie. */
export async function changePassword(
  auth: Auth,
  { currentPassword, password }: { currentPassword: string; password: string },
  headers: Headers,
) {
  const result = await auth.api
    .changePassword({
      body: { currentPassword, newPassword: password, revokeOtherSessions: true },
      headers,
      returnHeaders: true,
    })
    .catch(
      mapped((code) =>
        code === 'INVALID_PASSWORD'
          ? accountError(400, 'currentPassword', 'currentPasswordIncorrect', 'wrong password')
          : undefined,
      ),
    );
  return result.headers;
}

/** Delete the account (its sessions and credentials go with it); returns the cookie clearing. */
export async function deleteAccount(auth: Auth, password: string, headers: Headers) {
  const result = await auth.api
    .deleteUser({ body: { password }, headers, returnHeaders: true })
    .catch(
      mapped((code) =>
        code === 'INVALID_PASSWORD'
          ? accountError(400, 'password', 'passwordIncorrect', 'wrong password')
          : undefined,
      ),
    );
  return result.headers;
}
