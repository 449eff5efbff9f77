import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { languages } from '@/lib/i18n/locales';
import { closeDb, getDb } from '@/lib/server/db/client';
import { outbox, trainingApplications, trainings } from '@/lib/server/db/schema';
import { smtpSender } from '@/lib/server/mail/sender';
import { deliverDueMails } from '@/lib/server/mail/worker';
import { setFormLimiters } from '@/lib/server/security/rate-limit';
import { testDriver, useTestDatabase } from '../../support/db';
import { expectQueuedMails } from '../../support/outbox';
import { post, rowCount, useFormsEnv, useGenerousLimits, validApplication } from './helpers';
import { startSmtpPeer, type SmtpPeer } from './smtp-peer';

// Sessions of these tests, apart from the seeded ones: one far ahead, one long past.
const UPCOMING = 9001;
const PAST = 9002;

describe(`installer training application (${testDriver})`, () => {
  let peer: SmtpPeer;

  beforeAll(async () => {
    useFormsEnv();
    await useTestDatabase('forms_installer');
    const db = await getDb();
    const session = (id: number, date: string) =>
      languages.map((l) => ({
        id,
        websiteId: l.id,
        state: true,
        title: `Session ${id} (${l.code})`,
        date,
        location: `Rotterdam (${l.code})`,
        durationMinutes: 420,
        language: 'en',
        scale: 20,
      }));
    await db
      .insert(trainings)
      .values([...session(UPCOMING, '2099-03-04'), ...session(PAST, '2001-01-01')]);
    await useGenerousLimits();
    peer = await startSmtpPeer();
  });
  afterAll(async () => {
    await peer.stop();
    await setFormLimiters(undefined);
    await closeDb();
  });
  beforeEach(async () => {
    const db = await getDb();
    await db.delete(outbox);
    await db.delete(trainingApplications);
    peer.mails.length = 0;
  });

  it('stores an application for an upcoming session and mails staff and the applicant', async () => {
    const input = { ...validApplication, applyUpcoming: 'yes', trainingId: String(UPCOMING) };
    const res = await post('/api/installer-applications', input, { language: 'it' });
    expect(res.status).toBe(200);

    const db = await getDb();
    const [row] = await db.select().from(trainingApplications);
    expect(row).toMatchObject({
      firstName: 'Luca',
      company: 'Energia Srl',
      applyUpcoming: true,
      trainingId: UPCOMING,
      language: 'it',
      status: 'new',
    });
    expect(row!.consentAt).toBeInstanceOf(Date);

    const sender = smtpSender(peer.url, 'no-reply@voltara.test');
    await deliverDueMails(db, sender).finally(() => sender.close());
    const staff = peer.mails.find((m) => m.to.includes('staff@voltara.test'))!;
    expect(staff.subject).toMatch(/Training application T-\d+: Luca Rossi, Energia Srl/);
    expect(staff.text).toContain(
      `Preferred time and location: 2099-03-04, Rotterdam (en): Session ${UPCOMING} (en)`,
    );
    expect(staff.text).toContain('Country/region: Italy (IT)');
    const applicant = peer.mails.find((m) => m.to.includes('luca@example.it'))!;
    expect(applicant.subject).toMatch(/^Abbiamo ricevuto la tua candidatura al corso \(T-\d+\)$/);
    expect(applicant.text).toContain('Gentile Luca Rossi,');
  });

  it('accepts "no, contact me later" without a session', async () => {
    const res = await post('/api/installer-applications', validApplication);
    expect(res.status).toBe(200);
    const db = await getDb();
    const [row] = await db.select().from(trainingApplications);
    expect(row).toMatchObject({ applyUpcoming: false, trainingId: null, language: 'en' });
  });

  it('answers "Please fill in" for every missing field and stores nothing', async () => {
    const res = await post('/api/installer-applications', { applyUpcoming: 'yes' });
    expect(res.status).toBe(400);
    const errors = res.body.errors ?? {};
    for (const field of ['firstName', 'lastName', 'jobTitle', 'company', 'email', 'phone']) {
      expect(errors[field], field).toEqual(['pleaseFillIn']);
    }
    for (const field of ['trainingId', 'address', 'city', 'country', 'zip']) {
      expect(errors[field], field).toEqual(['pleaseFillIn']);
    }
    expect(errors.consent).toEqual(['consentRequired']);
    expect(errors.details).toBeUndefined();
    expect(await rowCount(trainingApplications)).toBe(0);
  });

  it.each([
    ['an unknown session', '4242'],
    ['a past session', String(PAST)],
  ])('refuses %s with a field error', async (_, trainingId) => {
    const input = { ...validApplication, applyUpcoming: 'yes', trainingId };
    const res = await post('/api/installer-applications', input);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ trainingId: ['invalid'] });
    expect(await rowCount(trainingApplications)).toBe(0);
    await expectQueuedMails([]);
  });
});
