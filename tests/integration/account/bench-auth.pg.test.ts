import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { app } from '@/lib/server/api/app';
import { createAuthLimiters, setAuthLimiters } from '@/lib/server/account/limits';
import { createCaptchaLimiters, setCaptchaLimiters } from '@/lib/server/captcha/limits';
import { closeDb, getDb } from '@/lib/server/db/client';
import { users } from '@/lib/server/db/schema';
import { AUTH_TEST_SECRET, authReport, runAuthAbuse, type AuthProbe } from '@/scripts/bench/auth';
import { testDriver, useTestDatabase } from '../../support/db';
import { queuedMails } from '../../support/outbox';
import { useAccountEnv } from './helpers';

/** The API over real HTTP on a loopback port (as `next start` serves it to the bench). */
async function serveApi() {
  const server: Server = createServer((req, res) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const headers = new Headers();
      for (let i = 0; i < req.rawHeaders.length; i += 2) {
        headers.append(req.rawHeaders[i]!, req.rawHeaders[i + 1]!);
      }
      const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
      const response = await app.fetch(
        new Request(`http://${req.headers.host}${req.url}`, {
          method: req.method,
          headers,
          body: hasBody ? Buffer.concat(chunks) : undefined,
        }),
      );
      res.writeHead(response.status, Object.fromEntries(response.headers));
      res.end(Buffer.from(await response.arrayBuffer()));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const probe: AuthProbe = {
  async mailText(to, ref) {
    return (await queuedMails({ to, ref })).at(-1)?.text;
  },
  async lockedUntil(username) {
    const db = await getDb();
    const [row] = await db
      .select({ until: users.lockedUntil })
      .from(users)
      .where(and(eq(users.username, username), gt(users.lockedUntil, new Date())));
    return row?.until ?? null;
  },
};

const title = `bench --auth: a wrong-password flood against one account (${testDriver})`;
// 200 tries, most with a puzzle picture drawn and checked and a password hashed: CPU work that
// takes over a minute on a busy two-core machine (the other suites of a test pass keep it busy).
describe(title, { timeout: 180_000 }, () => {
  let api: Awaited<ReturnType<typeof serveApi>>;

  beforeAll(async () => {
    // The puzzle's test hook, as the bench's server has it (vitest runs with NODE_ENV=test).
    useAccountEnv({ CAPTCHA_TEST_SECRET: AUTH_TEST_SECRET });
    await useTestDatabase('account_bench_auth');
    await getDb();
    // The limits of production, fresh for this run.
    const keyPrefix = `test:${randomUUID()}`;
    await setAuthLimiters(createAuthLimiters({ keyPrefix }));
    await setCaptchaLimiters(createCaptchaLimiters({ keyPrefix }));
    api = await serveApi();
  });
  afterAll(async () => {
    await api.stop();
    delete process.env.CAPTCHA_TEST_SECRET;
    await setAuthLimiters(undefined);
    await setCaptchaLimiters(undefined);
    await closeDb();
  });

  it('refuses every try without a 5xx, locks the account, and the owner gets back in', async () => {
    const run = await runAuthAbuse(api.url, probe, { attempts: 200, concurrency: 8 });
    expect(run.signedIn).toBe(0);
    expect(Object.keys(run.statusCodes).every((s) => s.startsWith('4'))).toBe(true);
    expect(run.reasons.credentialsIncorrect).toBeGreaterThanOrEqual(1);
    expect(run.reasons.accountLocked).toBeGreaterThanOrEqual(1);
    expect(run.reasons.tooManyRequests).toBeGreaterThanOrEqual(1);
    expect(run.lockedUntil).not.toBeNull();
    expect(run.ownerRecovered, run.ownerNote).toBe(true);
    const report = authReport(run);
    expect(report.budgets.map((b) => b.pass)).toEqual([true, true]);
    expect(report.text).toContain('(e) Accounts');
  });
});
