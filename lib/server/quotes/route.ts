import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { isLanguageCode, type LanguageCode } from '@/lib/i18n/locales';
import { HttpError } from '@/lib/server/api/errors';
import type { Tx } from '@/lib/server/console/submissions/types';
import { quoteEvents, quoteRequests, type QuoteEventKind } from '@/lib/server/db/schema';
import { mailContext } from '@/lib/server/forms/context';
import { queueMails } from '@/lib/server/mail/outbox';
import { assignmentMails } from './create';
import { estimateInTurn } from './estimate-in-turn';
import { certifiedPartnersIn, takeTurn, type Partner } from './partners';
import { storedInputs } from './stored';

export type { Tx };
export type QuoteRow = typeof quoteRequests.$inferSelect;

/** The request, its row locked until the transaction ends: one decision at a time (409 after). */
export async function lockQuote(tx: Tx, id: number): Promise<QuoteRow> {
  const [row] = await tx.select().from(quoteRequests).where(eq(quoteRequests.id, id)).for('update');
  if (!row) throw new HttpError(404, 'Not Found: no such quote request');
  return row;
}

/** The partners that declined this request already: a decline never comes back to them. */
async function declinedBy(tx: Tx, id: number): Promise<Set<string>> {
  const rows = await tx
    .select({ partnerKey: quoteEvents.partnerKey })
    .from(quoteEvents)
    .where(and(eq(quoteEvents.quoteId, id), inArray(quoteEvents.kind, ['declined'])));
  return new Set(rows.flatMap((r) => (r.partnerKey ? [r.partnerKey] : [])));
}

/**
 * Give the request to `to` (a partner, or null for staff), record `kind` in its history and
 * queue the lead's mails to the new holder, in the caller's transaction.
 */
export async function assignQuote(
  tx: Tx,
  row: QuoteRow,
  to: Partner | null,
  event: { kind: QuoteEventKind; actor: string },
): Promise<void> {
  await tx
    .update(quoteRequests)
    .set({
      partnerKey: to?.key ?? null,
      status: to ? 'assigned' : 'staff',
      acceptedBy: null,
      updatedAt: new Date(),
    })
    .where(eq(quoteRequests.id, row.id));
  await tx.insert(quoteEvents).values({
    quoteId: row.id,
    kind: to ? event.kind : 'staff',
    partnerKey: to?.key ?? null,
    actor: event.actor,
  });
  const inputs = storedInputs(row.configuration);
  const language: LanguageCode = isLanguageCode(row.language) ? row.language : 'en';
  const made = {
    id: row.id,
    reference: `Q-${row.id}`,
    partner: to,
    country: row.country,
    language,
  };
  const result = await estimateInTurn(inputs);
  await queueMails(tx, assignmentMails(row, made, result, mailContext()));
}

/**
 * After a decline: the next certified partner of the country in turn, never one that declined
 * this request before; staff when none is left.
 */
export async function passToNext(tx: Tx, row: QuoteRow, actor: string): Promise<Partner | null> {
  const declined = await declinedBy(tx, row.id);
  const candidates = (await certifiedPartnersIn(tx, row.country)).filter(
    (p) => !declined.has(p.key),
  );
  const next = await takeTurn(tx, row.country, candidates);
  await assignQuote(tx, row, next, { kind: 'reassigned', actor });
  return next;
}
