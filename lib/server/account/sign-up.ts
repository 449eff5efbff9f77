import 'server-only';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Auth } from '@/lib/server/auth/instance';
import type { Db } from '@/lib/server/db/client';
import { users } from '@/lib/server/db/schema';
import { toE164, type SignUpData } from '@/lib/validation/account';
import { authErrorCode, codeError, accountError } from './errors';

/** An account made with a phone number has no e-mail; better-auth requires one, unique. */
export const PHONE_ONLY_DOMAIN = 'phone.invalid';
export const isPlaceholderEmail = (email: string) => email.endsWith(`@${PHONE_ONLY_DOMAIN}`);

export async function isUsernameTaken(db: Db, username: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, username.toLowerCase()))
    .limit(1);
  return !!row;
}

export async function isEmailTaken(db: Db, email: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return !!row;
}

export async function isPhoneTaken(db: Db, phone: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.phoneNumber, phone))
    .limit(1);
  return !!row;
}

const usernameTaken = () =>
  accountError(409, 'username', 'usernameTaken', 'username is already taken');
export const emailTaken = () =>
  accountError(409, 'email', 'emailTaken', 'email has already been registered');
export const phoneTaken = (field = 'phone') =>
  accountError(409, field, 'phoneTaken', 'phone number has already been registered');

/**
 * The e-mail's sign-up code is right. better-auth's e-mail OTP plugin verifies an
 * "email-verification" code only for an existing user; its check endpoint verifies the code
 * first (counting a wrong try, keeping a right one) and only then looks the user up, so for an
 * address without an account "user not found" means the code was right.
 */
async function checkEmailCode(auth: Auth, email: string, code: string) {
  try {
    await auth.api.checkVerificationOTP({ body: { email, otp: code, type: 'email-verification' } });
  } catch (error) {
    if (authErrorCode(error)?.code === 'USER_NOT_FOUND') return;
    throw codeError(error) ?? error;
  }
  throw emailTaken(); // the check found an account: registered meanwhile
}

/** What better-auth's sign-up refuses (a race with another sign-up), in the form's words. */
function signUpError(error: unknown) {
  const code = authErrorCode(error)?.code;
  if (code === 'USERNAME_IS_ALREADY_TAKEN') return usernameTaken();
  if (code?.startsWith('USER_ALREADY_EXISTS')) return emailTaken();
  return undefined;
}

/**
 * Sign up: the code sent to the e-mail or phone proves it; then better-auth creates the
 * user with its password (hashing, username rules and uniqueness) and signs them in.
 * Returns the Set-Cookie headers of the new session.
 */
export async function signUp(auth: Auth, db: Db, input: SignUpData, headers: Headers) {
  if (await isUsernameTaken(db, input.username)) throw usernameTaken();
  let email: string;
  let phone: string | undefined;
  if (input.channel === 'email') {
    email = input.email!;
    if (await isEmailTaken(db, email)) throw emailTaken();
    await checkEmailCode(auth, email, input.code);
  } else {
    phone = toE164(input.country, input.phone!)!;
    if (await isPhoneTaken(db, phone)) throw phoneTaken();
    try {
      await auth.api.consumePhoneNumberOTP({ body: { phoneNumber: phone, code: input.code } });
    } catch (error) {
      throw codeError(error) ?? error;
    }
    email = `${randomUUID()}@${PHONE_ONLY_DOMAIN}`;
  }

  const { headers: cookies, response } = await auth.api
    .signUpEmail({
      body: {
        email,
        password: input.password,
        name: input.nickname,
        username: input.username,
        country: input.country,
      },
      headers,
      returnHeaders: true,
    })
    .catch((error: unknown) => {
      throw signUpError(error) ?? error;
    });
  if (input.channel === 'email') {
    // Spend the code (it was kept by the check) and mark the address as proven.
    await auth.api.verifyEmailOTP({ body: { email, otp: input.code } });
  }
  await db
    .update(users)
    .set({
      termsAcceptedAt: new Date(),
      ...(phone ? { phoneNumber: phone, phoneNumberVerified: true } : {}),
    })
    .where(eq(users.id, response.user.id));
  return cookies;
}
