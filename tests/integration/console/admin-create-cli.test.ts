import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { verifyPassword } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb } from '@/lib/server/db/open';
import { accounts, users } from '@/lib/server/db/schema';
import { createTestDatabase, removeTestDirs, testDriver } from '../../support/db';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const run = promisify(execFile);

// `npm run admin:create` end to end, as an operator runs it: its own process, the database
// named by the environment (a new on-disk PGlite dir, or a PostgreSQL database).
describe(`npm run admin:create as a command (${testDriver})`, () => {
  afterAll(() => removeTestDirs());

  it(
    'creates a password account with the admin role, and refuses a weak password',
    { timeout: 180_000 },
    async () => {
      const config = await createTestDatabase('console_admin_cli', { persistent: true });
      const env = {
        ...process.env,
        DATABASE_URL: config.databaseUrl ?? '',
        PGLITE_DIR: config.pgliteDir,
        // The run's migrated and seeded template (tests/support/db-template.ts), as every suite.
        PGLITE_TEMPLATE: config.pgliteTemplate ?? '',
      };
      const npm = (args: string[]) =>
        run('npm', ['run', '--silent', 'admin:create', '--', ...args], { env, cwd: ROOT });

      const weak = npm(['--email', 'ops@voltara.test', '--password', 'password1']);
      await expect(weak).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringContaining('admin:create: the password must be 8-20 characters'),
      });

      const { stdout } = await npm(['--email', 'ops@voltara.test', '--password', 'Ops-Pass-42']);
      expect(stdout).toContain('admin:create: created the admin ops@voltara.test');

      const handle = await openDb(config);
      try {
        const [user] = await handle.db
          .select()
          .from(users)
          .where(eq(users.email, 'ops@voltara.test'));
        expect(user).toMatchObject({ role: 'admin', banned: false });
        const [credential] = await handle.db
          .select()
          .from(accounts)
          .where(eq(accounts.userId, user!.id));
        expect(credential?.providerId).toBe('credential');
        // The hash better-auth's login checks: this password, and no other.
        const hash = credential!.password!;
        expect(await verifyPassword({ hash, password: 'Ops-Pass-42' })).toBe(true);
        expect(await verifyPassword({ hash, password: 'Ops-Pass-43' })).toBe(false);
      } finally {
        await handle.close();
      }
    },
  );
});
