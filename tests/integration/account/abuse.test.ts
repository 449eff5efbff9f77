import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import type { Redis } from 'ioredis';
import { beforeEach, describe, expect, it } from 'vitest';
import { createAuthLimiters, setAuthLimiters } from '@/lib/server/account/limits';
import { getDb } from '@/lib/server/db/client';
import { outbox, smsOutbox, users, verifications } from '@/lib/server/db/schema';
import { testDriver } from '../../support/db';
import { Browser, createAccount, PASSWORD, signInAs, signUpByEmail } from '../../support/accounts';
import { expectQueuedMails } from '../../support/outbox';
import { accountSuite } from './helpers';

// Bad input and abuse: overlong, unicode-confusable, SQL and script inputs in every
// field give a 400 with the rule's message and are stored nowhere; the limits hold.

const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

const LONG = 'a'.repeat(5000);
const SQL = "x' OR '1'='1'; DROP TABLE users;--";
const SCRIPT = '<script>alert(1)</script>';

/** Per field: the hostile values and the rule's message each must get. */
const hostile: Record<string, { values: unknown[]; key: string }> = {
  username: {
    values: [LONG, 'аnna.s', SQL, SCRIPT, 'anna s1', 'ａｎｎａ.ｓ'],
    key: 'usernameFormat',
  },
  nickname: {
    values: [LONG, 'Аnna', 'ｎｉｃｋ', SQL, SCRIPT, 'Anna\u200b', 'Anna\u0000'],
    key: 'nicknameFormat',
  },
  email: {
    values: [`${LONG}@example.com`, 'аnna@example.com', "' OR 1=1 --@x.com", `${SCRIPT}@x.com`],
    key: 'emailFormat',
  },
  password: {
    values: [`Aa1!${LONG}`, 'Pässwörd1!x', "' OR 1=1 --", SCRIPT, 'Aa1! Bb2@'],
    key: 'passwordFormat',
  },
  code: { values: ['1'.repeat(100), '１２３４５６', "1' OR '1", '<b>1</b>'], key: 'codeFormat' },
  country: { values: ['DE; DROP TABLE users', 'ＤＥ', SCRIPT, LONG], key: 'countryRequired' },
  terms: { values: ['true', 1, SCRIPT], key: 'termsRequired' },
};

