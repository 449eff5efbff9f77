import 'server-only';
import { and, eq, ne } from 'drizzle-orm';
import type { LanguageCode } from '@/lib/i18n/locales';
import type { Db } from '@/lib/server/db/client';
import { newsletterSubscriptions as subs } from '@/lib/server/db/schema';
import { queueMails } from '@/lib/server/mail/outbox';
import { newsletterConfirmation } from '@/lib/server/mail/templates';
import type { NewsletterData } from '@/lib/validation/newsletter';
import { mailContext, newToken } from './context';

export type SubscribeResult = { status: 'pending' | 'alreadySubscribed' };

const links = (site: string, confirmToken: string, unsubscribeToken: string) => ({
  confirmUrl: `${site}/api/newsletter/confirm?token=${confirmToken}`,
  unsubscribeUrl: `${site}/api/newsletter/unsubscribe?token=${unsubscribeToken}`,
});

/**
 * Subscribe with double opt-in: a pending row and its confirmation mail, in one transaction.
 * One subscription per address, compared lowercased: a pending or confirmed address answers
 * alreadySubscribed (no second mail, so the form cannot be used to flood an inbox). An
 * unsubscribed address starts over: new details and consent, a new confirmation link, pending
 * again until it is opened; its unsubscribe link stays the same, so old mails keep working.
 */
export async function subscribeToNewsletter(
  db: Db,
  input: NewsletterData,
  language: LanguageCode,
  ctx = mailContext(),
): Promise<SubscribeResult> {
  const email = input.email.toLowerCase();
  const details = {
    name: input.name,
    country: input.country,
    company: input.company,
    userType: input.userType,
    language,
    status: 'pending',
    confirmToken: newToken(),
    consentAt: new Date(),
    confirmedAt: null,
    unsubscribedAt: null,
  };
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(subs)
      .values({ ...details, email, unsubscribeToken: newToken() })
      .onConflictDoNothing({ target: subs.email })
      .returning({ id: subs.id, unsubscribeToken: subs.unsubscribeToken });
    const row =
      created ??
      (
        await tx
          .update(subs)
          .set(details)
          .where(and(eq(subs.email, email), eq(subs.status, 'unsubscribed')))
          .returning({ id: subs.id, unsubscribeToken: subs.unsubscribeToken })
      )[0];
    if (!row) return { status: 'alreadySubscribed' };

    const ref = `newsletter:${row.id}`;
    const urls = links(ctx.site, details.confirmToken, row.unsubscribeToken);
    await queueMails(tx, [
      newsletterConfirmation({ ref, to: email, name: input.name, language }, urls, ctx),
    ]);
    return { status: 'pending' };
  });
}

export type LinkResult = { status: 'confirmed' | 'unsubscribed' | 'invalid'; language?: string };

/** The confirmation link: pending → confirmed. Opening it again still says confirmed. */
export async function confirmNewsletter(db: Db, token: string): Promise<LinkResult> {
  const [updated] = await db
    .update(subs)
    .set({ status: 'confirmed', confirmedAt: new Date() })
    .where(and(eq(subs.confirmToken, token), eq(subs.status, 'pending')))
    .returning({ language: subs.language });
  if (updated) return { status: 'confirmed', language: updated.language };
  const [existing] = await db
    .select({ status: subs.status, language: subs.language })
    .from(subs)
    .where(eq(subs.confirmToken, token));
  // An unsubscribed address is not subscribed again by an old confirmation link.
  return existing?.status === 'confirmed'
    ? { status: 'confirmed', language: existing.language }
    : { status: 'invalid', language: existing?.language };
}

/** The unsubscribe link of every newsletter mail; works without signing in, idempotent. */
export async function unsubscribeFromNewsletter(db: Db, token: string): Promise<LinkResult> {
  const [updated] = await db
    .update(subs)
    .set({ status: 'unsubscribed', unsubscribedAt: new Date() })
    .where(and(eq(subs.unsubscribeToken, token), ne(subs.status, 'unsubscribed')))
    .returning({ language: subs.language });
  if (updated) return { status: 'unsubscribed', language: updated.language };
  const [existing] = await db
    .select({ language: subs.language })
    .from(subs)
    .where(eq(subs.unsubscribeToken, token));
  return existing ? { status: 'unsubscribed', language: existing.language } : { status: 'invalid' };
}
