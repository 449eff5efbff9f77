import 'server-only';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { HttpError } from '@/lib/server/api/errors';
import { personEmailOf } from '@/lib/server/console/partners/company';
import type { Db } from '@/lib/server/db/client';
import { certifications, quoteEvents, quoteRequests } from '@/lib/server/db/schema';
import { lockQuote, passToNext, type Tx } from './route';
import { storedSystem, type StoredSystem } from './stored';

/** The person at the personal center: leads need an e-mail they have proven (a code). */
export type LeadViewer = { email: string | null; emailVerified: boolean };

export type Lead = {
  id: number;
  reference: string;
  createdAt: string;
  status: 'assigned' | 'accepted';
  acceptedBy: string | null;
  name: string;
  email: string;
  phone: string;
  postcode: string;
  country: string;
  /** The system the visitor asked a quote for, and whether it is the economic recommendation. */
  system: StoredSystem['chosen'];
  economic: StoredSystem['economic'];
};

/**
 * The certified partners (companies whose team holds both certificates) this person
 * holds a certificate of. An unproven e-mail counts for nothing: anyone can type a partner's
 * address into a sign-up, only its owner can prove it.
 */
export async function partnerKeysOf(db: Db | Tx, viewer: LeadViewer): Promise<string[]> {
  if (!viewer.email || !viewer.emailVerified) return [];
  const own = await db
    .selectDistinct({ companyKey: certifications.companyKey })
    .from(certifications)
    .where(eq(certifications.email, personEmailOf(viewer.email)));
  if (!own.length) return [];
  const kinds = await db
    .select({ companyKey: certifications.companyKey, kind: certifications.kind })
    .from(certifications)
    .where(
      inArray(
        certifications.companyKey,
        own.map((r) => r.companyKey),
      ),
    );
  const held = new Map<string, Set<string>>();
  for (const { companyKey, kind } of kinds) {
    held.set(companyKey, (held.get(companyKey) ?? new Set()).add(kind));
  }
  return [...held].filter(([, k]) => k.has('sales') && k.has('technical')).map(([key]) => key);
}

/** The requests now with this person's partners (open or accepted), newest first. */
export async function listLeads(db: Db, viewer: LeadViewer): Promise<Lead[] | null> {
  const keys = await partnerKeysOf(db, viewer);
  if (!keys.length) return null;
  const rows = await db
    .select()
    .from(quoteRequests)
    .where(inArray(quoteRequests.partnerKey, keys))
    .orderBy(desc(quoteRequests.createdAt), desc(quoteRequests.id));
  return rows.flatMap((row) =>
    row.status === 'assigned' || row.status === 'accepted'
      ? [
          {
            id: row.id,
            reference: `Q-${row.id}`,
            createdAt: row.createdAt.toISOString(),
            status: row.status,
            acceptedBy: row.acceptedBy,
            name: row.name,
            email: row.email,
            phone: row.phone,
            postcode: row.postcode,
            country: row.country,
            system: storedSystem(row.configuration).chosen,
            economic: storedSystem(row.configuration).economic,
          },
        ]
      : [],
  );
}

/** Whether the request was ever given to one of these partners (its history says so). */
async function wasWith(tx: Tx, id: number, keys: string[]): Promise<boolean> {
  if (!keys.length) return false;
  const [event] = await tx
    .select({ id: quoteEvents.id })
    .from(quoteEvents)
    .where(and(eq(quoteEvents.quoteId, id), inArray(quoteEvents.partnerKey, keys)))
    .limit(1);
  return Boolean(event);
}

/**
 * The lead, locked, if it is with one of this person's partners and still open: 404 unknown,
 * 403 never theirs (whatever its state: nothing of it is told), 409 decided already, passed on
 * included (an accept that lost the race to a colleague's decline).
 */
async function openLeadOf(tx: Tx, id: number, viewer: LeadViewer) {
  const row = await lockQuote(tx, id);
  const keys = await partnerKeysOf(tx, viewer);
  if (!row.partnerKey || !keys.includes(row.partnerKey)) {
    if (await wasWith(tx, row.id, keys)) {
      throw new HttpError(409, 'Conflict: this request was passed on already', {
        _: ['alreadyAccepted'],
      });
    }
    throw new HttpError(403, 'Forbidden: this request is not with your company');
  }
  if (row.status !== 'assigned') {
    throw new HttpError(409, 'Conflict: this request was accepted already', {
      _: ['alreadyAccepted'],
    });
  }
  return row;
}

/** Accept a lead for the partner: it stays with them; its history says who. */
export async function acceptLead(db: Db, id: number, viewer: LeadViewer): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await openLeadOf(tx, id, viewer);
    const actor = personEmailOf(viewer.email!);
    await tx
      .update(quoteRequests)
      .set({ status: 'accepted', acceptedBy: actor, updatedAt: new Date() })
      .where(eq(quoteRequests.id, row.id));
    await tx
      .insert(quoteEvents)
      .values({ quoteId: row.id, kind: 'accepted', partnerKey: row.partnerKey, actor });
  });
}

/** Decline a lead with a reason: it passes to the next partner in turn, or to staff. */
export async function declineLead(
  db: Db,
  id: number,
  viewer: LeadViewer,
  reason: string,
): Promise<{ toStaff: boolean }> {
  return db.transaction(async (tx) => {
    const row = await openLeadOf(tx, id, viewer);
    const actor = personEmailOf(viewer.email!);
    await tx
      .insert(quoteEvents)
      .values({ quoteId: row.id, kind: 'declined', partnerKey: row.partnerKey, actor, reason });
    const next = await passToNext(tx, row, 'system');
    return { toStaff: !next };
  });
}
