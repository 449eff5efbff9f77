import 'server-only';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { admin, emailOTP, phoneNumber, username } from 'better-auth/plugins';
import { consoleRoles } from './roles';
import { getDb, type Db } from '@/lib/server/db/client';
import { accounts, sessions, users, verifications } from '@/lib/server/db/schema';
import { siteUrl } from '@/lib/site-url';
import { isValidPassword, USERNAME } from '@/lib/validation/account';
import { CODE_TTL_SECONDS, MAX_CODE_TRIES, sendCodeByMail, sendCodeBySms } from './delivery';
import { resolveAuthSecret } from './secret';

// better-auth's code types, by what the mail says: sign-up codes are e-mail verifications.
const mailPurpose = {
  'email-verification': 'sign-up',
  'sign-in': 'sign-up',
  'forget-password': 'recover',
  'change-email': 'change-email',
} as const;

/** requirements: Limits — 6 digits, 10 minutes, 5 tries. */
const codeOptions = { otpLength: 6, expiresIn: CODE_TTL_SECONDS, allowedAttempts: MAX_CODE_TRIES };

// Paths where better-auth takes a new password: the password policy holds there too, whoever
// calls them (the account routes check it first with the shared schema).
const passwordPaths = new Set([
  '/sign-up/email',
  '/change-password',
  '/reset-password',
  '/email-otp/reset-password',
  '/phone-number/reset-password',
]);

const passwordPolicy = createAuthMiddleware(async (ctx) => {
  if (!passwordPaths.has(ctx.path)) return;
  const body = (ctx.body ?? {}) as { password?: unknown; newPassword?: unknown };
  const candidate =
    ctx.path === '/sign-up/email' ? body.password : (body.newPassword ?? body.password);
  if (typeof candidate !== 'string' || !isValidPassword(candidate)) {
    throw new APIError('BAD_REQUEST', {
      code: 'PASSWORD_FORMAT',
      message: 'password format is incorrect',
    });
  }
});

function createAuth(db: Db) {
  const site = siteUrl();
  return betterAuth({
    appName: 'Voltara',
    baseURL: site,
    basePath: '/api/auth',
    secret: resolveAuthSecret(),
    trustedOrigins: [site],
    telemetry: { enabled: false },
    logger: { level: 'error' },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 20,
      autoSignIn: true,
      // A new password signs out every session.
      revokeSessionsOnPasswordReset: true,
    },
    user: {
      additionalFields: {
        country: { type: 'string', required: false },
        termsAcceptedAt: { type: 'date', required: false, input: false },
        failedSignIns: { type: 'number', required: false, input: false, returned: false },
        lockedUntil: { type: 'date', required: false, input: false, returned: false },
      },
      deleteUser: { enabled: true },
    },
    session: { expiresIn: 7 * 24 * 60 * 60, updateAge: 24 * 60 * 60 },
    advanced: {
      cookiePrefix: 'voltara',
      // httpOnly and SameSite=Lax are better-auth's defaults; Secure follows the site's scheme.
      useSecureCookies: site.startsWith('https:'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      ipAddress: { ipAddressHeaders: ['x-forwarded-for', 'x-real-ip'] },
    },
    hooks: { before: passwordPolicy },
    plugins: [
      // Roles (admin, editor, user), disabling an account (its ban) and ending its
      // sessions. Its own endpoints stay unserved (app/api only passes get-session and
      // sign-out to better-auth); the console's routes call them through auth.api.
      admin({
        roles: consoleRoles,
        defaultRole: 'user',
        adminRoles: ['admin'],
        bannedUserMessage: 'This account is disabled.',
      }),
      username({
        minUsernameLength: 5,
        maxUsernameLength: 20,
        usernameValidator: (value) => USERNAME.test(value),
      }),
      emailOTP({
        ...codeOptions,
        storeOTP: 'hashed',
        disableSignUp: true,
        changeEmail: { enabled: true },
        sendVerificationOTP: ({ email, otp, type }, ctx) =>
          sendCodeByMail(db, {
            to: email,
            code: otp,
            purpose: mailPurpose[type],
            headers: ctx?.headers,
          }),
      }),
      phoneNumber({
        ...codeOptions,
        sendOTP: ({ phoneNumber: to, code }, ctx) =>
          sendCodeBySms(db, { to, code, headers: ctx?.headers }),
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

// On globalThis like the database: one instance per process and per database (tests switch
// databases between suites, and the instance holds its adapter).
const slot = globalThis as typeof globalThis & { __voltaraAuth?: { db: Db; auth: Auth } };

/** The process's better-auth, built on first use over getDb() (never at import or build). */
export async function getAuth(): Promise<Auth> {
  const db = await getDb();
  if (slot.__voltaraAuth?.db !== db) slot.__voltaraAuth = { db, auth: createAuth(db) };
  return slot.__voltaraAuth.auth;
}
