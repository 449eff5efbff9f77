import { revalidateTag } from 'next/cache';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setAuthLimiters } from '@/lib/server/account/limits';
import { app } from '@/lib/server/api/app';
import { closeDb, getDb } from '@/lib/server/db/client';
import { auditLog, distributors, trainingApplications } from '@/lib/server/db/schema';
import { testDriver, useTestDatabase } from '../../support/db';
import { Browser, signedInUser } from '../../support/accounts';
import { useAccountEnv, useGenerousLimits } from '../account/helpers';

type Company = {
  companyKey: string;
  company: string;
  people: { email: string; kinds: string[] }[];
  sales: boolean;
  technical: boolean;
  partner: boolean;
  listed: boolean;
};

describe(`certified partners and their listing (${testDriver})`, () => {
  let editor: Browser;

  /** An application stored as the form does, then approved through the console's API. */
  async function certify(firstName: string, company: string, kind: 'sales' | 'technical') {
    const db = await getDb();
    const [row] = await db
      .insert(trainingApplications)
      .values({
        firstName,
        lastName: 'Muster',
        jobTitle: 'Installer',
        company,
        email: `${firstName.toLowerCase()}@${company.split(' ')[0]!.toLowerCase()}.test`,
        phone: '+49 30 1234',
        applyUpcoming: true,
        address: 'Hauptstr. 1',
        city: 'Berlin',
        country: 'DE',
        zip: '10115',
        language: 'de',
        consentAt: new Date(),
      })
      .returning();
    const res = await editor.post(`/api/admin/submissions/training/${row!.id}/approve`, {
      certification: kind,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }

  const partners = async () => {
    const res = await editor.get('/api/admin/partners');
    expect(res.status).toBe(200);
    return (res.body.data as { items: Company[] }).items;
  };
  const list = (companyKey: string, websiteId: unknown) =>
    editor.post(`/api/admin/partners/${encodeURIComponent(companyKey)}/listing`, { websiteId });
  const publicListing = async () => {
    const res = await app.request('/api/distributors?page=1&size=9999');
    return ((await res.json()) as { data: { company: string; websiteId: number }[] }).data;
  };

  beforeAll(async () => {
    useAccountEnv();
    await useTestDatabase('console_partners');
    await getDb();
    await useGenerousLimits();
    editor = await signedInUser({ role: 'editor' });
    await certify('Anna', 'ACME Solar', 'sales');
    await certify('Ben', 'acme  solar', 'technical');
    await certify('Carl', 'Other Energy', 'sales');
    // A company already in the seeded listing, written in another case.
    await certify('Dora', 'SONNENWERK Energiesysteme GmbH', 'sales');
  });
  afterAll(async () => {
    await setAuthLimiters(undefined);
    await closeDb();
  });

  it('lists every certified company: its people, its kinds, partner or not, listed or not', async () => {
    const items = await partners();
    expect(items.map((c) => c.companyKey)).toEqual([
      'acme solar',
      'other energy',
      'sonnenwerk energiesysteme gmbh',
    ]);
    expect(items[0]).toMatchObject({
      sales: true,
      technical: true,
      partner: true,
      listed: false,
      people: [
        { email: 'anna@acme.test', kinds: ['sales'] },
        { email: 'ben@acme.test', kinds: ['technical'] },
      ],
    });
    expect(items[1]).toMatchObject({ partner: false, technical: false, listed: false });
    expect(items[2]).toMatchObject({ partner: false, listed: true });
  });

  it('refuses to list a company that is not a certified partner', async () => {
    for (const key of ['other energy', 'nobody at all']) {
      const res = await list(key, 4);
      expect(res.status).toBe(409);
      expect(res.body.message).toMatch(/not a certified partner/);
    }
    expect((await list('acme solar', 9)).status).toBe(400);
  });

  it('adds a partner as a draft installer that visitors see only once published', async () => {
    const db = await getDb();
    const before = await db.select({ id: distributors.id }).from(distributors);
    const res = await list('acme solar', 4);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      id: Math.max(...before.map((r) => r.id)) + 1,
      websiteId: 4,
      state: false,
      type: 'installer',
      company: 'acme solar',
      country: 'DE',
      contact: 'Anna Muster, Ben Muster',
      email: 'anna@acme.test',
    });
    expect(revalidateTag).toHaveBeenCalledWith('distributors', { expire: 0 });
    const { id } = res.body.data as { id: number };
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.action, 'partner.listing'));
    expect(audit).toMatchObject({ entity: 'distributors', entityId: String(id), websiteId: 4 });

    const acme = (rows: { company: string }[]) => rows.filter((r) => r.company === 'acme solar');
    expect(acme(await publicListing())).toEqual([]);
    expect((await partners())[0]).toMatchObject({ listed: true });
    await db
      .update(distributors)
      .set({ state: true })
      .where(and(eq(distributors.id, id), eq(distributors.websiteId, 4)));
    expect(acme(await publicListing())).toMatchObject([{ websiteId: 4 }]);
  });

  it('refuses a second listing in one language; another language gets the same item id', async () => {
    const again = await list('acme solar', 4);
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/already in the listing/);
    const english = await list('acme solar', 3);
    expect(english.status).toBe(200);
    const db = await getDb();
    const rows = await db.select().from(distributors).where(eq(distributors.company, 'acme solar'));
    expect(rows.map((r) => r.websiteId).sort()).toEqual([3, 4]);
    expect(new Set(rows.map((r) => r.id)).size).toBe(1);
  });
});
