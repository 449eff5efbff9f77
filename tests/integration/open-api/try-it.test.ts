import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { apiKeys, apiSystemModes, users } from '@/lib/server/db/schema';
import { createKey } from '@/lib/server/open-api/keys';
import { setOpenApiLimiters } from '@/lib/server/open-api/limits';
import { createFormLimiters } from '@/lib/server/security/rate-limit';
import { testDriver } from '../../support/db';
import { Browser, createAccount } from '../../support/accounts';
import { accountSuite } from '../account/helpers';
import { eq } from 'drizzle-orm';

// The reference's try-it console over HTTP: a signed-in developer runs an operation with one of
// their keys by id (the secret is never sent nor stored), through the Open API's own checks; a
// live key only reads, another account's key is a 404, and nothing else is reachable this way.
const TRY = '/api/account/api-keys/try';
type Tried = {
  status: number;
  headers: Record<string, string>;
  body: unknown;
  request: { url: string };
};

describe(`the try-it console (${testDriver})`, () => {
  let anna: Browser;
  let bob: Browser;
  let annaId: string;

  accountSuite('open_api_try_it');
  afterAll(() => setOpenApiLimiters(undefined));
  beforeEach(async () => {
    // Limits are tests of their own (systems, contract): wide here, whatever a suite before left.
    const wide = { points: 10_000, duration: 60 };
    await setOpenApiLimiters(
      createFormLimiters({ keyPrefix: `try${Math.random()}`, perIp: wide, perEmail: wide }),
    );
    const db = await getDb();
    await db.delete(users);
    anna = new Browser('203.0.113.50');
    bob = new Browser('203.0.113.60');
    await createAccount(anna, { email: 'anna@try.test', username: 'anna.t' });
    await createAccount(bob, { email: 'bob@try.test', username: 'bob.t' });
    annaId = (
      await db.select({ id: users.id }).from(users).where(eq(users.email, 'anna@try.test'))
    )[0]!.id;
  });

  async function sandboxKey(scopes = ['systems:read', 'telemetry:read', 'control'] as const) {
    const made = await anna.post('/api/account/api-keys', { name: 'Try', scopes: [...scopes] });
    return (made.body.data as { item: { id: number } }).item.id;
  }

  it('lists systems, reads telemetry and sets a mode with a sandbox key chosen by id', async () => {
    const keyId = await sandboxKey();
    const listed = await anna.post(TRY, { keyId, operation: 'listSystems' });
    expect(listed.status).toBe(200);
    const list = listed.body.data as Tried;
    expect(list.status).toBe(200);
    expect(list.request.url).toBe('/api/open/v1/systems');
    expect(list.headers['ratelimit-policy']).toMatch(/per-key/);
    const serial = (list.body as { items: Array<{ serial: string }> }).items[0]!.serial;

    const day = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const telemetry = (
      await anna.post(TRY, {
        keyId,
        operation: 'getTelemetry',
        serial,
        query: { from: `${day}T00:00:00Z`, to: `${day}T02:00:00Z`, resolution: '1h' },
      })
    ).body.data as Tried;
    expect(telemetry.status).toBe(200);
    expect((telemetry.body as { points: unknown[] }).points).toHaveLength(2);

    const set = (
      await anna.post(TRY, {
        keyId,
        operation: 'setMode',
        serial,
        body: { mode: { kind: 'backup', reservePct: 50 } },
      })
    ).body.data as Tried;
    expect(set.status).toBe(200);
    expect(await (await getDb()).$count(apiSystemModes)).toBe(1);
  });

  it("passes on the Open API's own answers: a missing scope, another's serial", async () => {
    const keyId = await sandboxKey(['systems:read'] as never);
    const denied = (
      await anna.post(TRY, { keyId, operation: 'getEnergy', serial: 'SBX-AAAAAAAAAA' })
    ).body.data as Tried;
    expect(denied.status).toBe(403);
    expect(denied.headers['content-type']).toBe('application/problem+json');
    const other = (
      await anna.post(TRY, { keyId, operation: 'getSystem', serial: 'SBX-AAAAAAAAAA' })
    ).body.data as Tried;
    expect(other.status).toBe(404);
  });

  it("refuses another account's key, a revoked one, and control with a live key", async () => {
    const keyId = await sandboxKey();
    expect((await bob.post(TRY, { keyId, operation: 'listSystems' })).status).toBe(404);
    const db = await getDb();
    const live = await createKey(db, {
      userId: annaId,
      name: 'Live',
      environment: 'live',
      scopes: ['systems:read', 'control'],
    });
    const refused = await anna.post(TRY, {
      keyId: live.view.id,
      operation: 'setMode',
      serial: 'X',
      body: {},
    });
    expect(refused.status).toBe(403);
    expect(refused.body.errors).toEqual({ keyId: ['liveReadOnly'] });
    expect(
      ((await anna.post(TRY, { keyId: live.view.id, operation: 'listSystems' })).body.data as Tried)
        .status,
    ).toBe(200);
    await db.update(apiKeys).set({ revokedAt: new Date() }).where(eq(apiKeys.id, keyId));
    expect((await anna.post(TRY, { keyId, operation: 'listSystems' })).status).toBe(409);
    expect(await db.$count(apiSystemModes)).toBe(0);
  });

  it('refuses bad requests and strangers before the Open API is reached', async () => {
    const keyId = await sandboxKey();
    expect((await anna.post(TRY, { keyId, operation: 'deleteEverything' })).status).toBe(400);
    expect((await anna.post(TRY, { keyId: 'one', operation: 'listSystems' })).status).toBe(400);
    expect(
      (await new Browser('203.0.113.70').post(TRY, { keyId, operation: 'listSystems' })).status,
    ).toBe(401);
  });
});