describe(`account abuse: hostile input and limits (${testDriver})`, () => {
  accountSuite('account_abuse');
  beforeEach(async () => {
    const db = await getDb();
    for (const table of [users, verifications, outbox, smsOutbox]) await db.delete(table);
  });

  it('sign up: every hostile value of every field is a 400 with the rule’s message, stored nowhere', async () => {
    const browser = new Browser();
    for (const [field, { values, key }] of Object.entries(hostile)) {
      for (const value of values) {
        const res = await browser.post(
          '/api/account/sign-up',
          signUpByEmail('anna@example.com', {
            code: '123456',
            [field]: value,
            ...(field === 'password' ? { confirmPassword: value } : {}),
          }),
        );
        expect(res.status, `${field}: ${String(value).slice(0, 40)}`).toBe(400);
        expect(res.body.errors, `${field}: ${String(value).slice(0, 40)}`).toEqual({
          [field]: [key],
        });
      }
    }
    const db = await getDb();
    expect(await db.select().from(users)).toEqual([]);
    expect(await db.select().from(verifications)).toEqual([]);
  });

  it('the code, login and recovery routes refuse hostile values the same way, and send nothing', async () => {
    const browser = new Browser();
    const cases: [string, Record<string, unknown>, string, string][] = [];
    for (const email of hostile.email!.values) {
      cases.push([
        '/api/account/codes/sign-up',
        { country: 'DE', channel: 'email', email },
        'email',
        'emailFormat',
      ]);
      cases.push(['/api/account/codes/recover', { email }, 'email', 'emailFormat']);
    }
    for (const phone of [LONG, '１３８００１３８０００', SQL, SCRIPT, '+86 138 0013 8000']) {
      cases.push([
        '/api/account/codes/sign-up',
        { country: 'CN', channel: 'phone', phone },
        'phone',
        'phoneFormat',
      ]);
    }
    for (const identifier of [LONG, SQL, SCRIPT, 'аnna.s', 'ａｎｎａ@example.com']) {
      cases.push([
        '/api/account/sign-in',
        { identifier, password: PASSWORD, terms: true },
        'identifier',
        'identifierFormat',
      ]);
    }
    for (const code of hostile.code!.values) {
      cases.push([
        '/api/account/password/reset',
        { email: 'anna@example.com', code, password: PASSWORD, confirmPassword: PASSWORD },
        'code',
        'codeFormat',
      ]);
    }
    for (const [path, body, field, key] of cases) {
      const res = await browser.post(path, body, {
        puzzle: path.includes('sign-in') ? 'sign-in' : 'sign-up',
      });
      expect(res.status, `${path} ${field}`).toBe(400);
      expect(
        res.body.errors?.[field],
        `${path} ${field}: ${JSON.stringify(body).slice(0, 60)}`,
      ).toEqual([key]);
    }
    const db = await getDb();
    await expectQueuedMails([]);
    expect(await db.select().from(smsOutbox)).toEqual([]);
  });

  it('refuses bodies that are not JSON objects with a 4xx, never a 500', async () => {
    const browser = new Browser();
    for (const body of ['not json', '[]', 'null', '"text"', '{"identifier": {"$gt": ""}}']) {
      const res = await browser.post('/api/account/sign-in', body, { puzzle: 'sign-in' });
      expect(res.status, body).toBeGreaterThanOrEqual(400);
      expect(res.status, body).toBeLessThan(500);
    }
    const huge = await browser.post('/api/account/sign-up', { nickname: 'x'.repeat(64 * 1024) });
    expect(huge.status).toBe(413);
  });

  it('personal-center fields refuse hostile values with their rule and keep what was there', async () => {
    const anna = new Browser();
    await createAccount(anna, { email: 'anna@example.com', username: 'anna.s' });
    for (const nickname of hostile.nickname!.values) {
      const res = await anna.post('/api/account/profile', { nickname, country: 'DE' });
      expect(res.body.errors).toEqual({ nickname: ['nicknameFormat'] });
    }
    for (const password of hostile.password!.values) {
      const res = await anna.post('/api/account/password', {
        currentPassword: PASSWORD,
        password,
        confirmPassword: password,
      });
      expect(res.body.errors).toEqual({ password: ['passwordFormat'] });
    }
    expect((await anna.get('/api/account/me')).body.data).toMatchObject({ nickname: 'Anna' });
    expect((await signInAs(new Browser(), 'anna.s')).status).toBe(200);
  });

  describe('limits by address and by account', () => {
    it('answers 429 with Retry-After once an address has tried too often (memory)', async () => {
      await setAuthLimiters(
        createAuthLimiters({
          keyPrefix: `test:${randomUUID()}`,
          perIp: { points: 3, duration: 600 },
        }),
      );
      const from = new Browser('198.51.100.50');
      for (let i = 0; i < 3; i++) {
        expect((await signInAs(from, `user${i}.name`, 'Wrong-Pass1')).status).toBe(401);
      }
      const limited = await signInAs(from, 'user9.name', 'Wrong-Pass1');
      expect(limited.status).toBe(429);
      expect(limited.body.errors).toEqual({ _: ['tooManyRequests'] });
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(500);
      expect(
        (await signInAs(new Browser('198.51.100.51'), 'user9.name', 'Wrong-Pass1')).status,
      ).toBe(401);
    });

    it('limits one account across addresses, in any letter case', async () => {
      await setAuthLimiters(
        createAuthLimiters({
          keyPrefix: `test:${randomUUID()}`,
          perAccount: { points: 2, duration: 600 },
        }),
      );
      expect(
        (await signInAs(new Browser('198.51.100.60'), 'Some.User', 'Wrong-Pass1')).status,
      ).toBe(401);
      expect(
        (await signInAs(new Browser('198.51.100.61'), 'some.user', 'Wrong-Pass1')).status,
      ).toBe(401);
      expect(
        (await signInAs(new Browser('198.51.100.62'), 'SOME.USER', 'Wrong-Pass1')).status,
      ).toBe(429);
    });

    it('shares the limits through Redis when REDIS_URL is set', async () => {
      const keyPrefix = `voltara-test:${randomUUID()}`;
      const first = createAuthLimiters({
        redisUrl: REDIS_URL,
        keyPrefix,
        perIp: { points: 2, duration: 600 },
      });
      const second = createAuthLimiters({
        redisUrl: REDIS_URL,
        keyPrefix,
        perIp: { points: 2, duration: 600 },
      });
      // Without an offline queue a command before the connection is up goes to the memory
      // insurance limiter: wait until both instances are connected.
      const ready = (r: Redis) => (r.status === 'ready' ? undefined : once(r, 'ready'));
      await Promise.all([ready(first.redis!), ready(second.redis!)]);
      try {
        const from = new Browser('198.51.100.70');
        await setAuthLimiters(first);
        expect((await signInAs(from, 'someone.a', 'Wrong-Pass1')).status).toBe(401);
        // Another instance (its own limiter object) sees the same count.
        await setAuthLimiters(second);
        expect((await signInAs(from, 'someone.b', 'Wrong-Pass1')).status).toBe(401);
        expect((await signInAs(from, 'someone.c', 'Wrong-Pass1')).status).toBe(429);
      } finally {
        // Swapping closed the first one's connection; this closes the second's.
        await setAuthLimiters(undefined);
      }
    });
  });
});
