import { beforeEach, describe, expect, it } from 'vitest';
import { app } from '@/lib/server/api/app';
import { getDb } from '@/lib/server/db/client';
import { users } from '@/lib/server/db/schema';
import type { KeyUsage, UsageTotals } from '@/lib/open-api/usage';
import { createKey } from '@/lib/server/open-api/keys';
import { discardUsage, flushUsage, recordUsage } from '@/lib/server/open-api/usage';
import { testDriver } from '../../support/db';
import { Browser, createAccount, signedInUser, whoAmI } from '../../support/accounts';
import { accountSuite } from '../account/helpers';

// The usage figures over HTTP: a key's owner reads its days in the API console, nobody else
// (another account's key is a 404, as for its other routes); staff read the totals of all keys.

const usageOf = (id: number | string, query = '') => `/api/account/api-keys/${id}/usage${query}`;

describe(`the usage routes (${testDriver})`, () => {
  let anna: Browser;
  let bob: Browser;
  let keyId: number;
  let hint: string;

  accountSuite('open_api_usage_routes');
  beforeEach(async () => {
    const db = await getDb();
    await db.delete(users);
    discardUsage();
    anna = new Browser('203.0.113.31');
    bob = new Browser('203.0.113.41');
    await createAccount(anna, { email: 'anna@usage.test', username: 'anna.u' });
    await createAccount(bob, { email: 'bob@usage.test', username: 'bob.u' });
    const { view } = await createKey(db, {
      userId: (await whoAmI(anna)).id,
      name: 'Home dashboard',
      environment: 'sandbox',
      scopes: ['systems:read'],
    });
    keyId = view.id;
    hint = view.hint;
    for (let i = 0; i < 30; i++) {
      recordUsage({ keyId, group: 'systems', status: i < 27 ? 200 : 404, durationMs: 12 });
    }
    await flushUsage();
  });

  it("answers the owner with the key's days, today's requests and share of the quota", async () => {
    const res = await anna.get(usageOf(keyId));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const usage = res.body.data as KeyUsage;
    expect(usage).toMatchObject({ keyId, environment: 'sandbox', dailyQuota: 10_000 });
    expect(usage.days).toHaveLength(14);
    expect(usage.days.at(-1)).toMatchObject({
      day: new Date().toISOString().slice(0, 10),
      requests: 30,
      byStatus: { '2xx': 27, '4xx': 3 },
      p95: { ms: 25, above: false },
      quotaShare: 0.003,
    });
    const week = (await anna.get(usageOf(keyId, '?days=7'))).body.data as KeyUsage;
    expect(week.days).toHaveLength(7);
  });

  it("is a 404 for another account's key and an unknown one, 401 signed out, 400 bad input", async () => {
    expect((await bob.get(usageOf(keyId))).status).toBe(404);
    expect((await anna.get(usageOf(keyId + 1000))).status).toBe(404);
    expect((await new Browser().get(usageOf(keyId))).status).toBe(401);
    expect((await anna.get(usageOf('abc'))).status).toBe(400);
    expect((await anna.get(usageOf(keyId, '?days=0'))).status).toBe(400);
    expect((await anna.get(usageOf(keyId, '?days=91'))).status).toBe(400);
  });

  it('gives staff the totals and the busiest keys, and nobody else', async () => {
    const editor = await signedInUser({ role: 'editor' });
    const res = await editor.get('/api/admin/api-usage?days=7');
    expect(res.status).toBe(200);
    const totals = res.body.data as UsageTotals;
    expect(totals.days).toBe(7);
    expect(totals.rows).toEqual([
      {
        day: new Date().toISOString().slice(0, 10),
        environment: 'sandbox',
        requests: 30,
        byStatus: { '2xx': 27, '3xx': 0, '4xx': 3, '5xx': 0 },
      },
    ]);
    expect(totals.topKeys).toEqual([
      {
        keyId,
        name: 'Home dashboard',
        hint,
        environment: 'sandbox',
        email: 'anna@usage.test',
        requests: 30,
        errors: 0,
      },
    ]);
    expect((await anna.get('/api/admin/api-usage')).status).toBe(403);
    expect((await app.request('/api/admin/api-usage')).status).toBe(401);
  });
});
