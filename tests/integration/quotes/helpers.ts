import { findCountry } from '@/lib/estimator/data/regions';
import { defaultsFor } from '@/lib/estimator/inputs';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { closeDb, getDb } from '@/lib/server/db/client';
import {
  certifications,
  distributors,
  outbox,
  quotePartnerTurns,
  quoteRequests,
} from '@/lib/server/db/schema';
import { setFormLimiters } from '@/lib/server/security/rate-limit';
import { useTestDatabase } from '../../support/db';
import { useAccountEnv, useGenerousLimits } from '../account/helpers';

/** Certificates for the people of a company, as approving their applications grants them. */
export async function certify(
  company: string,
  country: string,
  people: [string, 'sales' | 'technical'][],
  applicationId?: number,
) {
  const db = await getDb();
  await db.insert(certifications).values(
    people.map(([email, kind]) => ({
      email,
      personName: email.split('@')[0]!,
      company,
      companyKey: company.toLowerCase(),
      country,
      kind,
      applicationId: applicationId ?? null,
      grantedBy: 'test',
    })),
  );
}

/** The company's row in the German site's listing, published unless `state` is false. */
export async function list(
  id: number,
  company: string,
  country: string,
  state = true,
  extra: Partial<typeof distributors.$inferInsert> = {},
) {
  const db = await getDb();
  await db.insert(distributors).values({
    id,
    websiteId: 4,
    state,
    country,
    company,
    contact: 'Office',
    type: 'installer',
    ...extra,
  });
}

/** A household in central Germany: 5,000 kWh a year, 10 kWp. */
export const germany = { ...defaultsFor(findCountry('DE')!, 'central'), kwh: 5000, pv: 10 };

/** A quote request's body as the estimator's form sends it. */
export const quoteBody = (over: Record<string, unknown> = {}) => ({
  name: 'Jonas Weber',
  email: 'jonas@example.com',
  phone: '+49 30 555 0101',
  postcode: '10115',
  consent: true,
  configuration: germany,
  ...over,
});

/** Germany's two partners (Alpha: two people, one kind each; Beta: one person, both) and
 * Gamma, whose single kind of certificate makes no partner; all three listed and published. */
export async function seedGermanPartners() {
  await certify('Alpha Solar', 'DE', [
    ['a1@alpha.test', 'sales'],
    ['a2@alpha.test', 'technical'],
  ]);
  await list(9101, 'Alpha Solar', 'DE');
  await certify('Beta Energie', 'DE', [
    ['b@beta.test', 'sales'],
    ['b@beta.test', 'technical'],
  ]);
  await list(9102, 'Beta Energie', 'DE');
  await certify('Gamma Haus', 'DE', [['g@gamma.test', 'sales']]);
  await list(9103, 'Gamma Haus', 'DE');
}

/**
 * A suite of the partners' and the console's side, set up before its tests: the account
 * environment (staff mail included), a database of its own and Germany's partners as the only
 * listed ones.
 */
export function partnerSuite(database: string) {
  beforeAll(async () => {
    useAccountEnv({ STAFF_EMAIL: 'staff@voltara.test' });
    await useTestDatabase(database);
    await useGenerousLimits();
    const db = await getDb();
    await db.delete(distributors);
    await seedGermanPartners();
  }, 120_000);
}

/** A quote suite's hooks: every test starts with no requests, turns or queued mails. */
export function quoteSuiteHooks() {
  afterAll(async () => {
    await setFormLimiters(undefined);
    await closeDb();
  });
  beforeEach(async () => {
    const db = await getDb();
    await db.delete(outbox);
    await db.delete(quoteRequests);
    await db.delete(quotePartnerTurns);
  });
}
