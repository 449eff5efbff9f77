import { beforeEach, describe, expect, it } from 'vitest';
import { app } from '@/lib/server/api/app';
import { getDb } from '@/lib/server/db/client';
import { apiKeys, users } from '@/lib/server/db/schema';
import { checkKey, MAX_ACTIVE_KEYS } from '@/lib/server/open-api/keys';
import { testDriver } from '../../support/db';
import { Browser, createAccount } from '../../support/accounts';
import { accountSuite } from '../account/helpers';

// The personal center's API console over HTTP: a signed-in user makes sandbox keys (shown once),
// lists, rotates and revokes them; nothing reaches another account's keys. Live keys and staff's
// `control` are tests/integration/open-api/live-access.test.ts.
const KEYS = '/api/account/api-keys';
type Made = { key: string; item: { id: number; hint: string; expiresAt: string } };
type Listed = {
  items: { id: number; hint: string; revokedAt: string | null }[];
  environments: string[];
  scopes: Record<string, string[]>;
};

const newKey = { name: 'Home dashboard', scopes: ['systems:read', 'energy:read'] };

describe(`the API console's routes (${testDriver})`, () => {
  let anna: Browser;
  let bob: Browser;

  accountSuite('open_api_console');
  beforeEach(async () => {
    const db = await getDb();
    await db.delete(users);
    anna = new Browser('203.0.113.30');
    bob = new Browser('203.0.113.40');
    await createAccount(anna, { email: 'anna@keys.test', username: 'anna.k' });
    await createAccount(bob, { email: 'bob@keys.test', username: 'bob.k' });
  });

  it('makes a sandbox key, shows it once, and lists only its hint', async () => {
    const made = await anna.post(KEYS, newKey);
    expect(made.status).toBe(200);
    const { key, item } = made.body.data as Made;
    expect(key).toMatch(/^vlt_sandbox_/);
    expect(item.hint).toBe(`vlt_sandbox_…${key.slice(-4)}`);
    const listed = await anna.get(KEYS);
    expect(listed.headers.get('cache-control')).toBe('private, no-store');
    expect(JSON.stringify(listed.body)).not.toContain(key.slice(12, -4));
    const { items, scopes, environments } = listed.body.data as Listed;
    expect(items.map((k) => k.id)).toEqual([item.id]);
    expect(environments).toEqual(['sandbox']);
    expect(scopes).toEqual({
      sandbox: ['systems:read', 'telemetry:read', 'energy:read', 'control'],
      live: ['systems:read', 'telemetry:read', 'energy:read'],
    });
    expect((await bob.get(KEYS)).body.data).toMatchObject({ items: [] });
    expect(await checkKey(await getDb(), key)).toMatchObject({ ok: true, environment: 'sandbox' });
  });

  it('refuses control on a live key, an unknown environment, no scope, an unknown lifetime and a missing name, by field', async () => {
    const cases: [unknown, string][] = [
      [{ ...newKey, environment: 'live', scopes: ['control'] }, 'scopes'],
      [{ ...newKey, environment: 'staging' }, 'environment'],
      [{ ...newKey, scopes: ['admin'] }, 'scopes'],
      [{ ...newKey, scopes: [] }, 'scopes'],
      [{ ...newKey, expiresInDays: 400 }, 'expiresInDays'],
      [{ ...newKey, name: '  ' }, 'name'],
    ];
    for (const [body, field] of cases) {
      const res = await anna.post(KEYS, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.body.errors ?? {}), JSON.stringify(body)).toContain(field);
    }
    expect(await (await getDb()).select().from(apiKeys)).toEqual([]);
  });

  it('makes a sandbox key with control (the sandbox is simulated), but no live key without access', async () => {
    const made = await anna.post(KEYS, { ...newKey, scopes: ['systems:read', 'control'] });
    expect(made.status).toBe(200);
    expect((made.body.data as { item: { scopes: string[] } }).item.scopes).toContain('control');
    const live = await anna.post(KEYS, { ...newKey, environment: 'live' });
    expect(live.status).toBe(403);
    expect(live.body.errors).toEqual({ _: ['liveNotApproved'] });
  });

  it(`answers 409, translated, past ${MAX_ACTIVE_KEYS} active keys`, async () => {
    for (let i = 0; i < MAX_ACTIVE_KEYS; i++)
      expect((await anna.post(KEYS, newKey)).status).toBe(200);
    const refused = await anna.post(KEYS, newKey);
    expect(refused.status).toBe(409);
    expect(refused.body.errors).toEqual({ _: ['tooManyKeys'] });
  });

  it("revokes and rotates the owner's keys only; another account's key is a 404", async () => {
    const { key, item } = (await anna.post(KEYS, newKey)).body.data as Made;
    expect((await bob.post(`${KEYS}/${item.id}/revoke`)).status).toBe(404);
    expect((await bob.post(`${KEYS}/${item.id}/rotate`, { overlapDays: 1 })).status).toBe(404);
    const rotated = await anna.post(`${KEYS}/${item.id}/rotate`, { overlapDays: 0 });
    expect(rotated.status).toBe(200);
    const fresh = rotated.body.data as Made;
    const db = await getDb();
    expect(await checkKey(db, key)).toEqual({ ok: false, reason: 'expired' });
    expect(await checkKey(db, fresh.key)).toMatchObject({ ok: true });
    expect((await anna.post(`${KEYS}/${fresh.item.id}/revoke`)).status).toBe(200);
    expect(await checkKey(db, fresh.key)).toEqual({ ok: false, reason: 'revoked' });
    const again = await anna.post(`${KEYS}/${fresh.item.id}/rotate`, { overlapDays: 1 });
    expect(again.status).toBe(409);
    expect(again.body.errors).toEqual({ _: ['keyRevoked'] });
    expect((await anna.post(`${KEYS}/abc/revoke`)).status).toBe(400);
  });

  it('refuses a write from another origin before anything else', async () => {
    const res = await app.request(KEYS, {
      method: 'POST',
      headers: {
        ...anna.sessionHeaders(),
        Origin: 'https://evil.test',
        'Content-Type': 'application/json',
      },
      body: JSON.stringify(newKey),
    });
    expect(res.status).toBe(403);
    expect(await (await getDb()).select().from(apiKeys)).toEqual([]);
  });
});
