import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { app } from '@/lib/server/api/app';
import { closeDb, getDb } from '@/lib/server/db/client';
import { newsletterSubscriptions, outbox } from '@/lib/server/db/schema';
import { smtpSender } from '@/lib/server/mail/sender';
import { deliverDueMails } from '@/lib/server/mail/worker';
import { setFormLimiters } from '@/lib/server/security/rate-limit';
import { testDriver, useTestDatabase } from '../../support/db';
import { post, rowCount, SITE, useFormsEnv, useGenerousLimits, validNewsletter } from './helpers';
import { startSmtpPeer, type SmtpPeer } from './smtp-peer';

/** Open a mail link as a browser would: a GET, answered by a redirect to a result page. */
async function follow(url: string) {
  const { pathname, search } = new URL(url);
  const res = await app.request(pathname + search);
  return { status: res.status, location: res.headers.get('location') };
}

async function subscription() {
  const db = await getDb();
  const [row] = await db.select().from(newsletterSubscriptions);
  return row!;
}

describe(`newsletter double opt-in (${testDriver})`, () => {
  let peer: SmtpPeer;

  async function deliver() {
    const sender = smtpSender(peer.url, 'no-reply@voltara.test');
    await deliverDueMails(await getDb(), sender).finally(() => sender.close());
    return peer.mails.at(-1)!;
  }

  beforeAll(async () => {
    useFormsEnv();
    await useTestDatabase('forms_newsletter');
    await getDb();
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
    await db.delete(newsletterSubscriptions);
    peer.mails.length = 0;
  });

  it('stores a pending, lowercased subscription and mails a confirmation link in German', async () => {
    const res = await post('/api/newsletter', validNewsletter, { language: 'de' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 200, data: { status: 'pending' } });
    const row = await subscription();
    expect(row).toMatchObject({
      email: 'max@example.com',
      status: 'pending',
      language: 'de',
      userType: 'installer',
    });
    expect(row.consentAt).toBeInstanceOf(Date);

    const mail = await deliver();
    expect(mail.to).toEqual(['max@example.com']);
    expect(mail.subject).toBe('Bitte bestätigen Sie Ihre Newsletter-Anmeldung');
    expect(mail.text).toContain(`${SITE}/api/newsletter/confirm?token=${row.confirmToken}`);
    expect(mail.text).toContain(`${SITE}/api/newsletter/unsubscribe?token=${row.unsubscribeToken}`);
    expect(mail.html).toContain('Anmeldung bestätigen');
  });

  it('activates the subscription from the mail’s link and shows the translated result page', async () => {
    await post('/api/newsletter', validNewsletter, { language: 'de' });
    const mail = await deliver();
    const link = /https?:\/\/\S+\/api\/newsletter\/confirm\?token=\S+/.exec(mail.text)![0];

    const opened = await follow(link);
    expect(opened).toEqual({ status: 303, location: '/de/newsletter?status=confirmed' });
    expect(await subscription()).toMatchObject({ status: 'confirmed' });
    // Opening it again is harmless.
    expect((await follow(link)).location).toBe('/de/newsletter?status=confirmed');
  });

  it('unsubscribes from the link of the mail, without signing in', async () => {
    await post('/api/newsletter', validNewsletter, { language: 'fr' });
    const mail = await deliver();
    const link = /https?:\/\/\S+\/api\/newsletter\/unsubscribe\?token=\S+/.exec(mail.text)![0];
    expect(await follow(link)).toEqual({
      status: 303,
      location: '/fr/newsletter?status=unsubscribed',
    });
    const row = await subscription();
    expect(row.status).toBe('unsubscribed');
    expect(row.unsubscribedAt).toBeInstanceOf(Date);
  });

  it('answers 409 "already subscribed" for the same address in any letter case', async () => {
    await post('/api/newsletter', validNewsletter);
    const again = await post('/api/newsletter', { ...validNewsletter, email: 'MAX@example.COM' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      code: 409,
      message: 'The email has already been subscribed',
      errors: { email: ['alreadySubscribed'] },
    });
    expect(await rowCount(newsletterSubscriptions)).toBe(1);
    expect(await rowCount(outbox)).toBe(1);
  });

  it('lets an unsubscribed address subscribe again with a new double opt-in', async () => {
    await post('/api/newsletter', validNewsletter);
    const first = await subscription();
    await follow(`${SITE}/api/newsletter/unsubscribe?token=${first.unsubscribeToken}`);

    const res = await post(
      '/api/newsletter',
      { ...validNewsletter, name: 'Max M.' },
      { language: 'nl' },
    );
    expect(res.status).toBe(200);
    const again = await subscription();
    expect(again).toMatchObject({
      id: first.id,
      status: 'pending',
      name: 'Max M.',
      language: 'nl',
    });
    expect(again.confirmToken).not.toBe(first.confirmToken);
    expect(again.unsubscribeToken).toBe(first.unsubscribeToken);
    // The old confirmation link no longer subscribes anyone.
    const old = await follow(`${SITE}/api/newsletter/confirm?token=${first.confirmToken}`);
    expect(old.location).toBe('/newsletter?status=invalid');
    expect(await rowCount(outbox)).toBe(2);
  });

  it('sends an unknown or malformed token to the "invalid link" page', async () => {
    expect(await follow(`${SITE}/api/newsletter/confirm?token=${'x'.repeat(43)}`)).toEqual({
      status: 303,
      location: '/newsletter?status=invalid',
    });
    expect((await follow(`${SITE}/api/newsletter/unsubscribe?token=<script>`)).location).toBe(
      '/newsletter?status=invalid',
    );
    expect((await follow(`${SITE}/api/newsletter/confirm`)).location).toBe(
      '/newsletter?status=invalid',
    );
  });

  it('requires the privacy consent and a user type', async () => {
    const res = await post('/api/newsletter', {
      ...validNewsletter,
      consent: false,
      userType: 'robot',
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      userType: ['userTypeRequired'],
      consent: ['consentRequired'],
    });
    expect(await rowCount(newsletterSubscriptions)).toBe(0);
  });
});
