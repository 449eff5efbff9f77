import 'server-only';
import { desc, eq } from 'drizzle-orm';
import { CODE_TTL_SECONDS, RESEND_AFTER_SECONDS } from '@/lib/server/auth/delivery';
import type { Db } from '@/lib/server/db/client';
import { verifications } from '@/lib/server/db/schema';

// Where better-auth's plugins keep each kind of code (its verification table, by identifier).
export const codeIdentifier = {
  signUpEmail: (email: string) => `email-verification-otp-${email}`,
  recover: (email: string) => `forget-password-otp-${email}`,
  changeEmail: (userId: string, email: string) => `change-email-otp-${userId}:${email}`,
  phone: (phone: string) => `phone-number-otp-${phone}`,
};

async function latestCode(db: Db, identifier: string) {
  const [row] = await db
    .select({ expiresAt: verifications.expiresAt })
    .from(verifications)
    .where(eq(verifications.identifier, identifier))
    .orderBy(desc(verifications.createdAt))
    .limit(1);
  return row;
}

/**
 * A new code only 60 s after the last one. The plugins do not know this rule, so it
 * is read from their own record: a code was issued CODE_TTL before it expires (a wrong try
 * rewrites the row but keeps its expiry). Seconds still to wait, 0 when a code may be sent.
 */
export async function secondsUntilResend(db: Db, identifier: string, now = Date.now()) {
  const row = await latestCode(db, identifier);
  if (!row) return 0;
  const issuedAt = row.expiresAt.getTime() - CODE_TTL_SECONDS * 1000;
  return Math.max(0, Math.ceil((issuedAt + RESEND_AFTER_SECONDS * 1000 - now) / 1000));
}

/** Was a code sent for this identifier and not spent yet (expired or not)? */
export async function hasUnspentCode(db: Db, identifier: string) {
  return !!(await latestCode(db, identifier));
}
