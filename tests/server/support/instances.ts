import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { expect } from 'vitest';
import { dropDatabase, recreateDatabase } from '../../../scripts/lib/postgres-database';
import { dragTrack } from '../../integration/captcha/tracks';
import type { Session } from './http';
import { CAPTCHA_TEST_SECRET, TEST_SECRET_HEADER } from './site';

// `next start` processes of the built site: the one every server suite asks
// (tests/server/support/start-site.ts), and more on one PostgreSQL database (the shared cache),
// started and stopped by a suite itself.

const POSTGRES_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A fresh, empty PostgreSQL database on the test server; `drop` removes it. */
export async function createDatabase(name: string) {
  const url = await recreateDatabase(POSTGRES_URL, name);
  return {
    url,
    /** Run SQL on it (a change behind the site's back: no cache hears of it). */
    async query(sql: string, params: unknown[] = []) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        return (await client.query(sql, params)).rows;
      } finally {
        await client.end();
      }
    },
    drop: () => dropDatabase(url),
  };
}

export type Instance = { url: string; logs: string[]; stop(): Promise<void> };

/**
 * `next start` of the built site (.next) on this port, answering /api/health before it returns;
 * `args` go to `next start` as well.
 */
export async function startInstance(
  port: number,
  env: Record<string, string>,
  args: string[] = [],
): Promise<Instance> {
  const url = `http://127.0.0.1:${port}`;
  const logs: string[] = [];
  const child: ChildProcess = spawn(
    path.resolve('node_modules/.bin/next'),
    ['start', '-H', '127.0.0.1', '-p', String(port), ...args],
    // Its own process group, so stop() ends the server and whatever it started, nothing else.
    { env: { ...process.env, NODE_ENV: 'test', ...env }, detached: true, stdio: 'pipe' },
  );
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on('data', (chunk: Buffer) => logs.push(chunk.toString()));
  }
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    process.kill(-child.pid!, 'SIGTERM');
    const timer = setTimeout(() => process.kill(-child.pid!, 'SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const ok = await fetch(`${url}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return { url, logs, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`next start on ${port} did not come up:\n${logs.join('').slice(-3000)}`);
}

/** A secret of the length AUTH_SECRET and PREVIEW_SECRET need, for instances to share. */
export const sharedSecret = () => randomBytes(24).toString('hex');

/**
 * Sign in over HTTP as a browser would: a puzzle for 'sign-in', its answer from the server's
 * test hook (NODE_ENV=test and CAPTCHA_TEST_SECRET), a person's drag, then the sign-in with the
 * token. The session cookie stays in `session`.
 */
export async function signInOverHttp(session: Session, identifier: string, password: string) {
  const headers = { Origin: session.origin };
  const challenge = await session.json(
    'POST',
    '/api/captcha/challenge',
    { action: 'sign-in' },
    headers,
  );
  expect(challenge.ok, await challenge.clone().text()).toBe(true);
  const { id } = ((await challenge.json()) as { data: { id: string } }).data;
  const answer = await session.request(`/api/captcha/test-answer/${id}`, {
    headers: { [TEST_SECRET_HEADER]: CAPTCHA_TEST_SECRET },
  });
  expect(answer.ok, 'the server runs with the captcha test hook').toBe(true);
  const { x } = ((await answer.json()) as { data: { x: number } }).data;
  // The drag takes 600 ms: no track may last longer than the puzzle has existed.
  await new Promise((resolve) => setTimeout(resolve, 700));
  const verify = await session.json(
    'POST',
    '/api/captcha/verify',
    { id, x, track: dragTrack(x), keyboard: false },
    headers,
  );
  expect(verify.ok, await verify.clone().text()).toBe(true);
  const { token } = ((await verify.json()) as { data: { token: string } }).data;
  const signIn = await session.json(
    'POST',
    '/api/account/sign-in',
    { identifier, password, terms: true },
    { ...headers, 'x-captcha-token': token },
  );
  expect(signIn.ok, await signIn.clone().text()).toBe(true);
}
