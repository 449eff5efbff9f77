import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { app } from '@/lib/server/api/app';
import { getDb } from '@/lib/server/db/client';
import {
  accounts,
  apiKeys,
  contactRequests,
  newsletterSubscriptions,
  outbox,
  sessions,
  smsOutbox,
  trainingApplications,
  users,
  verifications,
} from '@/lib/server/db/schema';
import { testDriver } from '../../support/db';
import { Browser, codeInOutbox, createAccount, PASSWORD, signInAs } from '../../support/accounts';
import { accountSuite } from './helpers';

/** The routes that need no session: everything else under /api/account does. */
const PUBLIC = new Set([
  '/api/account/sign-in',
  '/api/account/sign-up',
  '/api/account/codes/sign-up',
  '/api/account/codes/recover',
  '/api/account/password/reset',
]);

const sessionRoutes = () => {
  const seen = new Set<string>();
  return app.routes
    .filter((r) => r.path.startsWith('/api/account/') && r.method !== 'ALL' && !PUBLIC.has(r.path))
    .filter((r) => !seen.has(`${r.method} ${r.path}`) && seen.add(`${r.method} ${r.path}`));
};

const contact = (email: string, company: string) => ({
  name: 'X',
  country: 'DE',
  email,
  telephone: '+49 30 1',
  company,
  message: 'Hallo',
  language: 'de',
});

