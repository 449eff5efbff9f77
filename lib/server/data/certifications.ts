import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { certifications } from '@/lib/server/db/schema';

/** What a company's team holds, as the public may see it: kinds only, never who. */
export type CompanyCertification = { companyKey: string; sales: boolean; technical: boolean };

/**
 * Certificates belong to people; a company whose people hold both kinds is a certified
 * partner. One row per company with any certified person (the installer finder's badges).
 */
export async function listCompanyCertifications(db: Db): Promise<CompanyCertification[]> {
  const rows = await db
    .select({
      companyKey: certifications.companyKey,
      sales: sql<boolean>`bool_or(${certifications.kind} = 'sales')`,
      technical: sql<boolean>`bool_or(${certifications.kind} = 'technical')`,
    })
    .from(certifications)
    .groupBy(certifications.companyKey)
    .orderBy(certifications.companyKey);
  return rows.map((r) => ({
    companyKey: r.companyKey,
    sales: !!r.sales,
    technical: !!r.technical,
  }));
}
