import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDb, getDb } from '@/lib/server/db/client';
import { openDb } from '@/lib/server/db/open';
import { contactRequests } from '@/lib/server/db/schema';
import { listSubmissions, submissionColumns } from '@/lib/server/forms/export';
import { setFormLimiters } from '@/lib/server/security/rate-limit';
import { createTestDatabase, testDriver, useTestDatabase } from '../../support/db';
import { post, useFormsEnv, useGenerousLimits, validContact, validNewsletter } from './helpers';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const run = promisify(execFile);

describe(`submission export (${testDriver})`, () => {
  beforeAll(async () => {
    useFormsEnv();
    await useTestDatabase('forms_export');
    await getDb();
    await useGenerousLimits();
    await post('/api/contact', { ...validContact, company: '=HYPERLINK("http://x")' });
    await post('/api/newsletter', validNewsletter);
  });
  afterAll(async () => {
    await setFormLimiters(undefined);
    await closeDb();
  });

  it('lists submissions oldest first, from a given day on', async () => {
    const db = await getDb();
    expect(await listSubmissions(db, 'contact')).toHaveLength(1);
    expect(await listSubmissions(db, 'contact', new Date('2999-01-01'))).toHaveLength(0);
  });

  it('leaves the newsletter link tokens out', () => {
    const columns = submissionColumns('newsletter');
    expect(columns).toContain('email');
    expect(columns).not.toContain('confirmToken');
    expect(columns).not.toContain('unsubscribeToken');
  });

  it(
    'prints a formula-safe CSV from `npm run export:submissions`',
    { timeout: 120_000 },
    async () => {
      // A database of its own: an embedded one cannot be opened by two processes at once.
      const config = await createTestDatabase('forms_export_cli', { persistent: true });
      const handle = await openDb(config);
      await handle.db.insert(contactRequests).values({
        ...validContact,
        company: '=HYPERLINK("http://x")',
        message: 'one, two\nthree',
        language: 'de',
      });
      await handle.close();

      const env = {
        ...process.env,
        DATABASE_URL: config.databaseUrl ?? '',
        PGLITE_DIR: config.pgliteDir,
      };
      const script = path.join(ROOT, 'scripts/export-submissions.ts');
      const tsx = path.join(ROOT, 'node_modules/.bin/tsx');
      const { stdout, stderr } = await run(tsx, [script, '--type', 'contact'], { env, cwd: ROOT });
      const [header, row] = stdout.split('\r\n');
      expect(header).toBe(submissionColumns('contact').join(','));
      expect(row).toContain(
        `Anna Schmidt,DE,anna@example.com,'+49 30 1234567,"'=HYPERLINK(""http://x"")","one, two\nthree",de,`,
      );
      expect(stderr).toContain('1 contact submission(s)');

      const since = await run(tsx, [script, '--type', 'contact', '--since', '2999-01-01'], { env });
      expect(since.stdout.split('\r\n').filter(Boolean)).toHaveLength(1);
      await expect(run(tsx, [script, '--type', 'orders'], { env })).rejects.toMatchObject({
        code: 2,
      });
    },
  );
});
