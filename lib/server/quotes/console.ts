import 'server-only';
import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { HttpError } from '@/lib/server/api/errors';
import { recordAudit } from '@/lib/server/console/audit';
import type { Actor } from '@/lib/server/console/submissions/types';
import type { Db } from '@/lib/server/db/client';
import { certifications, quoteEvents, quoteRequests } from '@/lib/server/db/schema';
import { toCsv, type CsvValue } from '@/lib/server/forms/csv';
import type { QuoteFilter } from '@/lib/validation/quote-leads';
import { certifiedPartnersIn, takeTurn } from './partners';
import { assignQuote, lockQuote, type QuoteRow } from './route';
import { storedSystem, type StoredSystem } from './stored';

export type QuoteListItem = {
  id: number;
  reference: string;
  createdAt: string;
  updatedAt: string;
  status: QuoteRow['status'];
  country: string;
  language: string;
  name: string;
  email: string;
  phone: string;
  postcode: string;
  partnerKey: string | null;
  /** The partner's name as its people's certificates spell it. */
  partner: string | null;
  acceptedBy: string | null;
} & StoredSystem;

function whereOf(filter: QuoteFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (filter.status) parts.push(eq(quoteRequests.status, filter.status));
  if (filter.country) parts.push(eq(quoteRequests.country, filter.country));
  if (filter.q) {
    const ref = /^q-?(\d{1,9})$/i.exec(filter.q);
    const like = `%${filter.q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    parts.push(
      or(
        ilike(quoteRequests.name, like),
        ilike(quoteRequests.email, like),
        ilike(quoteRequests.postcode, like),
        ...(ref ? [eq(quoteRequests.id, Number(ref[1]))] : []),
      )!,
    );
  }
  return parts.length ? and(...parts) : undefined;
}

/** companyKey → company name (the latest spelling of its certificates). */
async function companyNames(db: Db): Promise<Map<string, string>> {
  const rows = await db
    .select({ key: certifications.companyKey, company: certifications.company })
    .from(certifications)
    .orderBy(asc(certifications.grantedAt), asc(certifications.id));
  return new Map(rows.map((r) => [r.key, r.company]));
}

const itemOf = (row: QuoteRow, names: Map<string, string>): QuoteListItem => ({
  id: row.id,
  reference: `Q-${row.id}`,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  status: row.status,
  country: row.country,
  language: row.language,
  name: row.name,
  email: row.email,
  phone: row.phone,
  postcode: row.postcode,
  partnerKey: row.partnerKey,
  partner: row.partnerKey ? (names.get(row.partnerKey) ?? row.partnerKey) : null,
  acceptedBy: row.acceptedBy,
  ...storedSystem(row.configuration),
});

const newestFirst = [desc(quoteRequests.createdAt), desc(quoteRequests.id)];

/** One page of quote requests matching the filter, newest first, and how many match. */
export async function listQuotes(
  db: Db,
  filter: QuoteFilter,
): Promise<{ items: QuoteListItem[]; total: number }> {
  const where = whereOf(filter);
  const [rows, [counted], names] = await Promise.all([
    db
      .select()
      .from(quoteRequests)
      .where(where)
      .orderBy(...newestFirst)
      .limit(filter.size)
      .offset((filter.page - 1) * filter.size),
    db.select({ total: count() }).from(quoteRequests).where(where),
    companyNames(db),
  ]);
  return { items: rows.map((r) => itemOf(r, names)), total: counted?.total ?? 0 };
}

export type QuoteDetail = QuoteListItem & {
  configuration: unknown;
  history: {
    kind: string;
    partnerKey: string | null;
    partner: string | null;
    actor: string | null;
    reason: string | null;
    at: string;
  }[];
  /** Whom the console may give it to: the published certified partners of its country. */
  candidates: { key: string; company: string }[];
};

/** One request with its history and the partners it may be reassigned to. */
export async function openQuote(db: Db, id: number): Promise<QuoteDetail> {
  const [row] = await db.select().from(quoteRequests).where(eq(quoteRequests.id, id));
  if (!row) throw new HttpError(404, 'Not Found: no such quote request');
  const [events, names, partners] = await Promise.all([
    db
      .select()
      .from(quoteEvents)
      .where(eq(quoteEvents.quoteId, id))
      .orderBy(asc(quoteEvents.at), asc(quoteEvents.id)),
    companyNames(db),
    certifiedPartnersIn(db, row.country),
  ]);
  return {
    ...itemOf(row, names),
    configuration: row.configuration,
    history: events.map((e) => ({
      kind: e.kind,
      partnerKey: e.partnerKey,
      partner: e.partnerKey ? (names.get(e.partnerKey) ?? e.partnerKey) : null,
      actor: e.actor,
      reason: e.reason,
      at: e.at.toISOString(),
    })),
    candidates: partners.map((p) => ({ key: p.key, company: p.company })),
  };
}

/**
 * Staff give a request to a certified partner of its country whose listing is published, or to
 * staff (null). Anyone else is refused (409: a forged assignment changes nothing), as is the
 * holder it already has. Audited with the change, in one transaction.
 */
export async function reassignQuote(
  db: Db,
  id: number,
  partnerKey: string | null,
  actor: Actor,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockQuote(tx, id);
    if (partnerKey === row.partnerKey && (partnerKey !== null || row.status === 'staff')) {
      throw new HttpError(409, 'Conflict: the request is with them already');
    }
    let to = null;
    if (partnerKey !== null) {
      const chosen = (await certifiedPartnersIn(tx, row.country)).filter(
        (p) => p.key === partnerKey,
      );
      if (!chosen.length) {
        throw new HttpError(
          409,
          `Conflict: not a certified partner with a published listing in ${row.country}`,
        );
      }
      // The console's choice counts as that partner's turn.
      to = await takeTurn(tx, row.country, chosen);
    }
    await assignQuote(tx, row, to, { kind: 'reassigned', actor: actor.actorEmail });
    await recordAudit(tx, {
      ...actor,
      action: 'quote.reassign',
      entity: 'quote',
      entityId: id,
      detail: { from: row.partnerKey, to: partnerKey, previousStatus: row.status },
    });
  });
}

const csvColumns = [
  'reference',
  'created_at',
  'status',
  'country',
  'language',
  'partner',
  'accepted_by',
  'name',
  'email',
  'phone',
  'postcode',
  'system',
  'economic',
  'history',
] as const;

/** Every request matching the filter (no paging), as the CSV the console downloads. */
export async function exportQuotes(db: Db, filter: QuoteFilter): Promise<string> {
  const where = whereOf(filter);
  const [rows, names, events] = await Promise.all([
    db
      .select()
      .from(quoteRequests)
      .where(where)
      .orderBy(...newestFirst),
    companyNames(db),
    db
      .select({
        quoteId: quoteEvents.quoteId,
        kind: quoteEvents.kind,
        partnerKey: quoteEvents.partnerKey,
      })
      .from(quoteEvents)
      .orderBy(asc(quoteEvents.at), asc(quoteEvents.id)),
  ]);
  const history = new Map<number, string[]>();
  for (const e of events) {
    const step = e.partnerKey ? `${e.kind} ${names.get(e.partnerKey) ?? e.partnerKey}` : e.kind;
    history.set(e.quoteId, [...(history.get(e.quoteId) ?? []), step]);
  }
  const records: Record<string, CsvValue>[] = rows.map((row) => {
    const item = itemOf(row, names);
    const r = item.chosen;
    return {
      reference: item.reference,
      created_at: row.createdAt,
      status: item.status,
      country: item.country,
      language: item.language,
      partner: item.partner,
      accepted_by: item.acceptedBy,
      name: item.name,
      email: item.email,
      phone: item.phone,
      postcode: item.postcode,
      system: r ? `${r.units} x ${r.unitKw} kW + ${r.modules} modules` : null,
      // Whether the system is the estimator's economic recommendation (empty: an older request).
      economic: item.economic === null ? null : item.economic ? 'yes' : 'no',
      history: (history.get(row.id) ?? []).join(' > '),
    };
  });
  // A byte order mark: Excel then reads UTF-8 (names in Chinese, umlauts).
  return '\ufeff' + toCsv(csvColumns, records);
}

export const exportQuotesFilename = (now = new Date()) =>
  `quote-requests-${now.toISOString().slice(0, 10)}.csv`;
