import { and, asc, eq, type SQL } from 'drizzle-orm';
import { expect } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { outbox } from '@/lib/server/db/schema';

export type QueuedMail = typeof outbox.$inferSelect;

/** `to` keeps the mails to one address, `ref` the mails of one reference (e.g. code:recover). */
export type MailFilter = { to?: string; ref?: string };

/** The mails in the outbox (queued, retried or sent), oldest first, narrowed by `filter`. */
export async function queuedMails({ to, ref }: MailFilter = {}): Promise<QueuedMail[]> {
  const where: SQL[] = [];
  if (to !== undefined) where.push(eq(outbox.to, to));
  if (ref !== undefined) where.push(eq(outbox.ref, ref));
  const db = await getDb();
  return db
    .select()
    .from(outbox)
    .where(and(...where))
    .orderBy(asc(outbox.id));
}

/**
 * Asserts that the outbox (narrowed by `filter`) holds exactly one mail to each of `recipients`,
 * in any order, and no other; returns those mails, oldest first, for checks of their content.
 */
export async function expectQueuedMails(
  recipients: string[],
  filter: MailFilter = {},
): Promise<QueuedMail[]> {
  const mails = await queuedMails(filter);
  expect(mails.map((m) => m.to).sort(), `mails queued (${JSON.stringify(filter)})`).toEqual(
    [...recipients].sort(),
  );
  return mails;
}
