import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { KEY_EXPIRY_DAYS } from '@/lib/open-api/scopes';
import { getDb } from '@/lib/server/db/client';
import { apiKeys, users } from '@/lib/server/db/schema';
import { generateKey } from '@/lib/server/open-api/key-format';
import {
  checkKey,
  createKey,
  KeyRefused,
  listKeys,
  MAX_ACTIVE_KEYS,
  revokeKey,
  rotateKey,
} from '@/lib/server/open-api/keys';
import { flushUsage } from '@/lib/server/open-api/usage';
import { testDriver, useTestDatabase } from '../../support/db';

const DAY_MS = 24 * 60 * 60 * 1000;
const now = new Date('2026-12-01T10:00:00Z');
const later = (ms: number) => new Date(now.getTime() + ms);

async function account(id: string) {
  const db = await getDb();
  await db.insert(users).values({ id, name: id, email: `${id}@keys.test` });
  return id;
}

const sandboxKey = (userId: string, extra: { expiresInDays?: number } = {}) =>
  getDb().then((db) =>
    createKey(
      db,
      {
        userId,
        name: 'Home dashboard',
        environment: 'sandbox',
        scopes: ['systems:read'],
        ...extra,
      },
      now,
    ),
  );

describe(`Open API keys (${testDriver})`, () => {
  let n = 0;
  let ada: string;
  beforeAll(() => useTestDatabase('open_api_keys'), 120_000);
  beforeEach(async () => {
    n += 1;
    ada = await account(`ada${n}`);
  });

  it('stores a hash and a hint, never the key, and lists the key without either secret', async () => {
    const db = await getDb();
    const { key, view } = await sandboxKey(ada);
    const [row] = await db.select().from(apiKeys).where(eq(apiKeys.id, view.id));
    expect(JSON.stringify(row)).not.toContain(key.slice(12, -6));
    expect(row!.hint).toBe(`vlt_sandbox_…${key.slice(-4)}`);
    const [listed] = await listKeys(db, ada);
    expect(listed).toEqual({
      id: view.id,
      name: 'Home dashboard',
      environment: 'sandbox',
      hint: row!.hint,
      scopes: ['systems:read'],
      createdAt: now,
      expiresAt: later(KEY_EXPIRY_DAYS.default * DAY_MS),
      lastUsedAt: null,
      revokedAt: null,
    });
    expect(Object.keys(listed!)).not.toContain('keyHash');
  });

  it('expires after the days asked for, never after more than a year', async () => {
    const short = await sandboxKey(ada, { expiresInDays: 7 });
    const long = await sandboxKey(ada, { expiresInDays: 5000 });
    expect(short.view.expiresAt).toEqual(later(7 * DAY_MS));
    expect(long.view.expiresAt).toEqual(later(KEY_EXPIRY_DAYS.max * DAY_MS));
  });

  it('accepts its key and tells a typo, a stranger, a revoked and an expired key apart', async () => {
    const db = await getDb();
    const { key, view } = await sandboxKey(ada, { expiresInDays: 30 });
    expect(await checkKey(db, key, now)).toEqual({
      ok: true,
      id: view.id,
      userId: ada,
      environment: 'sandbox',
      scopes: ['systems:read'],
    });
    const typo = key.slice(0, 20) + (key[20] === 'a' ? 'b' : 'a') + key.slice(21);
    expect(await checkKey(db, typo, now)).toEqual({ ok: false, reason: 'checksum' });
    expect(await checkKey(db, 'not a key', now)).toEqual({ ok: false, reason: 'malformed' });
    expect(await checkKey(db, generateKey('sandbox').key, now)).toEqual({
      ok: false,
      reason: 'unknown',
    });
    expect(await checkKey(db, key, later(30 * DAY_MS))).toEqual({ ok: false, reason: 'expired' });
    await revokeKey(db, { id: view.id, by: ada, owner: ada }, later(1000));
    expect(await checkKey(db, key, later(2000))).toEqual({ ok: false, reason: 'revoked' });
  });

  it('writes the last-used date at most once a minute, at the usage flush', async () => {
    const db = await getDb();
    const { key, view } = await sandboxKey(ada);
    const lastUsed = async () => {
      await flushUsage();
      return (await listKeys(db, ada)).find((k) => k.id === view.id)!.lastUsedAt;
    };
    await checkKey(db, key, later(1000));
    await checkKey(db, key, later(2000));
    expect(await lastUsed()).toEqual(later(2000));
    await checkKey(db, key, later(30_000));
    expect(await lastUsed()).toEqual(later(2000));
    await checkKey(db, key, later(63_000));
    expect(await lastUsed()).toEqual(later(63_000));
  });

  it(`holds at most ${MAX_ACTIVE_KEYS} active keys an account; a revoked one frees its place`, async () => {
    const db = await getDb();
    const made = await Promise.all(
      Array.from({ length: MAX_ACTIVE_KEYS + 2 }, () => sandboxKey(ada).catch((e: unknown) => e)),
    );
    const refused = made.filter((m) => m instanceof KeyRefused);
    expect(refused).toHaveLength(2);
    expect(refused.every((m) => (m as KeyRefused).reason === 'too-many')).toBe(true);
    const first = made.find((m) => !(m instanceof KeyRefused)) as { view: { id: number } };
    await revokeKey(db, { id: first.view.id, by: ada, owner: ada }, now);
    await expect(sandboxKey(ada)).resolves.toMatchObject({ view: { environment: 'sandbox' } });
  });

  it("lets an owner revoke only their own keys, and staff any; the first revocation's date stays", async () => {
    const db = await getDb();
    const bob = await account(`bob${n}`);
    const { view } = await sandboxKey(ada);
    await expect(revokeKey(db, { id: view.id, by: bob, owner: bob }, now)).rejects.toThrow(
      KeyRefused,
    );
    const revoked = await revokeKey(db, { id: view.id, by: 'staff-1' }, later(1000));
    expect(revoked.revokedAt).toEqual(later(1000));
    const again = await revokeKey(db, { id: view.id, by: ada, owner: ada }, later(5000));
    expect(again.revokedAt).toEqual(later(1000));
    const [row] = await db.select().from(apiKeys).where(eq(apiKeys.id, view.id));
    expect(row!.revokedBy).toBe('staff-1');
  });

  it('rotates a key: the new one works at once, the old one until the overlap ends', async () => {
    const db = await getDb();
    const old = await sandboxKey(ada, { expiresInDays: 60 });
    const rotated = await rotateKey(
      db,
      { id: old.view.id, owner: ada, overlapDays: 2 },
      later(DAY_MS),
    );
    expect(rotated.view).toMatchObject({ name: 'Home dashboard', scopes: ['systems:read'] });
    expect(rotated.view.expiresAt).toEqual(later(61 * DAY_MS));
    expect(await checkKey(db, rotated.key, later(DAY_MS))).toMatchObject({ ok: true });
    expect(await checkKey(db, old.key, later(3 * DAY_MS - 1000))).toMatchObject({ ok: true });
    expect(await checkKey(db, old.key, later(3 * DAY_MS))).toEqual({
      ok: false,
      reason: 'expired',
    });
    await expect(
      rotateKey(db, { id: old.view.id, owner: `bob${n}`, overlapDays: 1 }, later(DAY_MS)),
    ).rejects.toThrow(KeyRefused);
  });

  it('goes with its account', async () => {
    const db = await getDb();
    const { key } = await sandboxKey(ada);
    await db.delete(users).where(eq(users.id, ada));
    expect(await checkKey(db, key, now)).toEqual({ ok: false, reason: 'unknown' });
  });
});