describe(`the personal center's API (${testDriver})`, () => {
  let anna: Browser;
  let bob: Browser;

  accountSuite('account_personal_center');
  beforeEach(async () => {
    const db = await getDb();
    for (const table of [users, verifications, outbox, smsOutbox, contactRequests]) {
      await db.delete(table);
    }
    await db.delete(newsletterSubscriptions);
    await db.delete(trainingApplications);
    anna = new Browser('203.0.113.10');
    bob = new Browser('203.0.113.20');
    await createAccount(anna, { email: 'anna@example.com', username: 'anna.s' });
    await createAccount(bob, { email: 'bob@example.com', username: 'bob.b' });
  });

  it('answers 401 on every personal-center route without a session, or with a forged one', async () => {
    const routes = sessionRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(13);
    for (const cookie of [undefined, 'voltara.session_token=forged.signature']) {
      for (const { method, path } of routes) {
        const res = await app.request(path, {
          method,
          headers: {
            Origin: 'http://127.0.0.1:3100',
            'Content-Type': 'application/json',
            ...(cookie ? { Cookie: cookie } : {}),
          },
          body: method === 'GET' ? undefined : '{}',
        });
        expect(res.status, `${method} ${path} ${cookie ?? ''}`).toBe(401);
        expect(res.headers.get('cache-control')).toBe('private, no-store');
      }
    }
  });

  it('shows each user their own submissions only, matched by the account’s e-mail', async () => {
    const db = await getDb();
    await db
      .insert(contactRequests)
      .values([contact('ANNA@example.com', 'Anna GmbH'), contact('bob@example.com', 'Bob BV')]);
    await db.insert(newsletterSubscriptions).values({
      email: 'anna@example.com',
      name: 'Anna',
      country: 'DE',
      userType: 'installer',
      language: 'de',
      status: 'confirmed',
      confirmToken: 'c'.repeat(32),
      unsubscribeToken: 'u'.repeat(32),
      consentAt: new Date(),
    });
    const mine = (await anna.get('/api/account/submissions')).body.data as Record<string, unknown>;
    expect(mine).toMatchObject({
      contactRequests: [{ company: 'Anna GmbH', status: 'new' }],
      trainingApplications: [],
      newsletter: { status: 'confirmed' },
    });
    const his = (await bob.get('/api/account/submissions')).body.data as Record<string, unknown>;
    expect(his).toMatchObject({ contactRequests: [{ company: 'Bob BV' }], newsletter: null });
  });

  it('updates the nickname and country, with the rule’s message for a bad nickname', async () => {
    const res = await anna.post('/api/account/profile', { nickname: 'Änna Ö.', country: 'AT' });
    expect(res.status).toBe(200);
    expect((await anna.get('/api/account/me')).body.data).toMatchObject({
      nickname: 'Änna Ö.',
      country: 'AT',
    });
    const bad = await anna.post('/api/account/profile', {
      nickname: '<img src=x onerror=alert(1)>',
      country: 'AT',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ nickname: ['nicknameFormat'] });
    expect((await anna.get('/api/account/me')).body.data).toMatchObject({ nickname: 'Änna Ö.' });
  });

  it('changes the e-mail only with the code sent to the new address (after the puzzle)', async () => {
    const noPuzzle = await anna.post('/api/account/codes/email', { email: 'new@example.com' });
    expect(noPuzzle.body.errors).toEqual({ captcha: ['verificationFailure'] });
    const taken = await anna.post(
      '/api/account/codes/email',
      { email: 'bob@example.com' },
      { puzzle: 'send-code' },
    );
    expect(taken.status).toBe(409);
    expect(taken.body.errors).toEqual({ email: ['emailTaken'] });

    const sent = await anna.post(
      '/api/account/codes/email',
      { email: 'New@Example.com' },
      { puzzle: 'send-code' },
    );
    expect(sent.status).toBe(200);
    const code = await codeInOutbox('new@example.com');
    const wrong = await anna.post('/api/account/email', {
      email: 'new@example.com',
      code: code === '111111' ? '222222' : '111111',
    });
    expect(wrong.body.errors).toEqual({ code: ['codeIncorrect'] });
    const res = await anna.post('/api/account/email', { email: 'new@example.com', code });
    expect(res.status).toBe(200);
    expect((await anna.get('/api/account/me')).body.data).toMatchObject({
      email: 'new@example.com',
      emailVerified: true,
    });
    expect((await signInAs(new Browser(), 'new@example.com')).status).toBe(200);
  });

  it('sets a phone number only with the code texted to it', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const sent = await anna.post(
      '/api/account/codes/phone',
      { country: 'DE', phone: '0151 1234 5678' },
      { puzzle: 'send-code' },
    );
    expect(sent.status).toBe(200);
    const [sms] = await (await getDb()).select().from(smsOutbox);
    const code = sms!.text.match(/\b(\d{6})\b/)![1]!;
    const res = await anna.post('/api/account/phone', {
      country: 'DE',
      phone: '0151 1234 5678',
      code,
    });
    expect(res.status).toBe(200);
    expect((await anna.get('/api/account/me')).body.data).toMatchObject({
      phone: '+4915112345678',
    });
    expect((await signInAs(new Browser(), '+49 151 1234 5678')).status).toBe(200);
    vi.restoreAllMocks();
  });

  it('a new password ends every other session, keeps this one, and the old password stops working', async () => {
    const phone = new Browser('198.51.100.1');
    await signInAs(phone, 'anna.s');
    const sessionsBefore = (await anna.get('/api/account/sessions')).body.data as unknown[];
    expect(sessionsBefore).toHaveLength(2);

    const wrong = await anna.post('/api/account/password', {
      currentPassword: 'Not-It-9',
      password: 'Brand-New7',
      confirmPassword: 'Brand-New7',
    });
    expect(wrong.body.errors).toEqual({ currentPassword: ['currentPasswordIncorrect'] });

    const res = await anna.post('/api/account/password', {
      currentPassword: PASSWORD,
      password: 'Brand-New7',
      confirmPassword: 'Brand-New7',
    });
    expect(res.status).toBe(200);
    expect((await phone.get('/api/account/me')).status).toBe(401);
    expect((await anna.get('/api/account/me')).status).toBe(200);
    expect((await signInAs(new Browser(), 'anna.s')).status).toBe(401);
    expect((await signInAs(new Browser(), 'anna.s', 'Brand-New7')).status).toBe(200);
  });

  it('lists the sessions (this one marked, no token) and signs out the other devices', async () => {
    const laptop = new Browser('198.51.100.2');
    await signInAs(laptop, 'anna.s');
    const list = (await anna.get('/api/account/sessions')).body.data as Record<string, unknown>[];
    expect(list.map((s) => s.isCurrent).sort()).toEqual([false, true]);
    expect(JSON.stringify(list)).not.toMatch(/token/i);
    expect(list.find((s) => !s.isCurrent)?.ipAddress).toBe('198.51.100.2');

    expect((await anna.post('/api/account/sessions/revoke-others')).status).toBe(200);
    expect((await laptop.get('/api/account/me')).status).toBe(401);
    expect((await anna.get('/api/account/sessions')).body.data).toHaveLength(1);
    // Bob's session is his own business.
    expect((await bob.get('/api/account/me')).status).toBe(200);
  });

  it('exports the user’s own data as a JSON file, without secrets', async () => {
    await (await getDb()).insert(contactRequests).values(contact('anna@example.com', 'Anna GmbH'));
    const made = await anna.post('/api/account/api-keys', {
      name: 'CLI',
      scopes: ['systems:read'],
    });
    const { key } = made.body.data as { key: string };
    const [stored] = await (await getDb()).select().from(apiKeys);
    const applied = await anna.post('/api/account/api-access', {
      company: 'Anna GmbH',
      useCase: 'A dashboard for our own batteries.',
      systemsCount: 3,
      scopes: ['systems:read'],
      terms: true,
    });
    expect(applied.status).toBe(200);
    const res = await anna.request('GET', '/api/account/export');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="voltara-account-data.json"',
    );
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const data = res.body as unknown as Record<string, unknown>;
    expect(data).toMatchObject({
      profile: { username: 'anna.s', email: 'anna@example.com' },
      submissions: { contactRequests: [{ company: 'Anna GmbH', message: 'Hallo' }] },
      apiKeys: [{ name: 'CLI', hint: stored!.hint, scopes: ['systems:read'] }],
      apiApplications: [{ company: 'Anna GmbH', systemsCount: 3, status: 'pending' }],
    });
    const text = JSON.stringify(data);
    expect(text).not.toContain('decidedBy');
    expect(text).not.toContain(key);
    expect(text).not.toContain(stored!.keyHash);
    expect(text).not.toContain('bob@example.com');
    const [credential] = await (await getDb()).select().from(accounts).limit(1);
    expect(text).not.toContain(credential!.password!);
    expect(text).not.toMatch(/"token"|password/i);
  });

  it('deletes the account with its password, ends its sessions and keeps others', async () => {
    const wrong = await anna.post('/api/account/delete', { password: 'Not-It-9' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual({ password: ['passwordIncorrect'] });

    const db = await getDb();
    const [{ id }] = (await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, 'anna.s'))) as [{ id: string }];
    const res = await anna.post('/api/account/delete', { password: PASSWORD });
    expect(res.status).toBe(200);
    expect(anna.cookies.has('voltara.session_token')).toBe(false);
    expect(await db.select().from(users).where(eq(users.id, id))).toEqual([]);
    expect(await db.select().from(sessions).where(eq(sessions.userId, id))).toEqual([]);
    expect(await db.select().from(accounts).where(eq(accounts.userId, id))).toEqual([]);
    expect((await signInAs(new Browser(), 'anna.s')).status).toBe(401);
    expect((await bob.get('/api/account/me')).status).toBe(200);
  });

  it('signs out: the session ends on the server, not only the cookie', async () => {
    const cookie = anna.cookieHeader();
    expect((await anna.post('/api/account/sign-out')).status).toBe(200);
    const replay = await app.request('/api/account/me', { headers: { Cookie: cookie } });
    expect(replay.status).toBe(401);
  });
});
