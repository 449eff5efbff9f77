import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_FAILED_SIGN_INS } from '@/lib/server/account/lockout';
import { getDb } from '@/lib/server/db/client';
import { outbox, sessions, users, verifications } from '@/lib/server/db/schema';
import { testDriver } from '../../support/db';
import {
  Browser,
  codeInOutbox,
  createAccount,
  PASSWORD,
  puzzleToken,
  signInAs,
} from '../../support/accounts';
import { expectQueuedMails, queuedMails } from '../../support/outbox';
import { accountSuite } from './helpers';

const WRONG = 'Wrong-Pass1';

describe(`sign in, lockout and recovery (${testDriver})`, () => {
  accountSuite('account_sign_in');
  beforeEach(async () => {
    const db = await getDb();
    await db.delete(users);
    await db.delete(verifications);
    await db.delete(outbox);
    await createAccount(new Browser(), { email: 'anna@example.com', username: 'anna.s' });
  });

  it('answers "Username or password is incorrect" alike for a wrong password and an unknown name', async () => {
    for (const identifier of ['anna.s', 'nobody.here', 'anna@example.com']) {
      const res = await signInAs(new Browser(), identifier, WRONG);
      expect(res.status, identifier).toBe(401);
      expect(res.body.errors).toEqual({ _: ['credentialsIncorrect'] });
    }
  });

  it('needs the puzzle: no token, or a spent one, is "Verification failure"', async () => {
    const browser = new Browser();
    const none = await browser.post('/api/account/sign-in', {
      identifier: 'anna.s',
      password: PASSWORD,
      terms: true,
    });
    expect(none.status).toBe(400);
    expect(none.body.errors).toEqual({ captcha: ['verificationFailure'] });

    const token = await puzzleToken('sign-in');
    const headers = { 'X-Captcha-Token': token };
    const body = { identifier: 'anna.s', password: PASSWORD, terms: true };
    expect((await browser.post('/api/account/sign-in', body, { headers })).status).toBe(200);
    const replay = await new Browser().post('/api/account/sign-in', body, { headers });
    expect(replay.status).toBe(400);
  });

  it('needs the terms box and well-formed fields (400 with the rule’s message)', async () => {
    const res = await new Browser().post(
      '/api/account/sign-in',
      { identifier: '<script>alert(1)</script>', password: 'short', terms: false },
      { puzzle: 'sign-in' },
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      identifier: ['identifierFormat'],
      password: ['passwordFormat'],
      terms: ['termsRequired'],
    });
  });

  it(`locks the account for 15 minutes after ${MAX_FAILED_SIGN_INS} wrong passwords, even for the right one`, async () => {
    for (let i = 1; i < MAX_FAILED_SIGN_INS; i++) {
      expect((await signInAs(new Browser(), 'anna.s', WRONG)).status).toBe(401);
    }
    const fifth = await signInAs(new Browser(), 'anna@example.com', WRONG);
    expect(fifth.status).toBe(429);
    expect(fifth.body.errors).toEqual({ _: ['accountLocked'] });
    const wait = Number(fifth.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(14 * 60);
    expect(wait).toBeLessThanOrEqual(15 * 60);

    const right = await signInAs(new Browser(), 'anna.s', PASSWORD);
    expect(right.status).toBe(429);
    expect(right.body.errors).toEqual({ _: ['accountLocked'] });

    // Fifteen minutes later the right password works and the count starts afresh.
    const db = await getDb();
    await db
      .update(users)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(users.email, 'anna@example.com'));
    expect((await signInAs(new Browser(), 'anna.s', PASSWORD)).status).toBe(200);
    const [row] = await db.select().from(users);
    expect(row!.failedSignIns).toBe(0);
  });

  it('a right password resets the count of wrong ones', async () => {
    for (let i = 0; i < MAX_FAILED_SIGN_INS - 1; i++)
      await signInAs(new Browser(), 'anna.s', WRONG);
    expect((await signInAs(new Browser(), 'anna.s', PASSWORD)).status).toBe(200);
    expect((await signInAs(new Browser(), 'anna.s', WRONG)).status).toBe(401);
  });

  it('rotates the session on login: the browser’s previous session ends', async () => {
    const browser = new Browser();
    await signInAs(browser, 'anna.s');
    const before = browser.cookies.get('voltara.session_token');
    const stale = new Browser();
    stale.cookies.set('voltara.session_token', before!);
    await signInAs(browser, 'anna.s');
    expect(browser.cookies.get('voltara.session_token')).not.toBe(before);
    expect((await stale.get('/api/account/me')).status).toBe(401);
    expect((await browser.get('/api/account/me')).status).toBe(200);
  });

  describe('recovery', () => {
    const sendCode = (browser: Browser, email: string) =>
      browser.post('/api/account/codes/recover', { email }, { puzzle: 'recover', language: 'fr' });

    it('says "account does not exist" for an unknown e-mail and sends nothing', async () => {
      const res = await sendCode(new Browser(), 'ghost@example.com');
      expect(res.status).toBe(404);
      expect(res.body.errors).toEqual({ email: ['accountNotFound'] });
      await expectQueuedMails([], { to: 'ghost@example.com' });
    });

    it('resets the password with the mailed code, signs every session out and unlocks', async () => {
      const signedIn = new Browser();
      await signInAs(signedIn, 'anna.s');
      for (let i = 0; i < MAX_FAILED_SIGN_INS; i++) await signInAs(new Browser(), 'anna.s', WRONG);
      expect((await signInAs(new Browser(), 'anna.s')).status).toBe(429);

      const visitor = new Browser();
      expect((await sendCode(visitor, 'Anna@Example.com')).status).toBe(200);
      const code = await codeInOutbox('anna@example.com');
      const [mail] = await queuedMails({ ref: 'code:recover' });
      expect(mail!.subject).toBe(`${code} est votre code de vérification Voltara`);

      const NEW = 'Brand-New7';
      const res = await visitor.post('/api/account/password/reset', {
        email: 'anna@example.com',
        code,
        password: NEW,
        confirmPassword: NEW,
      });
      expect(res.status).toBe(200);
      expect((await signedIn.get('/api/account/me')).status).toBe(401);
      expect(await (await getDb()).select().from(sessions)).toEqual([]);
      expect((await signInAs(new Browser(), 'anna.s', PASSWORD)).status).toBe(401);
      expect((await signInAs(new Browser(), 'anna.s', NEW)).status).toBe(200);
    });

    it('says "code is incorrect", then "email or code is incorrect" without a code', async () => {
      const visitor = new Browser();
      await sendCode(visitor, 'anna@example.com');
      const code = await codeInOutbox('anna@example.com');
      const wrong = code === '123456' ? '654321' : '123456';
      const body = {
        email: 'anna@example.com',
        password: 'Brand-New7',
        confirmPassword: 'Brand-New7',
      };
      const bad = await visitor.post('/api/account/password/reset', { ...body, code: wrong });
      expect(bad.status).toBe(400);
      expect(bad.body.errors).toEqual({ code: ['codeIncorrect'] });

      const noCode = await visitor.post('/api/account/password/reset', {
        ...body,
        email: 'other@example.com',
        code,
      });
      expect(noCode.status).toBe(400);
      expect(noCode.body.errors).toEqual({ _: ['emailOrCodeIncorrect'] });
    });

    it('allows 5 tries of a code, then asks for a new one', async () => {
      const visitor = new Browser();
      await sendCode(visitor, 'anna@example.com');
      const code = await codeInOutbox('anna@example.com');
      const wrong = code === '123456' ? '654321' : '123456';
      const body = {
        email: 'anna@example.com',
        password: 'Brand-New7',
        confirmPassword: 'Brand-New7',
      };
      for (let i = 0; i < 5; i++) {
        const res = await visitor.post('/api/account/password/reset', { ...body, code: wrong });
        expect(res.body.errors, `try ${i + 1}`).toEqual({ code: ['codeIncorrect'] });
      }
      const sixth = await visitor.post('/api/account/password/reset', { ...body, code });
      expect(sixth.status).toBe(400);
      expect(sixth.body.errors).toEqual({ code: ['codeTooManyTries'] });
      expect((await signInAs(new Browser(), 'anna.s', 'Brand-New7')).status).toBe(401);
    });

    it('refuses a code older than 10 minutes ("expired")', async () => {
      const visitor = new Browser();
      await sendCode(visitor, 'anna@example.com');
      const code = await codeInOutbox('anna@example.com');
      const db = await getDb();
      await db.update(verifications).set({ expiresAt: new Date(Date.now() - 1000) });
      const res = await visitor.post('/api/account/password/reset', {
        email: 'anna@example.com',
        code,
        password: 'Brand-New7',
        confirmPassword: 'Brand-New7',
      });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ code: ['codeExpired'] });
    });
  });
});
