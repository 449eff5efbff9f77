import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { outbox, sessions, users, verifications } from '@/lib/server/db/schema';
import { testDriver } from '../../support/db';
import { Browser, PASSWORD, signUpByEmail } from '../../support/accounts';
import { expectQueuedMails } from '../../support/outbox';
import { startSmtpPeer, type SmtpPeer } from '../forms/smtp-peer';
import { accountSuite, codeMailedTo, deliverMails } from './helpers';

describe(`sign up by e-mail with the code from a real SMTP peer (${testDriver})`, () => {
  let peer: SmtpPeer;

  accountSuite('account_sign_up_email');
  beforeAll(async () => {
    peer = await startSmtpPeer();
  });
  afterAll(async () => {
    await peer.stop();
  });
  beforeEach(async () => {
    const db = await getDb();
    await db.delete(users);
    await db.delete(verifications);
    await db.delete(outbox);
    peer.mails.length = 0;
  });

  async function requestCode(browser: Browser, email: string, language = 'en') {
    const res = await browser.post(
      '/api/account/codes/sign-up',
      { country: 'DE', channel: 'email', email, phone: '' },
      { puzzle: 'sign-up', language },
    );
    expect(res.status).toBe(200);
    await deliverMails(peer);
    return codeMailedTo(peer, email.toLowerCase());
  }

  it('mails a 6-digit code in the visitor’s language, creates the account with it and signs in', async () => {
    const browser = new Browser();
    const code = await requestCode(browser, 'Anna@Example.com', 'de');
    const mail = peer.mails.at(-1)!;
    expect(mail.subject).toBe(`${code} ist Ihr Voltara-Bestätigungscode`);
    expect(mail.text).toContain('10 Minuten');

    const res = await browser.post(
      '/api/account/sign-up',
      signUpByEmail('Anna@Example.com', { code }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 200, data: { status: 'signed-up' } });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('voltara.session_token='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i); // http SITE_URL; https turns Secure on

    const me = await browser.get('/api/account/me');
    expect(me.status).toBe(200);
    expect(me.headers.get('cache-control')).toBe('private, no-store');
    expect(me.body.data).toMatchObject({
      username: 'Anna.Schmidt',
      nickname: 'Anna',
      email: 'anna@example.com',
      emailVerified: true,
      country: 'DE',
      phone: null,
    });
    const [row] = await (await getDb()).select().from(users);
    expect(row!.username).toBe('anna.schmidt');
    expect(row!.termsAcceptedAt).toBeInstanceOf(Date);
    // The code was spent with the sign-up.
    expect(await (await getDb()).select().from(verifications)).toEqual([]);
  });

  it('stores the code only as a hash', async () => {
    const code = await requestCode(new Browser(), 'li@example.cn');
    const [row] = await (await getDb()).select().from(verifications);
    expect(row!.value).not.toContain(code);
  });

  it('refuses a wrong code ("code is incorrect") and creates nothing', async () => {
    const browser = new Browser();
    const code = await requestCode(browser, 'joe@example.com');
    const wrong = code === '111111' ? '222222' : '111111';
    const res = await browser.post(
      '/api/account/sign-up',
      signUpByEmail('joe@example.com', { code: wrong }),
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ code: ['codeIncorrect'] });
    expect(await (await getDb()).select().from(users)).toEqual([]);
    expect(browser.cookies.size).toBe(0);
  });

  it('sends no code without a solved puzzle ("Verification failure")', async () => {
    const browser = new Browser();
    const res = await browser.post('/api/account/codes/sign-up', {
      country: 'DE',
      channel: 'email',
      email: 'eve@example.com',
      phone: '',
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: 'Verification failure' });
    expect(res.body.errors).toEqual({ captcha: ['verificationFailure'] });
    await expectQueuedMails([]);

    // A token of another action is refused too (and spent).
    const other = await browser.post(
      '/api/account/codes/sign-up',
      { country: 'DE', channel: 'email', email: 'eve@example.com', phone: '' },
      { puzzle: 'sign-in' },
    );
    expect(other.status).toBe(400);
  });

  it('says "email has already been registered" for a taken address, before and at sign-up', async () => {
    const browser = new Browser();
    const code = await requestCode(browser, 'anna@example.com');
    await browser.post('/api/account/sign-up', signUpByEmail('anna@example.com', { code }));

    const again = await new Browser().post(
      '/api/account/codes/sign-up',
      { country: 'DE', channel: 'email', email: 'ANNA@example.com', phone: '' },
      { puzzle: 'sign-up' },
    );
    expect(again.status).toBe(409);
    expect(again.body.errors).toEqual({ email: ['emailTaken'] });
  });

  it('refuses a username taken in another case', async () => {
    const first = new Browser();
    const code = await requestCode(first, 'anna@example.com');
    await first.post('/api/account/sign-up', signUpByEmail('anna@example.com', { code }));

    const second = new Browser();
    const code2 = await requestCode(second, 'other@example.com');
    const res = await second.post(
      '/api/account/sign-up',
      signUpByEmail('other@example.com', { code: code2, username: 'ANNA.SCHMIDT' }),
    );
    expect(res.status).toBe(409);
    expect(res.body.errors).toEqual({ username: ['usernameTaken'] });
  });

  it('sends a new code only 60 s after the last one', async () => {
    const browser = new Browser();
    await requestCode(browser, 'anna@example.com');
    const soon = await browser.post(
      '/api/account/codes/sign-up',
      { country: 'DE', channel: 'email', email: 'anna@example.com', phone: '' },
      { puzzle: 'sign-up' },
    );
    expect(soon.status).toBe(429);
    expect(soon.body.errors).toEqual({ code: ['resendTooSoon'] });
    expect(Number(soon.headers.get('retry-after'))).toBeGreaterThan(50);

    // A minute later (the code's issue time moved back), a new code goes out.
    const db = await getDb();
    const [row] = await db.select().from(verifications);
    await db
      .update(verifications)
      .set({ expiresAt: new Date(row!.expiresAt.getTime() - 61_000) })
      .where(eq(verifications.id, row!.id));
    const later = await browser.post(
      '/api/account/codes/sign-up',
      { country: 'DE', channel: 'email', email: 'anna@example.com', phone: '' },
      { puzzle: 'sign-up' },
    );
    expect(later.status).toBe(200);
  });

  it('signs in by username, e-mail and back, and signs out ("Sign Out Successfully")', async () => {
    const browser = new Browser();
    const code = await requestCode(browser, 'anna@example.com');
    await browser.post('/api/account/sign-up', signUpByEmail('anna@example.com', { code }));
    const out = await browser.post('/api/account/sign-out');
    expect(out.status).toBe(200);
    expect(browser.cookies.has('voltara.session_token')).toBe(false);
    expect((await browser.get('/api/account/me')).status).toBe(401);

    for (const identifier of ['anna.schmidt', 'Anna.Schmidt', 'ANNA@example.com']) {
      const visitor = new Browser();
      const res = await visitor.post(
        '/api/account/sign-in',
        { identifier, password: PASSWORD, terms: true },
        { puzzle: 'sign-in' },
      );
      expect(res.status, identifier).toBe(200);
      expect((await visitor.get('/api/account/me')).body.data).toMatchObject({ nickname: 'Anna' });
    }
    expect(await (await getDb()).select().from(sessions)).toHaveLength(3);
  });
});
