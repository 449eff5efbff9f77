import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setAuthLimiters } from '@/lib/server/account/limits';
import { closeDb, getDb } from '@/lib/server/db/client';
import { auditLog, certifications, trainingApplications } from '@/lib/server/db/schema';
import { testDriver, useTestDatabase } from '../../support/db';
import { Browser, signedInUser } from '../../support/accounts';
import { useAccountEnv, useGenerousLimits } from '../account/helpers';

/** A training application as the form stores it (lib/server/forms/training-application.ts). */
async function apply(firstName: string, email: string, company: string): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .insert(trainingApplications)
    .values({
      firstName,
      lastName: 'Muster',
      jobTitle: 'Installer',
      company,
      email,
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
  return row!.id;
}

describe(`deciding training applications (${testDriver})`, () => {
  let editor: Browser;
  const approve = (id: number, certification: string, note?: string) =>
    editor.post(`/api/admin/submissions/training/${id}/approve`, { certification, note });
  const decline = (id: number, note?: string) =>
    editor.post(`/api/admin/submissions/training/${id}/decline`, { note });

  beforeAll(async () => {
    useAccountEnv();
    await useTestDatabase('console_submissions_training');
    await getDb();
    await useGenerousLimits();
    editor = await signedInUser({ role: 'editor' });
  });
  beforeEach(async () => {
    const db = await getDb();
    for (const table of [certifications, trainingApplications, auditLog]) await db.delete(table);
  });
  afterAll(async () => {
    await setAuthLimiters(undefined);
    await closeDb();
  });

  it('approves: the person gets the certificate, e-mail lowercased, company folded', async () => {
    const id = await apply('Anna', 'Anna.Muster@Example.DE', '  ACME   Solar ');
    const res = await approve(id, 'sales', 'Passed the exam');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      application: { id, status: 'approved', note: 'Passed the exam' },
      certification: {
        email: 'anna.muster@example.de',
        personName: 'Anna Muster',
        companyKey: 'acme solar',
        country: 'DE',
        kind: 'sales',
        applicationId: id,
      },
      partner: false,
    });
    const db = await getDb();
    const [row] = await db
      .select()
      .from(trainingApplications)
      .where(eq(trainingApplications.id, id));
    expect(row!.handledAt).toBeInstanceOf(Date);
    const [audit] = await db.select().from(auditLog);
    expect(audit).toMatchObject({
      action: 'training.approve',
      entity: 'training',
      entityId: String(id),
    });
    expect(audit!.detail).toMatchObject({ certification: 'sales', companyKey: 'acme solar' });
  });

  it('makes the company a certified partner once two of its people hold both kinds', async () => {
    const anna = await apply('Anna', 'anna@acme.test', 'ACME Solar');
    const ben = await apply('Ben', 'ben@acme.test', 'acme solar');
    const carl = await apply('Carl', 'carl@other.test', 'Other Energy');
    expect((await approve(anna, 'sales')).body.data).toMatchObject({ partner: false });
    expect((await approve(carl, 'technical')).body.data).toMatchObject({ partner: false });
    expect((await approve(ben, 'technical')).body.data).toMatchObject({ partner: true });
    const opened = await editor.get(`/api/admin/submissions/training/${ben}`);
    expect(opened.body.data).toMatchObject({
      status: 'approved',
      partner: true,
      certifications: [{ email: 'ben@acme.test', kind: 'technical' }],
    });
    const other = await editor.get(`/api/admin/submissions/training/${carl}`);
    expect(other.body.data).toMatchObject({ partner: false });
  });

  it('keeps one certificate per person and kind when a second application is approved', async () => {
    const first = await apply('Anna', 'anna@acme.test', 'ACME Solar');
    const second = await apply('Anna', 'ANNA@acme.test', 'ACME Solar');
    expect((await approve(first, 'technical')).status).toBe(200);
    const again = await approve(second, 'technical');
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ certification: { applicationId: first } });
    const held = await (await getDb()).select().from(certifications);
    expect(held).toHaveLength(1);
  });

  it('refuses to decide an application twice, with a clear 409, and changes nothing', async () => {
    const id = await apply('Anna', 'anna@acme.test', 'ACME Solar');
    expect((await approve(id, 'sales')).status).toBe(200);
    for (const res of [await approve(id, 'technical'), await decline(id, 'late')]) {
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('This application was already approved: its decision stands.');
    }
    const handle = await editor.post(`/api/admin/submissions/training/${id}/handle`, { note: 'x' });
    expect(handle.status).toBe(409);
    const db = await getDb();
    expect(await db.select().from(certifications)).toMatchObject([{ kind: 'sales' }]);
    expect(await db.$count(auditLog)).toBe(1);
  });

  it('declines: status declined, note kept, no certificate; a declined one cannot be approved', async () => {
    const id = await apply('Dora', 'dora@acme.test', 'ACME Solar');
    const res = await decline(id, 'No installer licence');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id, status: 'declined', note: 'No installer licence' });
    expect((await approve(id, 'sales')).status).toBe(409);
    const db = await getDb();
    expect(await db.$count(certifications)).toBe(0);
    expect(await db.select().from(auditLog)).toMatchObject([{ action: 'training.decline' }]);
  });

  it('handles an application with a note and still lets it be approved afterwards', async () => {
    const id = await apply('Emil', 'emil@acme.test', 'ACME Solar');
    const handled = await editor.post(`/api/admin/submissions/training/${id}/handle`, {
      note: 'Asked for the licence',
    });
    expect(handled.body.data).toMatchObject({ status: 'handled', note: 'Asked for the licence' });
    const approved = await approve(id, 'sales');
    expect(approved.body.data).toMatchObject({
      application: { status: 'approved', note: 'Asked for the licence' },
    });
  });

  it('refuses a bad certification kind or an unknown application', async () => {
    const id = await apply('Fritz', 'fritz@acme.test', 'ACME Solar');
    const bad = await approve(id, 'partner');
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty('certification');
    expect((await approve(999999, 'sales')).status).toBe(404);
    expect((await decline(999999)).status).toBe(404);
  });

  it('lets an admin decide too (admin includes editor)', async () => {
    const admin = await signedInUser({ role: 'admin' });
    const id = await apply('Gina', 'gina@acme.test', 'ACME Solar');
    const res = await admin.post(`/api/admin/submissions/training/${id}/decline`, {});
    expect(res.status).toBe(200);
  });
});
