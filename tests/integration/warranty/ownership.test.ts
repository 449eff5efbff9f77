import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { warrantyCodes, warrantyEvents } from '@/lib/server/db/schema';
import { testDriver } from '../../support/db';
import { Browser } from '../../support/accounts';
import { grantTechnical, registrationRow, system, warrantySuite, warrantyCodeFor } from './helpers';

const REG = '/api/warranty/registrations';
type Created = { id: number; code: string; status: string };
type Listed = {
  items: { id: number; status: string; ownerEmail: string | null }[];
  installer: boolean;
};

async function pdfOf(browser: Browser, id: number) {
  const { app } = await import('@/lib/server/api/app');
  const res = await app.request(`${REG}/${id}/certificate`, {
    headers: browser.sessionHeaders(),
  });
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    bytes: Buffer.from(await res.arrayBuffer()),
  };
}

describe(`certificates, installer registration and transfers (${testDriver})`, () => {
  const p = warrantySuite('warranty_ownership', ['anna', 'bob', 'ina']) as Record<
    'anna' | 'bob' | 'ina',
    Browser
  >;

  it("gives the owner a PDF certificate in the owner's language, Chinese with an embedded subset font", async () => {
    const res = await p.anna.post(REG, system(1), { language: 'cn' });
    const { id } = res.body.data as Created;
    const pdf = await pdfOf(p.anna, id);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdf.bytes.toString('latin1');
    // A subset of Noto Sans SC is embedded (a six-letter tag + the font's name), not the whole.
    expect(text).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansSC/);
    expect(pdf.bytes.length).toBeLessThan(200_000);
  });

  it("answers 404 for another user's certificate or a forged id, and 401 without a session", async () => {
    const { id } = (await p.anna.post(REG, system(2))).body.data as Created;
    expect((await pdfOf(p.bob, id)).status).toBe(404);
    expect((await pdfOf(p.anna, id + 1000)).status).toBe(404);
    const forged = await p.anna.get(`${REG}/abc/certificate`);
    expect(forged.status).toBe(404);
    expect((await pdfOf(new Browser(), id)).status).toBe(401);
  });

  it('shows the public check without personal data', async () => {
    const { code } = (await p.anna.post(REG, system(3))).body.data as Created;
    const res = await new Browser('198.51.100.1').get(`/api/warranty/verify/${code}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'active',
      validUntil: '2030-02-09',
      termYears: 5,
    });
    const json = JSON.stringify(res.body);
    for (const secret of ['Sonnenallee', 'anna', system(3).hybrid])
      expect(json).not.toContain(secret);
    const unknown = await new Browser('198.51.100.1').get(
      '/api/warranty/verify/AAAAAAAAAAAAAAAAAAAAAA',
    );
    expect(unknown.status).toBe(404);
  });

  it('lets a technical certificate holder register for a customer, who confirms by code', async () => {
    const refused = await p.bob.post(`${REG}/for-customer`, {
      ...system(4),
      ownerEmail: 'anna@example.com',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ _: ['notInstaller'] });

    const cert = await grantTechnical('ina@example.com');
    const res = await p.ina.post(`${REG}/for-customer`, {
      ...system(4),
      ownerEmail: 'Anna@Example.com',
    });
    expect(res.status).toBe(200);
    const { id, status } = res.body.data as Created;
    expect(status).toBe('pending');
    const row = await registrationRow(id);
    expect(row).toMatchObject({
      ownerId: null,
      ownerEmail: 'anna@example.com',
      termYears: 10,
      installerCertificate: `VC-${cert.id}`,
    });
    // The installer sees it waiting; no certificate before the owner confirms.
    expect(((await p.ina.get(REG)).body.data as Listed).items.map((i) => i.status)).toEqual([
      'pending',
    ]);
    expect((await pdfOf(p.ina, id)).status).toBe(404);

    const code = await warrantyCodeFor('anna@example.com');
    const wrongAccount = await p.bob.post(`${REG}/confirm`, { code });
    expect(wrongAccount.status).toBe(403);
    expect(wrongAccount.body.errors).toEqual({ code: ['codeWrongAccount'] });
    const wrong = await p.anna.post(`${REG}/confirm`, { code: 'ABCDEFGHJK' });
    expect(wrong.body.errors).toEqual({ code: ['codeIncorrect'] });
    const confirmed = await p.anna.post(
      `${REG}/confirm`,
      { code: code.toLowerCase() },
      { language: 'cn' },
    );
    expect(confirmed.status).toBe(200);
    const after = await registrationRow(id);
    expect(after).toMatchObject({ status: 'active', language: 'cn', revision: 2 });
    expect((await pdfOf(p.anna, id)).status).toBe(200);
    const replay = await p.anna.post(`${REG}/confirm`, { code });
    expect(replay.body.errors).toEqual({ code: ['codeUsed'] });
  });

  it('transfers a registration to a new owner who accepts by code; history kept, certificate reissued', async () => {
    const { id } = (await p.anna.post(REG, system(5))).body.data as Created;
    const own = await p.anna.post(`${REG}/${id}/transfer`, { email: 'anna@example.com' });
    expect(own.body.errors).toEqual({ email: ['ownEmail'] });
    const foreign = await p.bob.post(`${REG}/${id}/transfer`, { email: 'bob@example.com' });
    expect(foreign.status).toBe(404);

    expect((await p.anna.post(`${REG}/${id}/transfer`, { email: 'bob@example.com' })).status).toBe(
      200,
    );
    const code = await warrantyCodeFor('bob@example.com');
    const stolen = await p.ina.post('/api/warranty/transfers/accept', { code });
    expect(stolen.status).toBe(403);
    const accepted = await p.bob.post(
      '/api/warranty/transfers/accept',
      { code },
      { language: 'de' },
    );
    expect(accepted.status).toBe(200);
    const again = await p.bob.post('/api/warranty/transfers/accept', { code });
    expect(again.body.errors).toEqual({ code: ['codeUsed'] });

    expect(((await p.anna.get(REG)).body.data as Listed).items).toHaveLength(0);
    expect(((await p.bob.get(REG)).body.data as Listed).items.map((i) => i.id)).toEqual([id]);
    expect((await pdfOf(p.anna, id)).status).toBe(404);
    const pdf = await pdfOf(p.bob, id);
    expect(pdf.status).toBe(200);
    expect(pdf.bytes.toString('latin1')).toContain('VW-');

    const db = await getDb();
    const events = await db
      .select()
      .from(warrantyEvents)
      .where(eq(warrantyEvents.registrationId, id));
    expect(events.map((e) => e.kind)).toEqual(['registered', 'transfer-started', 'transferred']);
    const row = await registrationRow(id);
    expect(row).toMatchObject({ revision: 2, language: 'de' });
  });

  it('refuses an expired transfer code, and an earlier code once a new one is sent', async () => {
    const { id } = (await p.anna.post(REG, system(6))).body.data as Created;
    await p.anna.post(`${REG}/${id}/transfer`, { email: 'bob@example.com' });
    const first = await warrantyCodeFor('bob@example.com');
    await p.anna.post(`${REG}/${id}/transfer`, { email: 'bob@example.com' });
    const second = await warrantyCodeFor('bob@example.com');
    expect(second).not.toBe(first);
    const old = await p.bob.post('/api/warranty/transfers/accept', { code: first });
    expect(old.body.errors).toEqual({ code: ['codeUsed'] });
    const db = await getDb();
    await db.update(warrantyCodes).set({ expiresAt: new Date(Date.now() - 1000) });
    const expired = await p.bob.post('/api/warranty/transfers/accept', { code: second });
    expect(expired.body.errors).toEqual({ code: ['codeExpired'] });
    const malformed = await p.bob.post('/api/warranty/transfers/accept', { code: '12' });
    expect(malformed.body.errors).toEqual({ code: ['codeFormat'] });
    const row = await registrationRow(id);
    expect(row!.revision).toBe(1);
  });
});
