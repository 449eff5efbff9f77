import 'server-only';
import { sql } from 'drizzle-orm';
import { HttpError } from '@/lib/server/api/errors';
import { recordAudit } from '@/lib/server/console/audit';
import type { Actor } from '@/lib/server/console/submissions/types';
import type { Db } from '@/lib/server/db/client';
import { distributors } from '@/lib/server/db/schema';
import { certifiedCompany } from './certified';
import { companyKeyOf } from './company';

type Distributor = typeof distributors.$inferSelect;

/**
 * Benefit "listing": put a certified partner into the distributor and installer listing
 * of one language, as a DRAFT an editor completes (phone, address, website) and publishes in the
 * content console. Not a partner: 409; already in that language's listing: 409.
 */
export function createPartnerListing(
  db: Db,
  companyKey: string,
  websiteId: number,
  actor: Actor,
): Promise<Distributor> {
  return db.transaction(async (tx) => {
    const company = await certifiedCompany(tx, companyKey);
    if (!company?.partner) {
      throw new HttpError(
        409,
        'This company is not a certified partner: its people need both a sales and a technical certificate.',
      );
    }
    // Ids are shared by the language versions of an item and allocated as max+1: two writers
    // allocating at once must not pick the same one. Plain reads of the listing go on meanwhile.
    await tx.execute(sql`lock table ${distributors} in share row exclusive mode`);
    const rows = await tx
      .select({
        id: distributors.id,
        websiteId: distributors.websiteId,
        company: distributors.company,
      })
      .from(distributors);
    const ours = rows.filter((row) => companyKeyOf(row.company) === companyKey);
    if (ours.some((row) => row.websiteId === websiteId)) {
      throw new HttpError(409, 'This company is already in the listing of that language.');
    }
    // Listed in another language already: this is that item's new language version.
    const taken = (id: number) => rows.some((row) => row.id === id && row.websiteId === websiteId);
    const sibling = ours.find((row) => !taken(row.id));
    const id = sibling?.id ?? Math.max(0, ...rows.map((row) => row.id)) + 1;
    const [row] = await tx
      .insert(distributors)
      .values({
        id,
        websiteId,
        state: false,
        country: company.country,
        company: company.company,
        contact: company.people.map((p) => p.personName).join(', '),
        type: 'installer',
        email: company.people[0]?.email ?? null,
      })
      .returning();
    await recordAudit(tx, {
      ...actor,
      action: 'partner.listing',
      entity: 'distributors',
      entityId: row!.id,
      websiteId,
      detail: { companyKey, company: company.company },
    });
    return row!;
  });
}
