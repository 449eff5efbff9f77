import 'server-only';
import { and, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { languageById, type LanguageCode, isLanguageCode } from '@/lib/i18n/locales';
import type { Db } from '@/lib/server/db/client';
import {
  certifications,
  distributors,
  quotePartnerTurns,
  trainingApplications,
} from '@/lib/server/db/schema';
import { companyKeyOf } from '@/lib/server/console/partners/company';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type Partner = {
  key: string;
  company: string;
  /** The certified people: they receive the lead and see it in the personal center. */
  people: { email: string; name: string }[];
  /** The language its people applied in (else its listing's), for the lead's mail. */
  language: LanguageCode;
};

/**
 * The certified partners of a country whose listing is published (the team holds both a
 * sales and a technical certificate; only published listings get leads).
 */
export async function certifiedPartnersIn(db: Db | Tx, country: string): Promise<Partner[]> {
  const rows = await db.select().from(certifications).where(eq(certifications.country, country));
  type Team = { company: string; kinds: Set<string>; people: Map<string, string>; apps: number[] };
  const byKey = new Map<string, Team>();
  for (const row of rows) {
    const entry: Team = byKey.get(row.companyKey) ?? {
      company: row.company,
      kinds: new Set<string>(),
      people: new Map<string, string>(),
      apps: [],
    };
    entry.kinds.add(row.kind);
    entry.people.set(row.email, row.personName);
    if (row.applicationId) entry.apps.push(row.applicationId);
    byKey.set(row.companyKey, entry);
  }
  const both = [...byKey].filter(([, e]) => e.kinds.has('sales') && e.kinds.has('technical'));
  if (!both.length) return [];
  const listings = await db
    .select({ company: distributors.company, websiteId: distributors.websiteId })
    .from(distributors)
    .where(
      and(
        eq(distributors.state, true),
        eq(distributors.country, country),
        // A scheduled listing is not published yet.
        or(isNull(distributors.publishAt), lte(distributors.publishAt, new Date())),
      ),
    );
  const listed = new Map<string, number>();
  for (const l of listings) listed.set(companyKeyOf(l.company), l.websiteId);
  const partners: Partner[] = [];
  for (const [key, entry] of both) {
    const websiteId = listed.get(key);
    if (websiteId === undefined) continue;
    const [app] = entry.apps.length
      ? await db
          .select({ language: trainingApplications.language })
          .from(trainingApplications)
          .where(inArray(trainingApplications.id, entry.apps))
          .orderBy(desc(trainingApplications.id))
          .limit(1)
      : [];
    const language = isLanguageCode(app?.language)
      ? app.language
      : (languageById(websiteId)?.code ?? 'en');
    partners.push({
      key,
      company: entry.company,
      people: [...entry.people].map(([email, name]) => ({ email, name })),
      language,
    });
  }
  return partners.sort((a, b) => a.key.localeCompare(b.key));
}

/**
 * The partner whose turn it is among `candidates` (none assigned yet, else the longest ago), and
 * its turn taken. A transaction-scoped advisory lock per country makes concurrent requests take
 * turns one after the other, so each partner gets its share and no request is counted twice.
 */
export async function takeTurn(
  tx: Tx,
  country: string,
  candidates: Partner[],
): Promise<Partner | null> {
  if (!candidates.length) return null;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`quote-turn:${country}`}))`);
  const keys = candidates.map((p) => p.key);
  await tx
    .insert(quotePartnerTurns)
    .values(keys.map((partnerKey) => ({ partnerKey })))
    .onConflictDoNothing();
  const turns = await tx
    .select()
    .from(quotePartnerTurns)
    .where(inArray(quotePartnerTurns.partnerKey, keys));
  turns.sort(
    (a, b) =>
      (a.lastAssignedAt?.getTime() ?? 0) - (b.lastAssignedAt?.getTime() ?? 0) ||
      a.partnerKey.localeCompare(b.partnerKey),
  );
  const next = turns[0]!;
  await tx
    .update(quotePartnerTurns)
    .set({ lastAssignedAt: new Date(), assigned: sql`${quotePartnerTurns.assigned} + 1` })
    .where(eq(quotePartnerTurns.partnerKey, next.partnerKey));
  return candidates.find((p) => p.key === next.partnerKey)!;
}
