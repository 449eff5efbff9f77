import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { authErrorCode } from '@/lib/server/account/errors';
import { getAuth } from '@/lib/server/auth/instance';
import { getDb } from '@/lib/server/db/client';
import { sessions } from '@/lib/server/db/schema';
import { testDriver } from '../../support/db';
import { Browser, PASSWORD, signedInUser, signInAs, whoAmI } from '../../support/accounts';
import { accountSuite } from '../account/helpers';
import { auditFor } from './helpers';

const sessionCount = async (userId: string) =>
  (await getDb()).$count(sessions, eq(sessions.userId, userId));

describe(`the console's users: disable, enable, sign out (${testDriver})`, () => {
  let admin: Browser;

  accountSuite('console_users_disable');
  beforeAll(async () => {
    admin = await signedInUser({ role: 'admin' });
  });

  /** An ordinary account signed in on two browsers. */
  async function twoSessions() {
    const first = await signedInUser({ role: 'user' });
    const me = await whoAmI(first);
    const second = new Browser('198.51.100.77');
    expect((await signInAs(second, me.email)).status).toBe(200);
    expect(await sessionCount(me.id)).toBe(2);
    return { ...me, first, second };
  }

  it('disables an account: its sessions end, and it is audited', async () => {
    const anna = await twoSessions();
    const res = await admin.post(`/api/admin/users/${anna.id}/disable`, { reason: 'spam' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: anna.id, banned: true });
    expect(await sessionCount(anna.id)).toBe(0);
    expect((await anna.first.get('/api/account/me')).status).toBe(401);
    expect((await anna.second.get('/api/account/me')).status).toBe(401);
    const [row] = await auditFor(anna.id, 'user.disable');
    expect(row?.detail).toEqual({ email: anna.email, reason: 'spam', revoked: 2 });
  });

  it("refuses a disabled account's sign-in, even with the right password", async () => {
    const anna = await twoSessions();
    await admin.post(`/api/admin/users/${anna.id}/disable`);
    // better-auth's admin plugin refuses the session itself…
    const auth = await getAuth();
    const refused = await auth.api
      .signInEmail({ body: { email: anna.email, password: PASSWORD } })
      .catch((error: unknown) => error);
    expect(authErrorCode(refused)).toEqual({ status: 403, code: 'BANNED_USER' });
    // …and the site's login says so plainly, without a session.
    const browser = new Browser('198.51.100.78');
    const res = await signInAs(browser, anna.email);
    expect(res.status).toBe(403);
    expect(res.body.errors).toEqual({ _: ['accountDisabled'] });
    expect(browser.cookies.size).toBe(0);
    expect(await sessionCount(anna.id)).toBe(0);
  });

  it('enables it again: the account signs in', async () => {
    const anna = await twoSessions();
    await admin.post(`/api/admin/users/${anna.id}/disable`, {});
    const res = await admin.post(`/api/admin/users/${anna.id}/enable`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: anna.id, banned: false });
    expect((await signInAs(new Browser('198.51.100.79'), anna.email)).status).toBe(200);
    expect(await auditFor(anna.id, 'user.enable')).toHaveLength(1);
  });

  it('disables without a body too', async () => {
    const anna = await signedInUser({ role: 'user' });
    const { id } = await whoAmI(anna);
    const res = await admin.request('POST', `/api/admin/users/${id}/disable`, undefined, {
      headers: { 'Content-Type': '' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ banned: true });
  });

  it('forces a sign-out: every session ends, the account may sign in again', async () => {
    const anna = await twoSessions();
    const res = await admin.post(`/api/admin/users/${anna.id}/sign-out`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ revoked: 2 });
    expect((await anna.first.get('/api/account/me')).status).toBe(401);
    expect((await anna.second.get('/api/account/me')).status).toBe(401);
    const [row] = await auditFor(anna.id, 'user.sign-out');
    expect(row?.detail).toEqual({ email: anna.email, revoked: 2 });
    expect((await signInAs(anna.first, anna.email)).status).toBe(200);
  });

  it('never lets an admin disable or sign out themselves', async () => {
    const me = await whoAmI(admin);
    const disable = await admin.post(`/api/admin/users/${me.id}/disable`);
    expect(disable.status).toBe(400);
    expect(disable.body.message).toBe('You cannot disable your own account: ask another admin.');
    const signOut = await admin.post(`/api/admin/users/${me.id}/sign-out`);
    expect(signOut.status).toBe(400);
    expect(signOut.body.message).toMatch(/your own sign-out/);
    expect((await admin.get('/api/admin/me')).status).toBe(200);
    expect(await auditFor(me.id, 'user.disable')).toEqual([]);
  });

  it('answers 404 for an unknown account and 403 to an editor, changing nothing', async () => {
    for (const action of ['disable', 'enable', 'sign-out']) {
      expect((await admin.post(`/api/admin/users/nobody/${action}`)).status).toBe(404);
    }
    const anna = await twoSessions();
    const editor = await signedInUser({ role: 'editor' });
    for (const action of ['disable', 'sign-out']) {
      expect((await editor.post(`/api/admin/users/${anna.id}/${action}`)).status).toBe(403);
    }
    expect(await sessionCount(anna.id)).toBe(2);
  });
});
