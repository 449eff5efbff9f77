import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setAuthLimiters } from '@/lib/server/account/limits';
import { closeDb, getDb } from '@/lib/server/db/client';
import { routeRules } from '@/lib/server/db/schema';
import { applyRouteRules, takeHits } from '@/lib/route-rules/runtime';
import {
  processRuleLoader,
  startRouteRules,
  stopRouteRules,
} from '@/lib/server/route-rules/loader';
import { readVersion } from '@/lib/server/route-rules/read';
import type { ConsoleRule } from '@/lib/validation/route-rules';
import { testDriver, useTestDatabase } from '../../support/db';
import { Browser, signedInUser } from '../../support/accounts';
import { useAccountEnv, useGenerousLimits } from '../account/helpers';
import { auditFor } from '../console/helpers';

const RULES = '/api/admin/route-rules';
const zh = { headers: { 'X-Console-Lang': 'zh' } };
const rule = (source: string, target: string, extra: Record<string, unknown> = {}) => ({
  source,
  target,
  ...extra,
});

describe(`route rules: the console API (${testDriver})`, () => {
  let editor: Browser;
  const create = (body: unknown, options?: { headers: Record<string, string> }) =>
    editor.request('POST', RULES, body, options);
  const stored = async () => (await getDb()).select().from(routeRules);

  beforeAll(async () => {
    useAccountEnv({ REDIS_URL: undefined });
    await useTestDatabase('route_rules_api');
    await getDb();
    await useGenerousLimits();
    editor = await signedInUser({ role: 'editor' });
    await startRouteRules();
    takeHits();
  });
  afterAll(async () => {
    await stopRouteRules();
    await setAuthLimiters(undefined);
    await closeDb();
  });

  it('creates a rule, audited, and the proxy of this instance applies it at once', async () => {
    const res = await create(rule('/old-page/', '/products?from=old'));
    expect(res.status).toBe(201);
    const created = res.body.data as ConsoleRule;
    expect(created).toMatchObject({
      source: '/old-page',
      kind: 'exact',
      target: '/products?from=old',
      status: 308,
      variant: 'all',
      keepQuery: true,
      hits: 0,
      lastHitAt: null,
      revision: 1,
    });
    expect(await auditFor(String(created.id), 'routeRule.create')).toHaveLength(1);
    expect(applyRouteRules('/de/old-page', '?x=1', new Headers())).toEqual({
      location: '/de/products?from=old&x=1',
      status: 308,
    });
  });

  it('lists, searches (as written or encoded) and filters by language', async () => {
    expect((await create(rule('/产品/*', 'https://shop.example.com/:splat'))).status).toBe(201);
    expect((await create(rule('/alt', '/about-us', { variant: 'de', status: 302 }))).status).toBe(
      201,
    );
    const list = async (query: string) => {
      const res = await editor.get(`${RULES}?${query}`);
      expect(res.status).toBe(200);
      return res.body.data as { items: ConsoleRule[]; total: number };
    };
    expect((await list('')).total).toBe(3);
    expect((await list(`q=${encodeURIComponent('产品')}`)).items.map((r) => r.source)).toEqual([
      '/%E4%BA%A7%E5%93%81/*',
    ]);
    expect((await list('q=shop.example')).total).toBe(1);
    expect((await list('variant=de')).items.map((r) => r.source)).toEqual(['/alt']);
    expect((await list('sort=recent&size=1')).items[0]!.source).toBe('/alt');
  });

  it('refuses bad input with a clear message in the console’s language, storing nothing', async () => {
    const before = { rows: (await stored()).length, version: await readVersion(await getDb()) };
    const cases: [unknown, string, RegExp, RegExp][] = [
      [rule('/x', 'javascript:alert(1)'), 'target', /javascript:/, /javascript:/],
      [rule('/x', 'data:text/html,hi'), 'target', /are not allowed/, /不允许/],
      [rule('/x', 'vbscript:msgbox'), 'target', /vbscript/, /vbscript/],
      [rule('/x', '/new\r\nSet-Cookie: a=1'), 'target', /Line breaks/, /换行/],
      [rule('/x\nX: y', '/new'), 'source', /Line breaks/, /换行/],
      [rule('old-page', '/new'), 'source', /single \//, /单个 \//],
      [rule('https://old.example.com/x', '/new'), 'source', /single \//, /单个 \//],
      [rule(`/${'a'.repeat(2001)}`, '/new'), 'source', /At most 2000/, /2000/],
      [rule('/x', `/${'b'.repeat(2001)}`), 'target', /At most 2000/, /2000/],
      [rule('/x%ZZ', '/new'), 'source', /percent-encoding/, /百分号/],
      [rule('/x', '/new?a=%E4'), 'target', /percent-encoding/, /百分号/],
      [rule('/products', '/new'), 'source', /hide a page.*\/products/, /遮住.*\/products/],
      [rule('/explore/*', '/new'), 'source', /hide a page/, /遮住/],
      [rule('/admin/x', '/new'), 'source', /hide a page.*\/admin/, /\/admin/],
      [rule('/x', '/y', { status: 303 }), 'status', /301, 302, 307 or 308/, /301、302/],
      [rule('/x', '/y', { variant: 'es' }), 'variant', /Choose all/, /请选择 all/],
      [rule('/x', '/y/:splat'), 'target', /ends in \/\*/, /\/\*/],
      // A duplicate source in the same language.
      [rule('/old-page', '/elsewhere'), 'source', /already a rule/, /已有/],
      // Loops, through one rule, two, or a prefix.
      [rule('/products-old', '/products-old/'), 'target', /round in a circle/, /循环/],
      [rule('/products', '/x'), 'source', /hide a page/, /遮住/],
    ];
    for (const [body, field, english, chinese] of cases) {
      for (const [options, pattern] of [
        [undefined, english],
        [zh, chinese],
      ] as const) {
        const res = await create(body, options);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body.errors?.[field]?.join(' '), JSON.stringify(body)).toMatch(pattern);
        expect(res.body.message).toMatch(options ? /规则未保存/ : /not saved/);
      }
    }
    expect((await stored()).length).toBe(before.rows);
    expect(await readVersion(await getDb())).toBe(before.version);
  });

  it('refuses a chain that would loop through any number of rules', async () => {
    expect((await create(rule('/l1', '/l2'))).status).toBe(201);
    expect((await create(rule('/l2', '/l3'))).status).toBe(201);
    const loop = await create(rule('/l3', '/l1'));
    expect(loop.status).toBe(400);
    expect(loop.body.errors?.target).toEqual([
      'Visitors would go round in a circle: /l3 → /l1 → /l2 → /l3.',
    ]);
    const prefixLoop = await create(rule('/l4/*', '/l1/:splat'));
    expect(prefixLoop.status).toBe(201);
    // /l2/x → /l4/x → /l1/x ends (/l1 is exact, and /l2 itself takes the exact rule): no loop.
    expect((await create(rule('/l2/*', '/l4/:splat'))).status).toBe(201);
    // /l1/x → /l4/x → /l1/x does.
    const round = await create(rule('/l1/*', '/l4/:splat'), zh);
    expect(round.status).toBe(400);
    expect(round.body.errors?.target).toEqual(['访客会陷入循环：/l1/* → /l4/* → /l1/*。']);
    // The chain that ends is served in one hop.
    expect(applyRouteRules('/l1', '', new Headers())?.location).toBe('/l3');
  });

  it('edits and deletes only from the revision read: 409 when stale, 404 when gone', async () => {
    const made = (await create(rule('/edit-me', '/v1'))).body.data as ConsoleRule;
    const edit = await editor.request('PUT', `${RULES}/${made.id}`, {
      ...rule('/edit-me', '/v2', { status: 307, keepQuery: false }),
      revision: 1,
    });
    expect(edit.status).toBe(200);
    expect(edit.body.data).toMatchObject({
      target: '/v2',
      status: 307,
      keepQuery: false,
      revision: 2,
    });
    expect(applyRouteRules('/edit-me', '?q=1', new Headers())).toEqual({
      location: '/v2',
      status: 307,
    });
    const stale = await editor.request('PUT', `${RULES}/${made.id}`, {
      ...rule('/edit-me', '/v3'),
      revision: 1,
    });
    expect(stale.status).toBe(409);
    expect((await editor.request('DELETE', `${RULES}/${made.id}?revision=1`)).status).toBe(409);
    const audit = await auditFor(String(made.id), 'routeRule.update');
    expect(audit[0]?.detail).toMatchObject({ target: '/v2', before: { target: '/v1' } });

    const removed = await editor.request('DELETE', `${RULES}/${made.id}?revision=2`);
    expect(removed.status).toBe(200);
    expect(await auditFor(String(made.id), 'routeRule.delete')).toHaveLength(1);
    expect(applyRouteRules('/edit-me', '', new Headers())).toBeNull();
    expect((await editor.request('DELETE', `${RULES}/${made.id}?revision=2`)).status).toBe(404);
    expect((await editor.request('PUT', `${RULES}/abc`, rule('/a', '/b'))).status).toBe(404);
  });

  it('tests a path: the rule that applies, the chain, where it ends', async () => {
    await create(rule('/t1/*', '/t2/:splat'));
    await create(rule('/t2/deep', 'https://hub.example.com/deep', { status: 302 }));
    const res = await editor.get(`${RULES}/test?path=${encodeURIComponent('/fr/t1/deep?ref=x')}`);
    expect(res.status).toBe(200);
    const trace = res.body.data as {
      hops: { rule: { source: string }; to: string }[];
      redirect: { location: string; status: number; absolute: boolean };
    };
    expect(trace.hops.map((h) => [h.rule.source, h.to])).toEqual([
      ['/t1/*', '/fr/t2/deep'],
      ['/t2/deep', 'https://hub.example.com/deep'],
    ]);
    expect(trace.redirect).toMatchObject({
      location: 'https://hub.example.com/deep?ref=x',
      status: 307,
      absolute: true,
    });
    const none = await editor.get(`${RULES}/test?path=/about-us`);
    expect(none.body.data).toEqual({ hops: [], redirect: null });
    expect((await editor.get(`${RULES}/test?path=nope`)).status).toBe(400);
    expect((await editor.get(`${RULES}/test?path=/%FF`)).status).toBe(400);
  });

  it('serves the flattened rules to clients, versioned and cacheable; visitors cannot write', async () => {
    const visitor = new Browser('198.51.100.77');
    const res = await visitor.get('/api/route-rules');
    expect(res.status).toBe(200);
    const version = await readVersion(await getDb());
    const data = res.body.data as {
      version: number;
      rules: { source: string; target: string; language: string; leavesSite: boolean }[];
    };
    expect(data.version).toBe(version);
    expect(res.headers.get('etag')).toBe(`"route-rules-${version}"`);
    expect(res.headers.get('cache-control')).toMatch(/^public, /);
    // The chain /l1 → /l2 → /l3 is one hop for clients too.
    expect(data.rules.find((r) => r.source === '/l1')).toMatchObject({ target: '/l3' });
    expect(data.rules.find((r) => r.source === '/t2/deep')).toMatchObject({ leavesSite: true });

    const again = await visitor.get('/api/route-rules', {
      headers: { 'If-None-Match': res.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
    const pinned = await visitor.get(`/api/route-rules?version=${version}`);
    expect(pinned.headers.get('cache-control')).toMatch(/immutable/);

    expect((await visitor.post('/api/route-rules', rule('/v', '/w'))).status).toBe(405);
    expect((await visitor.post(RULES, rule('/v', '/w'))).status).toBe(401);
    const user = await signedInUser({ role: 'user', ip: '198.51.100.78' });
    expect((await user.post(RULES, rule('/v', '/w'))).status).toBe(403);
    expect((await stored()).some((r) => r.source === '/v')).toBe(false);
  });

  it('counts hits in memory and adds them to the database in one batch', async () => {
    takeHits();
    for (let i = 0; i < 5; i++) applyRouteRules('/old-page', '', new Headers());
    applyRouteRules('/l1', '', new Headers());
    // A fetch asking for a path that leaves the site is not a visit yet (the page request is).
    const leaving = applyRouteRules('/t1/deep', '', new Headers({ 'sec-fetch-dest': 'empty' }));
    expect(leaving?.response?.status).toBe(204);
    const loader = await processRuleLoader()!;
    await loader.flushHits();
    const rows = await stored();
    const byId = (source: string) => rows.find((r) => r.source === source)!;
    expect(byId('/old-page').hits).toBe(5);
    expect(byId('/old-page').lastHitAt).toBeInstanceOf(Date);
    expect(byId('/l1').hits).toBe(1);
    expect(byId('/t1/*').hits).toBe(0);
    // Hits change no revision: an editor's open form stays valid.
    expect(byId('/old-page').revision).toBe(1);
    const version = await readVersion(await getDb());
    await loader.flushHits();
    expect((await stored()).find((r) => r.source === '/old-page')!.hits).toBe(5);
    expect(await readVersion(await getDb())).toBe(version);
  });

  it('keeps rules that no longer parse out of the served set, never failing it', async () => {
    const db = await getDb();
    await db.insert(routeRules).values({ source: '/products', kind: 'exact', target: '/x' });
    await db
      .update(routeRules)
      .set({ target: '/about-us' })
      .where(eq(routeRules.source, '/old-page'));
    const { bumpVersion } = await import('@/lib/server/route-rules/store');
    await db.transaction((tx) => bumpVersion(tx));
    await (await processRuleLoader())!.check();
    expect(applyRouteRules('/products', '', new Headers())).toBeNull();
    expect(applyRouteRules('/old-page', '', new Headers())?.location).toBe('/about-us');
  });
});
