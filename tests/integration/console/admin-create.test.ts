import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setAuthLimiters } from '@/lib/server/account/limits';
import { closeDb, getDb } from '@/lib/server/db/client';
import { accounts, auditLog, users } from '@/lib/server/db/schema';
import { main } from '@/scripts/admin-create';
import { testDriver, useTestDatabase } from '../../support/db';
import { Browser, createAccount, PASSWORD, signInAs } from '../../support/accounts';
import { useAccountEnv, useGenerousLimits } from '../account/helpers';

const ADMIN_PASSWORD = 'Admin-Pass42';

const account = async (email: string) => {
  const db = await getDb();
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
};

/** The lines main() printed, by stream. */
function capture() {
  const out = vi.spyOn(console, 'log').mockImplementation(() => {});
  const err = vi.spyOn(console, 'error').mockImplementation(() => {});
  const text = (spy: typeof out) => spy.mock.calls.map((c) => c.join(' ')).join('\n');
  return { stdout: () => text(out), stderr: () => text(err) };
}

describe(`npm run admin:create, in process (${testDriver})`, () => {
  beforeAll(async () => {
    useAccountEnv();
    await useTestDatabase('console_admin_create');
    await getDb();
    await useGenerousLimits();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
  afterAll(async () => {
    await setAuthLimiters(undefined);
    await closeDb();
  });

  it('creates an admin that signs in through the normal login', async () => {
    const io = capture();
    const args = ['--email', 'Boss@Example.com', '--password', ADMIN_PASSWORD];
    expect(await main([...args, '--username', 'The.Boss', '--name', 'Big Boss'])).toBe(0);
    expect(io.stdout()).toContain('created the admin boss@example.com');
    const row = await account('boss@example.com');
    expect(row).toMatchObject({ role: 'admin', banned: false, name: 'Big Boss' });
    expect(row).toMatchObject({ username: 'the.boss', displayUsername: 'The.Boss' });
    const db = await getDb();
    const [credential] = await db.select().from(accounts).where(eq(accounts.userId, row!.id));
    expect(credential).toMatchObject({ providerId: 'credential' });
    expect(credential!.password).not.toContain(ADMIN_PASSWORD);

    vi.restoreAllMocks();
    const browser = new Browser('198.51.100.31');
    expect((await signInAs(browser, 'boss@example.com', ADMIN_PASSWORD)).status).toBe(200);
    expect((await browser.get('/api/admin/users')).status).toBe(200);
    expect((await signInAs(new Browser(), 'the.boss', ADMIN_PASSWORD)).status).toBe(200);

    const [audit] = await db.select().from(auditLog).where(eq(auditLog.entityId, row!.id));
    expect(audit).toMatchObject({
      action: 'user.create',
      actorEmail: 'system (npm run admin:create)',
    });
  });

  it('says so when the account is an admin already', async () => {
    const io = capture();
    expect(await main(['--email', 'boss@example.com', '--password', ADMIN_PASSWORD])).toBe(0);
    expect(io.stdout()).toContain('already an admin');
  });

  it('promotes an existing account, keeping its password', async () => {
    await createAccount(new Browser('198.51.100.32'), {
      email: 'staff@example.com',
      username: 'staff.one',
    });
    const io = capture();
    expect(await main(['--email', 'staff@example.com', '--password', ADMIN_PASSWORD])).toBe(0);
    expect(io.stdout()).toContain('staff@example.com is now an admin (its password is unchanged)');
    const row = await account('staff@example.com');
    expect(row?.role).toBe('admin');
    vi.restoreAllMocks();
    expect(
      (await signInAs(new Browser('198.51.100.33'), 'staff@example.com', PASSWORD)).status,
    ).toBe(200);
    const db = await getDb();
    const where = and(eq(auditLog.entityId, row!.id), eq(auditLog.action, 'user.role'));
    const [audit] = await db.select().from(auditLog).where(where);
    expect(audit?.detail).toMatchObject({ from: 'user', to: 'admin' });
  });

  it.each([
    [
      'a password against the rule',
      ['--email', 'weak@example.com', '--password', 'password'],
      /password must be 8-20/,
    ],
    ['a bad e-mail', ['--email', 'nobody', '--password', ADMIN_PASSWORD], /not a valid e-mail/],
    ['no password', ['--email', 'weak@example.com'], /--email and --password are required/],
    [
      'an unknown option',
      ['--email', 'weak@example.com', '--role', 'x'],
      /Unknown option '--role'/,
    ],
    [
      'a taken username',
      ['--email', 'weak@example.com', '--password', ADMIN_PASSWORD, '--username', 'staff.one'],
      /already taken/,
    ],
  ])('refuses %s with a clear message and exit code 1', async (_, args, message) => {
    const io = capture();
    expect(await main(args)).toBe(1);
    expect(io.stderr()).toMatch(message);
    expect(await account('weak@example.com')).toBeUndefined();
  });

  it('prints its usage for --help', async () => {
    const io = capture();
    expect(await main(['--help'])).toBe(0);
    expect(io.stdout()).toContain('usage: npm run admin:create -- --email');
  });
});
