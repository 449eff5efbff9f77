import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAuthLimiters } from '@/lib/server/account/limits';
import { bootstrapAdminFromEnv } from '@/lib/server/console/bootstrap-admin';
import { closeDb, getDb } from '@/lib/server/db/client';
import { users } from '@/lib/server/db/schema';
import { resetServerEnv } from '@/lib/server/env';
import { testDriver, useTestDatabase } from '../../support/db';
import { Browser, signInAs } from '../../support/accounts';
import { useAccountEnv, useGenerousLimits } from '../account/helpers';

const setAdminEnv = (email?: string, password?: string) => {
  for (const [name, value] of [
    ['ADMIN_EMAIL', email],
    ['ADMIN_PASSWORD', password],
  ] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetServerEnv();
};

const admins = async () =>
  (await getDb())
    .select({ email: users.email })
    .from(users)
    .where(eq(users.role, 'admin'))
    .then((rows) => rows.map((r) => r.email));

describe(`the first admin from ADMIN_EMAIL / ADMIN_PASSWORD (${testDriver})`, () => {
  let errors: ReturnType<typeof vi.spyOn>;

  beforeAll(async () => {
    useAccountEnv();
    await useTestDatabase('console_admin_env');
    await getDb();
    await useGenerousLimits();
  });
  beforeEach(() => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
    setAdminEnv();
  });
  afterAll(async () => {
    await setAuthLimiters(undefined);
    await closeDb();
  });

  it('does nothing without the variables', async () => {
    expect(await bootstrapAdminFromEnv()).toBeNull();
    expect(errors).not.toHaveBeenCalled();
  });

  it('logs, and does not throw, when only one is set or the password breaks the rule', async () => {
    setAdminEnv('first@voltara.test');
    expect(await bootstrapAdminFromEnv()).toBeNull();
    expect(String(errors.mock.calls[0]?.[0])).toMatch(/set both ADMIN_EMAIL and ADMIN_PASSWORD/);
    setAdminEnv('first@voltara.test', 'short');
    expect(await bootstrapAdminFromEnv()).toBeNull();
    expect(String(errors.mock.calls[1]?.[0])).toMatch(/not created: the password must be/);
    setAdminEnv('not-an-address', 'Admin-Pass42');
    expect(await bootstrapAdminFromEnv()).toBeNull();
    expect(await admins()).toEqual([]);
  });

  it('creates the first admin while none exists; it signs in', async () => {
    setAdminEnv('first@voltara.test', 'Admin-Pass42');
    expect(await bootstrapAdminFromEnv()).toMatchObject({
      outcome: 'created',
      email: 'first@voltara.test',
    });
    expect(await admins()).toEqual(['first@voltara.test']);
    vi.restoreAllMocks();
    const browser = new Browser('198.51.100.41');
    expect((await signInAs(browser, 'first@voltara.test', 'Admin-Pass42')).status).toBe(200);
    expect((await browser.get('/api/admin/me')).body.data).toMatchObject({ role: 'admin' });
  });

  it('leaves everything alone once an admin exists (no second admin, no password reset)', async () => {
    setAdminEnv('second@voltara.test', 'Other-Pass42');
    expect(await bootstrapAdminFromEnv()).toBeNull();
    setAdminEnv('first@voltara.test', 'Other-Pass42');
    expect(await bootstrapAdminFromEnv()).toBeNull();
    expect(await admins()).toEqual(['first@voltara.test']);
    vi.restoreAllMocks();
    const res = await signInAs(new Browser('198.51.100.42'), 'first@voltara.test', 'Other-Pass42');
    expect(res.status).toBe(401);
  });
});
