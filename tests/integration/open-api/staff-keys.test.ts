import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { apiKeys } from '@/lib/server/db/schema';
import { checkKey } from '@/lib/server/open-api/keys';
import { testDriver } from '../../support/db';
import { Browser } from '../../support/accounts';
import {
  auditOf,
  customer,
  KEYS,
  liveKey,
  QUEUE,
  STAFF_KEYS,
  staffSuite,
  type Made,
} from './access-helpers';

// The console's key screen over HTTP (docs/console.md, Open API): staff find any account's keys
// by its e-mail, hints only, revoke one at once (audited; checkKey refuses it from the next
// request) and give a live key `control`, which its owner can never choose; nobody without the
// editor role reaches these routes.

describe(`the staff's Open API keys (${testDriver})`, () => {
  const staff = staffSuite('open_api_staff_keys');
  let editor: Browser;
  let editorId: string;
  beforeAll(() => {
    ({ browser: editor, id: editorId } = staff);
  });

  it('finds keys by e-mail (hints only) and revokes any key at once, audited, revokedBy the staff user', async () => {
    const { browser: dev, email } = await customer();
    const { key, item } = (await dev.post(KEYS, { name: 'CLI', scopes: ['systems:read'] })).body
      .data as Made;
    const found = await editor.get(`${STAFF_KEYS}?q=${encodeURIComponent(email)}`);
    expect(found.body.data).toMatchObject({
      total: 1,
      items: [{ id: item.id, hint: item.hint, email, environment: 'sandbox', revokedAt: null }],
    });
    expect(JSON.stringify(found.body)).not.toContain(key.slice(12, -4));
    expect(JSON.stringify(found.body)).not.toMatch(/keyHash/);

    expect((await editor.post(`${STAFF_KEYS}/${item.id}/revoke`)).status).toBe(200);
    expect(await checkKey(await getDb(), key)).toEqual({ ok: false, reason: 'revoked' });
    const [row] = await (await getDb()).select().from(apiKeys).where(eq(apiKeys.id, item.id));
    expect(row!.revokedBy).toBe(editorId);
    expect(await auditOf('apiKey.revoke', item.id)).toHaveLength(1);
    expect((await editor.post(`${STAFF_KEYS}/${item.id}/revoke`)).status).toBe(409);
    expect((await editor.post(`${STAFF_KEYS}/999999/revoke`)).status).toBe(404);
  });

  it('gives control only through staff, on live keys only, and takes it away', async () => {
    const { browser: dev, email } = await customer();
    const grant = { email, company: 'C', useCase: 'U', systemsCount: 1, scopes: ['systems:read'] };
    expect((await editor.post(`${QUEUE}/grant`, grant)).status).toBe(200);

    const self = await dev.post(KEYS, { ...liveKey, scopes: ['systems:read', 'control'] });
    expect(self.status).toBe(400);
    expect(self.body.errors).toEqual({ scopes: ['controlNotSelfServe'] });
    const sandbox = await dev.post(KEYS, { name: 'Sim', scopes: ['systems:read', 'control'] });
    expect(sandbox.status).toBe(200);
    const sandboxKey = sandbox.body.data as Made;
    expect(sandboxKey.item.scopes).toEqual(['systems:read', 'control']);
    const notLive = await editor.post(`${STAFF_KEYS}/${sandboxKey.item.id}/control`, {
      control: false,
    });
    expect(notLive.status).toBe(409);
    expect(notLive.body.errors).toEqual({ _: ['notLive'] });

    const { key, item } = (await dev.post(KEYS, liveKey)).body.data as Made;
    const db = await getDb();
    const on = await editor.post(`${STAFF_KEYS}/${item.id}/control`, { control: true });
    expect(on.status).toBe(200);
    expect(await checkKey(db, key)).toMatchObject({ scopes: ['systems:read', 'control'] });
    expect(await auditOf('apiKey.control.grant', item.id)).toHaveLength(1);
    expect((await editor.post(`${STAFF_KEYS}/${item.id}/control`, { control: 'yes' })).status).toBe(
      400,
    );
    expect((await editor.post(`${STAFF_KEYS}/${item.id}/control`, { control: false })).status).toBe(
      200,
    );
    expect(await checkKey(db, key)).toMatchObject({ scopes: ['systems:read'] });
    expect(await auditOf('apiKey.control.withdraw', item.id)).toHaveLength(1);
  });

  it('keeps the console routes from anyone without the editor role (403) and from visitors (401)', async () => {
    const { browser: dev } = await customer();
    const visitor = new Browser('198.51.100.99');
    const calls: [string, string][] = [
      ['GET', QUEUE],
      ['POST', `${QUEUE}/1/approve`],
      ['POST', `${QUEUE}/1/reject`],
      ['POST', `${QUEUE}/grant`],
      ['GET', STAFF_KEYS],
      ['POST', `${STAFF_KEYS}/1/revoke`],
      ['POST', `${STAFF_KEYS}/1/control`],
    ];
    for (const [method, path] of calls) {
      const body = method === 'GET' ? undefined : { reason: 'x y z', control: true };
      expect((await dev.request(method, path, body)).status, `${method} ${path}`).toBe(403);
      expect((await visitor.request(method, path, body)).status, `${method} ${path}`).toBe(401);
    }
  });
});
