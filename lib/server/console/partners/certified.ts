import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { certifications, distributors } from '@/lib/server/db/schema';
import type { CertificationKind } from '@/lib/validation/console-submissions';
import { companyKeyOf, personEmailOf } from './company';

type Reader = Pick<Db, 'select' | 'selectDistinct'>;

export type Certification = typeof certifications.$inferSelect;

const oldestFirst = [asc(certifications.grantedAt), asc(certifications.id)];

export type CertifiedCompany = {
  companyKey: string;
  company: string;
  country: string;
  people: { email: string; personName: string; kinds: CertificationKind[] }[];
  sales: boolean;
  technical: boolean;
  /** Its people hold both a sales and a technical certificate (requirements: Product and users). */
  partner: boolean;
  /** It already has a row (in any language, any state) in the distributor and installer listing. */
  listed: boolean;
};

/** The certificates one person holds (by e-mail, whatever its case). */
export function certificationsOf(db: Reader, email: string): Promise<Certification[]> {
  return db
    .select()
    .from(certifications)
    .where(eq(certifications.email, personEmailOf(email)))
    .orderBy(...oldestFirst);
}

/** Does the team of this company hold both kinds of certificate? */
export async function isCertifiedPartner(db: Reader, companyKey: string): Promise<boolean> {
  const rows = await db
    .select({ kind: certifications.kind })
    .from(certifications)
    .where(eq(certifications.companyKey, companyKey));
  const kinds = new Set(rows.map((r) => r.kind));
  return kinds.has('sales') && kinds.has('technical');
}

/** The companies in the listing, by key: the same folding as certificates, so case never hides one. */
async function listedCompanyKeys(db: Reader): Promise<Set<string>> {
  const rows = await db.selectDistinct({ company: distributors.company }).from(distributors);
  return new Set(rows.map((r) => companyKeyOf(r.company)));
}

/** Certificates grouped by company; name and country from the latest (the freshest spelling). */
function byCompany(rows: Certification[], listed: Set<string>): CertifiedCompany[] {
  const companies = new Map<string, CertifiedCompany>();
  for (const row of rows) {
    const company = companies.get(row.companyKey) ?? {
      companyKey: row.companyKey,
      company: row.company,
      country: row.country,
      people: [],
      sales: false,
      technical: false,
      partner: false,
      listed: listed.has(row.companyKey),
    };
    Object.assign(company, { company: row.company, country: row.country, [row.kind]: true });
    company.partner = company.sales && company.technical;
    const person = company.people.find((p) => p.email === row.email);
    if (person) person.kinds.push(row.kind);
    else company.people.push({ email: row.email, personName: row.personName, kinds: [row.kind] });
    companies.set(row.companyKey, company);
  }
  return [...companies.values()].sort((a, b) => a.companyKey.localeCompare(b.companyKey));
}

/** Every company with at least one certified person: who holds what, partner or not. */
export async function listCertifiedCompanies(db: Reader): Promise<CertifiedCompany[]> {
  const [rows, listed] = await Promise.all([
    db
      .select()
      .from(certifications)
      .orderBy(...oldestFirst),
    listedCompanyKeys(db),
  ]);
  return byCompany(rows, listed);
}

/** One certified company by key, or undefined when nobody of it holds a certificate. */
export async function certifiedCompany(
  db: Reader,
  companyKey: string,
): Promise<CertifiedCompany | undefined> {
  const [rows, listed] = await Promise.all([
    db
      .select()
      .from(certifications)
      .where(eq(certifications.companyKey, companyKey))
      .orderBy(...oldestFirst),
    listedCompanyKeys(db),
  ]);
  return byCompany(rows, listed)[0];
}
