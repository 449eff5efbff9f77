import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeDb, getDb } from '@/lib/server/db/client';
import { contactRequests, outbox } from '@/lib/server/db/schema';
import { MAX_ATTEMPTS } from '@/lib/server/mail/outbox';
import { logSender, smtpSender } from '@/lib/server/mail/sender';
import { deliverDueMails, SENT_TO_LOG } from '@/lib/server/mail/worker';
import { setFormLimiters } from '@/lib/server/security/rate-limit';
import { testDriver, useTestDatabase } from '../../support/db';
import { expectQueuedMails, queuedMails } from '../../support/outbox';
import { post, rowCount, useFormsEnv, useGenerousLimits, validContact } from './helpers';
import { startSmtpPeer, type SmtpPeer } from './smtp-peer';

const HOUR = 3_600_000;
const later = (ms: number) => new Date(Date.now() + ms);

describe(`contact form and its mails (${testDriver})`, () => {
  let peer: SmtpPeer;

  beforeAll(async () => {
    useFormsEnv();
    await useTestDatabase('forms_contact');
    await getDb(); // opened, migrated and seeded here, within the hook's time limit
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
    await db.delete(contactRequests);
    peer.mails.length = 0;
  });
  afterEach(() => vi.restoreAllMocks());

  it('stores the request with its language and queues both mails before answering 200', async () => {
    const res = await post('/api/contact', validContact, { language: 'de' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 200, data: { status: 'received' } });

    const db = await getDb();
    const [row] = await db.select().from(contactRequests);
    expect(row).toMatchObject({ ...validContact, language: 'de', status: 'new' });
    const mails = await expectQueuedMails(['anna@example.com', 'staff@voltara.test'], {
      ref: `contact:${row!.id}`,
    });
    expect(mails.every((m) => m.status === 'pending')).toBe(true);
  });

  it('delivers the staff notification and the visitor confirmation in German through SMTP', async () => {
    await post('/api/contact', validContact, { language: 'de' });
    const db = await getDb();
    const sender = smtpSender(peer.url, 'Voltara <no-reply@voltara.test>');
    try {
      expect(await deliverDueMails(db, sender)).toEqual({ sent: 2, retried: 0, failed: 0 });
    } finally {
      sender.close();
    }

    const staff = peer.mails.find((m) => m.to.includes('staff@voltara.test'))!;
    expect(staff.subject).toMatch(
      /^\[Voltara\] Contact request C-\d+: Anna Schmidt, Sonnen Dach GmbH$/,
    );
    expect(staff.text).toContain('Country/region: Germany (DE)');
    expect(staff.text).toContain('Telephone: +49 30 1234567');
    expect(staff.text).toContain('Message:\nWir planen 40 Anlagen.\nBitte um Rückruf.');
    expect(staff.text).toContain('Language: Deutsch (de)');

    const visitor = peer.mails.find((m) => m.to.includes('anna@example.com'))!;
    expect(visitor.subject).toMatch(/^Wir haben Ihre Anfrage erhalten \(C-\d+\)$/);
    expect(visitor.text).toContain('Hallo Anna Schmidt,');
    expect(visitor.text).toContain('Ihre Referenznummer lautet C-');
    expect(visitor.html).toContain('<html lang="de-DE">');
    // The visitor's own message is not echoed to the address they typed (no spam relay).
    expect(visitor.text).not.toContain('Wir planen');

    const rows = await queuedMails();
    expect(rows.every((r) => r.status === 'sent' && r.sentAt && r.attempts === 1)).toBe(true);
  });

  it('writes the visitor mail in the Language header’s language, English by default', async () => {
    await post('/api/contact', { ...validContact, email: 'li@example.cn' }, { language: 'cn' });
    await post('/api/contact', { ...validContact, email: 'joe@example.com' });
    const db = await getDb();
    const sender = smtpSender(peer.url, 'no-reply@voltara.test');
    await deliverDueMails(db, sender).finally(() => sender.close());
    const subject = (to: string) => peer.mails.find((m) => m.to.includes(to))?.subject;
    expect(subject('li@example.cn')).toMatch(/^我们已收到您的问题/);
    expect(subject('joe@example.com')).toMatch(/^We have received your question/);
    const languages = (await db.select().from(contactRequests)).map((r) => r.language).sort();
    expect(languages).toEqual(['cn', 'en']);
  });

  it('keeps the mails while SMTP is down and delivers them once it is back', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const port = peer.port;
    await peer.stop();
    try {
      const res = await post('/api/contact', validContact, { language: 'it' });
      expect(res.status).toBe(200);
      expect(await rowCount(contactRequests)).toBe(1);

      const db = await getDb();
      const sender = smtpSender(`smtp://127.0.0.1:${port}`, 'no-reply@voltara.test');
      try {
        expect(await deliverDueMails(db, sender)).toEqual({ sent: 0, retried: 2, failed: 0 });
        const waiting = await queuedMails();
        expect(waiting.every((m) => m.status === 'pending' && m.attempts === 1)).toBe(true);
        expect(waiting[0]!.lastError).toMatch(/ECONNREFUSED|connect/i);
        // Backoff: not due again right away.
        expect(await deliverDueMails(db, sender)).toEqual({ sent: 0, retried: 0, failed: 0 });

        peer = await startSmtpPeer(port);
        expect(await deliverDueMails(db, sender, { now: later(HOUR) })).toEqual({
          sent: 2,
          retried: 0,
          failed: 0,
        });
      } finally {
        sender.close();
      }
      expect(peer.mails.map((m) => m.to[0]).sort()).toEqual([
        'anna@example.com',
        'staff@voltara.test',
      ]);
      expect(peer.mails.find((m) => m.to[0] === 'anna@example.com')?.subject).toMatch(
        /^Abbiamo ricevuto la tua domanda/,
      );
    } finally {
      if (!peer.port) peer = await startSmtpPeer(port);
    }
  });

  it(`marks a mail failed after ${MAX_ATTEMPTS} attempts and keeps it in the outbox`, async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await post('/api/contact', validContact);
    const db = await getDb();
    const broken = {
      kind: 'smtp' as const,
      send: () => Promise.reject(new Error('550 no')),
      close() {},
    };
    let now = Date.now();
    for (let i = 0; i < MAX_ATTEMPTS; i++) {
      await deliverDueMails(db, broken, { now: new Date(now) });
      now += 2 * HOUR;
    }
    const rows = await queuedMails();
    expect(rows.map((r) => [r.status, r.attempts, r.lastError])).toEqual([
      ['failed', MAX_ATTEMPTS, '550 no'],
      ['failed', MAX_ATTEMPTS, '550 no'],
    ]);
  });

  it('without SMTP_URL writes each mail to the server log and keeps it readable', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    await post('/api/contact', validContact, { language: 'fr' });
    const db = await getDb();
    expect(await deliverDueMails(db, logSender())).toMatchObject({ sent: 2 });
    const logged = info.mock.calls.map((c) => String(c[0])).join('\n');
    expect(logged).toContain('to staff@voltara.test');
    expect(logged).toContain('Nous avons bien reçu votre question');
    const rows = await queuedMails();
    expect(rows.every((r) => r.status === 'sent' && r.lastError === SENT_TO_LOG)).toBe(true);
    expect(rows.find((r) => r.to === 'anna@example.com')?.text).toContain('Bonjour Anna Schmidt');
  });
});
