import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { auditLog } from '@/lib/server/db/schema';
import { testDriver } from '../../support/db';
import { type Browser, signedInUser } from '../../support/accounts';
import { accountSuite } from '../account/helpers';

type Page = { items: { id: number; action: string; actorEmail: string }[]; total: number };

const at = (minute: number) => new Date(Date.UTC(2024, 4, 1, 12, minute));
const entry = (minute: number, actorEmail: string, action: string, entity: string) => ({
  actorId: actorEmail,
  actorEmail,
  action,
  entity,
  entityId: String(minute),
  websiteId: entity === 'user' ? null : 3,
  detail: { minute },
  createdAt: at(minute),
});

describe(`the console's audit log (${testDriver})`, () => {
  let admin: Browser;

  accountSuite('console_audit');
  beforeAll(async () => {
    admin = await signedInUser({ role: 'admin' });
  });
  beforeEach(async () => {
    const db = await getDb();
    await db.delete(auditLog);
    await db
      .insert(auditLog)
      .values([
        entry(1, 'ed@voltara.test', 'content.create', 'news'),
        entry(2, 'ed@voltara.test', 'content.publish', 'news'),
        entry(3, 'Ann.Admin@voltara.test', 'user.role', 'user'),
        entry(4, 'zoe@voltara.test', 'content.publish', 'events'),
        entry(5, 'ed@voltara.test', 'content.delete', 'news'),
      ]);
  });

  const list = async (query = '') => {
    const res = await admin.get(`/api/admin/audit${query}`);
    expect(res.status).toBe(200);
    return res.body.data as Page;
  };

  it('lists who did what, newest first, with a total', async () => {
    const page = await list();
    expect(page.total).toBe(5);
    expect(page.items.map((i) => i.action)).toEqual([
      'content.delete',
      'content.publish',
      'user.role',
      'content.publish',
      'content.create',
    ]);
    expect(page.items[0]).toMatchObject({
      actorEmail: 'ed@voltara.test',
      entity: 'news',
      entityId: '5',
      websiteId: 3,
      detail: { minute: 5 },
      createdAt: at(5).toISOString(),
    });
  });

  it('filters by entity, action and part of the actor’s e-mail', async () => {
    expect((await list('?entity=news')).total).toBe(3);
    expect((await list('?entity=new')).total).toBe(0);
    expect((await list('?action=content.publish')).total).toBe(2);
    const annas = await list('?actor=ann.admin');
    expect(annas.items.map((i) => i.actorEmail)).toEqual(['Ann.Admin@voltara.test']);
    const edNews = await list('?actor=ED@&entity=news&action=content.publish');
    expect(edNews).toMatchObject({ total: 1, items: [{ actorEmail: 'ed@voltara.test' }] });
    // A wildcard typed in the actor filter is a character, not "anything".
    expect((await list('?actor=_')).total).toBe(0);
  });

  it('pages through the log', async () => {
    const second = await list('?size=2&page=2');
    expect(second.total).toBe(5);
    expect(second.items.map((i) => i.action)).toEqual(['user.role', 'content.publish']);
    expect((await list('?size=2&page=9')).items).toEqual([]);
  });

  it('answers a bad query with 400', async () => {
    const res = await admin.get('/api/admin/audit?page=0&size=1000');
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors ?? {}).sort()).toEqual(['page', 'size']);
  });

  it('shows the console’s own writes as they happen', async () => {
    const anna = await signedInUser({ role: 'user' });
    const { email } = (await anna.get('/api/account/me')).body.data as { email: string };
    const before = (await list('?entity=user')).total;
    const users = (await admin.get(`/api/admin/users?q=${encodeURIComponent(email)}`)).body
      .data as { items: { id: string }[] };
    const id = users.items[0]!.id;
    expect((await admin.post(`/api/admin/users/${id}/sign-out`)).status).toBe(200);
    const page = await list('?entity=user');
    expect(page.total).toBe(before + 1);
    expect(page.items[0]).toMatchObject({ action: 'user.sign-out', entityId: id });
  });

  it('is for admins only', async () => {
    const editor = await signedInUser({ role: 'editor' });
    expect((await editor.get('/api/admin/audit')).status).toBe(403);
  });
});
