import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setAuthLimiters } from '@/lib/server/account/limits';
import { app } from '@/lib/server/api/app';
import { partnerAdminRoutes } from '@/lib/server/api/routes/admin/partners';
import { submissionAdminRoutes } from '@/lib/server/api/routes/admin/submissions';
import { closeDb, getDb } from '@/lib/server/db/client';
import { testDriver, useTestDatabase } from '../../support/db';
import { Browser, signedInUser, SITE } from '../../support/accounts';
import { useAccountEnv, useGenerousLimits } from '../account/helpers';

/** Every route of the submissions and partners routers, with its parameters filled in. */
const routes = () =>
  [...submissionAdminRoutes.routes, ...partnerAdminRoutes.routes].map(({ method, path }) => ({
    method,
    path: `/api${path}`
      .replace(':kind', 'contact')
      .replace(':id', '1')
      .replace(':companyKey', 'acme%20solar'),
  }));

const send = (method: string, path: string, cookie?: string) =>
  app.request(path, {
    method,
    headers: {
      Origin: SITE,
      'Content-Type': 'application/json',
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: method === 'GET' ? undefined : '{}',
  });

describe(`who may use the submissions and partners API (${testDriver})`, () => {
  let user: Browser;
  let editor: Browser;

  beforeAll(async () => {
    useAccountEnv();
    await useTestDatabase('console_submissions_access');
    await getDb();
    await useGenerousLimits();
    user = await signedInUser({ role: 'user' });
    editor = await signedInUser({ role: 'editor' });
  });
  afterAll(async () => {
    await setAuthLimiters(undefined);
    await closeDb();
  });

  it('knows all eight routes', () => {
    expect(routes().map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /api/admin/submissions/contact/export.csv',
      'GET /api/admin/submissions/contact',
      'GET /api/admin/submissions/contact/1',
      'POST /api/admin/submissions/contact/1/handle',
      'POST /api/admin/submissions/training/1/approve',
      'POST /api/admin/submissions/training/1/decline',
      'GET /api/admin/partners',
      'POST /api/admin/partners/acme%20solar/listing',
    ]);
  });

  it('answers 401 to an anonymous visitor on every route, never cached', async () => {
    for (const { method, path } of routes()) {
      const res = await send(method, path);
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
    }
  });

  it('answers 403 to a signed-in ordinary user on every route', async () => {
    for (const { method, path } of routes()) {
      const res = await send(method, path, user.cookieHeader());
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(((await res.json()) as { message: string }).message).toMatch(/editor role/);
    }
  });

  it('lets an editor in: the reads answer 200', async () => {
    for (const { method, path } of routes().filter((r) => r.method === 'GET')) {
      const res = await send(method, path.replace('/contact/1', '/contact'), editor.cookieHeader());
      expect(res.status, path).toBe(200);
    }
  });

  it('refuses an editor’s write from another origin', async () => {
    const res = await app.request('/api/admin/submissions/contact/1/handle', {
      method: 'POST',
      headers: {
        Origin: 'https://evil.example',
        'Content-Type': 'application/json',
        Cookie: editor.cookieHeader(),
      },
      body: '{"note":"x"}',
    });
    expect(res.status).toBe(403);
  });
});
