import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { app } from '@/lib/server/api/app';
import { getDb } from '@/lib/server/db/client';
import { users } from '@/lib/server/db/schema';
import type { ApiScope } from '@/lib/open-api/scopes';
import { createKey, revokeKey } from '@/lib/server/open-api/keys';
import { setOpenApiLimiters } from '@/lib/server/open-api/limits';
import { createFormLimiters } from '@/lib/server/security/rate-limit';
import { testDriver, useTestDatabase } from '../../support/db';

// The Open API's systems over HTTP (docs/requirements.md, Open API platform): a bearer key,
// the simulator's systems in the sandbox, problem documents with real statuses, and the
// RateLimit fields on every answer.
const SYSTEMS = '/api/open/v1/systems';
type Problem = { type: string; title: string; status: number; detail: string; instance: string };
type System = { serial: string; capacityWh: number; location: { country: string } };
type Page = { items: System[]; page: number; size: number; total: number };

let n = 0;
async function keyFor(country: string | null, scopes: ApiScope[] = ['systems:read']) {
  n += 1;
  const db = await getDb();
  const id = `dev${n}`;
  await db.insert(users).values({ id, name: id, email: `${id}@api.test`, country });
  const { key, view } = await createKey(db, {
    userId: id,
    name: 'test',
    environment: 'sandbox',
    scopes,
  });
  return { key, id: view.id, userId: id };
}

async function call(path: string, key?: string, ip = '198.51.100.77') {
  const res = await app.request(path, {
    headers: { ...(key ? { Authorization: `Bearer ${key}` } : {}), 'X-Forwarded-For': ip },
  });
  return { res, body: (await res.json()) as unknown };
}

async function expectProblem(path: string, key: string | undefined, status: number, type: string) {
  const { res, body } = await call(path, key);
  expect(res.status, path).toBe(status);
  expect(res.headers.get('content-type')).toBe('application/problem+json');
  expect(res.headers.get('cache-control')).toBe('no-store');
  const doc = body as Problem;
  expect(doc).toMatchObject({ type: `urn:voltara:problem:${type}`, status });
  expect(doc.instance).toBe(path.split('?')[0]);
  return doc;
}

describe(`the Open API's systems (${testDriver})`, () => {
  beforeAll(() => useTestDatabase('open_api_systems'), 120_000);
  // The process's limiters again for the suites after this one.
  afterAll(() => setOpenApiLimiters(undefined));
  beforeEach(async () => {
    const wide = { points: 10_000, duration: 60 };
    await setOpenApiLimiters(
      createFormLimiters({ keyPrefix: `t${Math.random()}`, perIp: wide, perEmail: wide }),
    );
  });

  it("lists the sandbox's three systems in the account's country, the same on every call", async () => {
    const { key } = await keyFor('IT');
    const { res, body } = await call(SYSTEMS, key);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const page = body as Page;
    expect(page).toMatchObject({ page: 1, size: 50, total: 3 });
    expect(page.items.map((s) => s.serial)).toEqual([
      expect.stringMatching(/^SBX-[A-Z2-9]{10}$/),
      expect.stringMatching(/^SBX-/),
      expect.stringMatching(/^SBX-/),
    ]);
    expect(new Set(page.items.map((s) => s.serial)).size).toBe(3);
    expect(page.items.every((s) => s.location.country === 'IT')).toBe(true);
    expect(page.items[0]!.capacityWh).toBe(14_970);
    expect((await call(SYSTEMS, key)).body).toEqual(body);
    const one = await call(`${SYSTEMS}/${page.items[1]!.serial}`, key);
    expect(one.body).toEqual(page.items[1]);
    const { key: other } = await keyFor(null);
    const theirs = (await call(SYSTEMS, other)).body as Page;
    expect(theirs.items.every((s) => s.location.country === 'DE')).toBe(true);
    expect(theirs.items.map((s) => s.serial)).not.toContain(page.items[0]!.serial);
  });

  it('pages by size, at most 100 a page', async () => {
    const { key } = await keyFor('DE');
    const second = (await call(`${SYSTEMS}?page=2&size=2`, key)).body as Page;
    expect(second).toMatchObject({ page: 2, size: 2, total: 3 });
    expect(second.items).toHaveLength(1);
    await expectProblem(`${SYSTEMS}?size=101`, key, 400, 'invalid-request');
    await expectProblem(`${SYSTEMS}?page=0`, key, 400, 'invalid-request');
  });

  it('answers 401 with the reason: no key, not a key, a typo, an unknown, a revoked key', async () => {
    const { key, id, userId } = await keyFor('DE');
    const none = await expectProblem(SYSTEMS, undefined, 401, 'invalid-key');
    expect(none.detail).toContain('Authorization: Bearer');
    const typo = key.slice(0, 15) + (key[15] === 'a' ? 'b' : 'a') + key.slice(16);
    expect((await expectProblem(SYSTEMS, typo, 401, 'invalid-key')).detail).toContain('mistyped');
    await revokeKey(await getDb(), { id, by: userId, owner: userId });
    expect((await expectProblem(SYSTEMS, key, 401, 'invalid-key')).detail).toContain('revoked');
    const { res } = await call(SYSTEMS, 'vlt_sandbox_x');
    expect(res.headers.get('www-authenticate')).toBe('Bearer realm="open-api"');
  });

  it("answers 403 without the scope, and 404 for another account's system, never 403", async () => {
    const { key } = await keyFor('DE', ['energy:read']);
    const missing = await expectProblem(SYSTEMS, key, 403, 'missing-scope');
    expect(missing.detail).toContain('systems:read');
    const { key: mine } = await keyFor('DE');
    const { key: theirs } = await keyFor('DE');
    const [their] = ((await call(SYSTEMS, theirs)).body as Page).items;
    await expectProblem(`${SYSTEMS}/${their!.serial}`, mine, 404, 'not-found');
    await expectProblem(`${SYSTEMS}/sbx-lowercase`, mine, 404, 'not-found');
    await expectProblem('/api/open/v1/batteries', mine, 404, 'not-found');
    const post = await app.request(SYSTEMS, {
      method: 'POST',
      headers: { Authorization: `Bearer ${mine}`, 'X-Forwarded-For': '198.51.100.77' },
    });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
    expect(post.headers.get('content-type')).toBe('application/problem+json');
  });

  it('says where a key stands in RateLimit fields, and refuses past its limit with 429', async () => {
    await setOpenApiLimiters(
      createFormLimiters({
        keyPrefix: `t${Math.random()}`,
        perIp: { points: 100, duration: 60 },
        perEmail: { points: 2, duration: 60 },
      }),
    );
    const { key } = await keyFor('DE');
    const first = await call(SYSTEMS, key);
    expect(first.res.headers.get('ratelimit-policy')).toBe(
      '"per-key";q=600;w=60, "per-address";q=1200;w=60',
    );
    expect(first.res.headers.get('ratelimit')).toMatch(/^"per-key";r=1;t=\d+$/);
    expect((await call(SYSTEMS, key)).res.status).toBe(200);
    const refused = await expectProblem(SYSTEMS, key, 429, 'rate-limited');
    expect(refused.detail).toMatch(/try again in \d+ s/);
    const { res } = await call(SYSTEMS, key);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(res.headers.get('ratelimit')).toMatch(/^"per-key";r=0;t=\d+$/);
    // Another key from the same address is not held back by this one.
    const { key: other } = await keyFor('DE');
    expect((await call(SYSTEMS, other)).res.status).toBe(200);
  });
});
