import 'server-only';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { outbox } from '@/lib/server/db/schema';

export type OutboxMail = typeof outbox.$inferSelect;
export type MailDraft = Pick<OutboxMail, 'ref' | 'to' | 'subject' | 'text' | 'language'> & {
  html?: string | null;
};

/** After this many failed attempts a mail is marked failed (it stays readable in the outbox). */
export const MAX_ATTEMPTS = 20;
/** A claimed mail is not claimed again for this long: a worker that died mid-send is retried. */
export const CLAIM_LEASE_MS = 5 * 60_000;
const BASE_DELAY_MS = 60_000;
const MAX_DELAY_MS = 60 * 60_000;

/** The channel a queued mail is announced on (NOTIFY); the mail worker listens to it. */
export const OUTBOX_CHANNEL = 'voltara_outbox';

/**
 * Queue mails; called inside the transaction that stores what caused them. Due at once, by this
 * process's clock: the worker compares with the same clock, in milliseconds, whereas the
 * database's now() (microseconds, and the transaction's start) could put a mail queued within
 * the current millisecond just after the worker's "now".
 *
 * The NOTIFY wakes the mail worker of every instance on this database at once (else it polls
 * every few seconds). PostgreSQL (and PGlite) deliver it only when the transaction commits, so
 * no worker looks for the rows before they are visible, and a rollback wakes nobody.
 */
export async function queueMails(db: Db, mails: MailDraft[]): Promise<void> {
  if (!mails.length) return;
  const now = new Date();
  await db.insert(outbox).values(mails.map((mail) => ({ ...mail, nextAttemptAt: now })));
  await db.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, '')`);
}

/**
 * Exponential backoff with jitter: 1, 2, 4 … minutes, at most an hour, each scaled by a random
 * 50–100 % so that many failed mails do not retry in one burst. 20 attempts span about 11–15 h.
 */
export function retryDelayMs(attempt: number, random: () => number = Math.random): number {
  const exponential = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** Math.max(0, attempt - 1));
  return Math.round(exponential * (0.5 + random() / 2));
}

/**
 * Claim up to `limit` due mails: count the attempt and push the next one a lease ahead, in one
 * statement. SKIP LOCKED lets several server instances work the same outbox without sending a
 * mail twice.
 */
export async function claimDueMails(db: Db, now: Date, limit: number): Promise<OutboxMail[]> {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, now)))
    .orderBy(asc(outbox.nextAttemptAt), asc(outbox.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(outbox)
    .set({
      attempts: sql`${outbox.attempts} + 1`,
      nextAttemptAt: new Date(now.getTime() + CLAIM_LEASE_MS),
    })
    .where(inArray(outbox.id, due))
    .returning();
}

export async function markSent(db: Db, id: number, now: Date, note: string | null = null) {
  await db
    .update(outbox)
    .set({ status: 'sent', sentAt: now, lastError: note })
    .where(eq(outbox.id, id));
}

/** A failed attempt: retry later, or give up after MAX_ATTEMPTS. */
export async function markFailedAttempt(db: Db, mail: OutboxMail, now: Date, error: string) {
  const isFinal = mail.attempts >= MAX_ATTEMPTS;
  await db
    .update(outbox)
    .set({
      status: isFinal ? 'failed' : 'pending',
      lastError: error.slice(0, 1000),
      nextAttemptAt: new Date(now.getTime() + (isFinal ? 0 : retryDelayMs(mail.attempts))),
    })
    .where(eq(outbox.id, mail.id));
  return isFinal;
}
