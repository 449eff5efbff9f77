import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { app } from '@/lib/server/api/app';
import { setAuthLimiters } from '@/lib/server/account/limits';
import { closeDb, getDb } from '@/lib/server/db/client';
import { testDriver, useTestDatabase } from '../../support/db';
import { Browser, signedInUser } from '../../support/accounts';
import { useAccountEnv, useGenerousLimits } from '../account/helpers';

// The console's key rule: every console API route checks the role on the server. The routes are
// read from the Hono app itself, so a router mounted later is covered without touching this.

/** Plausible values for the path parameters of the console's routes; anything else gets '1'. */
const SAMPLES: Record<string, string> = {
  type: 'news',
  kind: 'contact',
  id: '1',
  websiteId: '1',
  tag: 'header',
  key: 'title',
  companyKey: 'acme-solar',
};

/** A concrete URL for a route path: `:name` and `:name{regex}` filled in, `*` as a segment. */
const concretePath = (path: string) =>
  path
    .replace(/:(\w+)(\{[^/]*\})?\??/g, (_, name: string) => SAMPLES[name] ?? '1')
    .replace(/\*/g, 'x');

/** Every method and path under /api/admin, once each; `ALL` entries are middleware. */
const consoleRoutes = (() => {
  const seen = new Set<string>();
  return app.routes
    .filter((r) => r.path.startsWith('/api/admin') && r.method !== 'ALL')
    .map((r) => ({ method: r.method, path: r.path }))
    .filter((r) => !seen.has(`${r.method} ${r.path}`) && !!seen.add(`${r.method} ${r.path}`));
})();

/** Users and audit: admins only; the rest of the console is an editor's. */
const isAdminOnly = (path: string) => /^\/api\/admin\/(users|audit)(\/|$)/.test(path);

/** Each route whose answer to `browser` breaks `rule`, as "METHOD path → status". */
async function offending(browser: Browser, rule: (status: number, path: string) => boolean) {
  const wrong: string[] = [];
  for (const { method, path } of consoleRoutes) {
    // Writes carry our Origin and a JSON body (Browser does both), so only the role decides.
    const res = await browser.request(
      method,
      concretePath(path),
      method === 'GET' ? undefined : {},
    );
    if (!rule(res.status, path)) wrong.push(`${method} ${path} → ${res.status}`);
  }
  return wrong;
}

describe(`access to every console API route (${testDriver})`, () => {
  beforeAll(async () => {
    useAccountEnv();
    await useTestDatabase('console_access');
    await getDb();
    await useGenerousLimits();
  });
  afterAll(async () => {
    await setAuthLimiters(undefined);
    await closeDb();
  });

  it('finds the console routes in the app', () => {
    expect(consoleRoutes.length).toBeGreaterThan(0);
    const names = consoleRoutes.map((r) => `${r.method} ${r.path}`);
    for (const known of [
      'GET /api/admin/me',
      'GET /api/admin/users',
      'PUT /api/admin/users/:id/role',
      'POST /api/admin/users/:id/disable',
      'POST /api/admin/users/:id/enable',
      'POST /api/admin/users/:id/sign-out',
      'GET /api/admin/audit',
    ]) {
      expect(names).toContain(known);
    }
    expect(concretePath('/api/admin/content/:type/:id{[0-9]+}/:websiteId')).toBe(
      '/api/admin/content/news/1/1',
    );
  });

  it('answers 401 to an anonymous visitor on every route', async () => {
    expect(await offending(new Browser('198.51.100.1'), (status) => status === 401)).toEqual([]);
  });

  it('answers 403 to an ordinary signed-in user on every route', async () => {
    const user = await signedInUser({ role: 'user', ip: '198.51.100.2' });
    expect(await offending(user, (status) => status === 403)).toEqual([]);
  });

  it('answers 403 to an editor on the admin-only routes, and lets it through elsewhere', async () => {
    const editor = await signedInUser({ role: 'editor', ip: '198.51.100.3' });
    const wrong = await offending(editor, (status, path) =>
      isAdminOnly(path) ? status === 403 : status !== 401 && status !== 403,
    );
    expect(wrong).toEqual([]);
    expect(consoleRoutes.some((r) => isAdminOnly(r.path))).toBe(true);
  });

  it('lets an admin through on every route', async () => {
    const admin = await signedInUser({ role: 'admin', ip: '198.51.100.4' });
    expect(await offending(admin, (status) => status !== 401 && status !== 403)).toEqual([]);
  });
});
