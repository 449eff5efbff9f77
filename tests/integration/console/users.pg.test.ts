import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { users } from '@/lib/server/db/schema';
import { testDriver } from '../../support/db';
import { type Browser, signedInUser, whoAmI } from '../../support/accounts';
import { accountSuite } from '../account/helpers';
import { auditFor } from './helpers';

const roleOf = async (id: string) => {
  const db = await getDb();
  const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, id));
  return row?.role;
};

describe(`the console's users: list and roles (${testDriver})`, () => {
  let admin: Browser;

  accountSuite('console_users');
  beforeAll(async () => {
    admin = await signedInUser({ role: 'admin' });
  });

  it('lists accounts newest first, searched by e-mail, name or username, with a total', async () => {
    const db = await getDb();
    const day = (d: number) => new Date(Date.UTC(2020, 0, d));
    await db.insert(users).values([
      {
        id: 'list-1',
        name: 'Zed Quux',
        email: 'one@list.test',
        username: 'first.one',
        createdAt: day(1),
      },
      {
        id: 'list-2',
        name: 'Yan',
        email: 'two@list.test',
        username: 'quux.two',
        role: 'editor',
        createdAt: day(2),
      },
      {
        id: 'list-3',
        name: 'Xia',
        email: 'three@list.test',
        username: 'third.one',
        createdAt: day(3),
      },
    ]);
    const all = await admin.get('/api/admin/users?q=list.test');
    expect(all.status).toBe(200);
    const data = all.body.data as { items: Record<string, unknown>[]; total: number };
    expect(data.total).toBe(3);
    expect(data.items.map((u) => u.id)).toEqual(['list-3', 'list-2', 'list-1']);
    // Only what the contract names: no password, sessions or lockout fields.
    expect(Object.keys(data.items[0]!).sort()).toEqual(
      ['banned', 'createdAt', 'email', 'id', 'name', 'role', 'username'].sort(),
    );
    expect(data.items[0]).toMatchObject({ email: 'three@list.test', role: 'user', banned: false });

    const byName = await admin.get('/api/admin/users?q=QUUX');
    expect((byName.body.data as typeof data).items.map((u) => u.id).sort()).toEqual([
      'list-1',
      'list-2',
    ]);
    const editors = await admin.get('/api/admin/users?q=list.test&role=editor');
    expect((editors.body.data as typeof data).items.map((u) => u.id)).toEqual(['list-2']);
    const page2 = await admin.get('/api/admin/users?q=list.test&size=2&page=2');
    expect(page2.body.data).toMatchObject({ total: 3, items: [{ id: 'list-1' }] });
    // A wildcard typed in the search is a character, not "anything".
    const percent = await admin.get('/api/admin/users?q=%25');
    expect(percent.body.data).toMatchObject({ total: 0, items: [] });
  });

  it('answers a bad filter with 400 and its field', async () => {
    const res = await admin.get('/api/admin/users?role=root&size=500');
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors ?? {}).sort()).toEqual(['role', 'size']);
  });

  it('changes a role, which counts on the next request, and audits it', async () => {
    const anna = await signedInUser({ role: 'user' });
    const { id, email } = await whoAmI(anna);
    expect((await anna.get('/api/admin/me')).status).toBe(403);

    const res = await admin.request('PUT', `/api/admin/users/${id}/role`, { role: 'editor' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id, email, role: 'editor', banned: false });
    expect((await anna.get('/api/admin/me')).status).toBe(200);

    const [row] = await auditFor(id, 'user.role');
    expect(row).toMatchObject({
      entity: 'user',
      actorEmail: (await whoAmI(admin)).email,
      detail: { email, from: 'user', to: 'editor' },
    });

    await admin.request('PUT', `/api/admin/users/${id}/role`, { role: 'user' });
    expect((await anna.get('/api/admin/me')).status).toBe(403);
  });

  it('refuses a role that does not exist, an unknown user and an editor', async () => {
    const anna = await signedInUser({ role: 'user' });
    const { id } = await whoAmI(anna);
    const bad = await admin.request('PUT', `/api/admin/users/${id}/role`, { role: 'root' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty('role');
    const none = await admin.request('PUT', '/api/admin/users/nobody/role', { role: 'editor' });
    expect(none.status).toBe(404);
    const editor = await signedInUser({ role: 'editor' });
    const byEditor = await editor.request('PUT', `/api/admin/users/${id}/role`, { role: 'admin' });
    expect(byEditor.status).toBe(403);
    expect(await roleOf(id)).toBe('user');
    expect(await auditFor(id, 'user.role')).toEqual([]);
  });

  it('never lets an admin change their own role', async () => {
    const { id } = await whoAmI(admin);
    const res = await admin.request('PUT', `/api/admin/users/${id}/role`, { role: 'user' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('You cannot change your own role: ask another admin.');
    expect(await roleOf(id)).toBe('admin');
  });

  it('keeps one admin when two admins demote each other at once', async () => {
    const other = await signedInUser({ role: 'admin' });
    const [a, b] = [await whoAmI(admin), await whoAmI(other)];
    const answers = await Promise.all([
      admin.request('PUT', `/api/admin/users/${b.id}/role`, { role: 'user' }),
      other.request('PUT', `/api/admin/users/${a.id}/role`, { role: 'user' }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 403]);
    expect([await roleOf(a.id), await roleOf(b.id)].sort()).toEqual(['admin', 'user']);
  });
});
