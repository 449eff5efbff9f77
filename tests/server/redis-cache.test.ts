import { readFileSync } from 'node:fs';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, beforeEach, expect, test, type TestContext } from 'vitest';
import { newsConsole, stamp } from './support/console';
import { session, type Session } from './support/http';
import {
  createDatabase,
  freePort,
  sharedSecret,
  signInOverHttp,
  startInstance,
  type Instance,
} from './support/instances';
import { CAPTCHA_TEST_SECRET } from './support/site';

// Two `next start` processes of the built site on one PostgreSQL database and one Redis
// (REDIS_URL) share Next's cache of pages and data; a publish on one is fresh on the next request
// to either. A third process whose Redis is unreachable keeps serving. The tests run in order,
// each on what the one before left.

const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
const EN = 3;
const run = stamp();
const prefix = `server-redis-${run}`;
const admin = { email: `admin.${run}@voltara.test`, password: 'Admin-Pass42' };

let database: Awaited<ReturnType<typeof createDatabase>>;
let a: Instance;
let b: Instance;
let onA: Session;
let onB: Session;
let editor: Session;

const cacheOf = (res: Response) => res.headers.get('x-nextjs-cache');

beforeAll(async () => {
  database = await createDatabase(`server_redis_${run}`);
  const [portA, portB] = [await freePort(), await freePort()];
  const env = {
    DATABASE_URL: database.url,
    REDIS_URL,
    REDIS_CACHE_PREFIX: prefix,
    // One site behind a load balancer: one canonical origin, one session key.
    SITE_URL: `http://127.0.0.1:${portA}`,
    AUTH_SECRET: sharedSecret(),
    CAPTCHA_TEST_SECRET,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
  };
  // A first, so it alone migrates, seeds and makes the admin; then B on the same database.
  a = await startInstance(portA, env);
  b = await startInstance(portB, env);
  onA = session(a.url);
  onB = session(b.url);
  editor = session(a.url);
  await signInOverHttp(editor, admin.email, admin.password);
});

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await database?.drop();
  const redis = new Redis(REDIS_URL);
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
    if (keys.length) await redis.unlink(...keys);
    cursor = next;
  } while (cursor !== '0');
  await redis.quit();
});

beforeEach(({ onTestFailed }: TestContext) => {
  onTestFailed(() => {
    for (const [name, instance] of [['A', a] as const, ['B', b] as const]) {
      console.error(`next start ${name}:\n${instance?.logs.join('') ?? ''}`);
    }
  });
});

/** The signed-in editor's news writes, on instance A, in English. */
const news = () => newsConsole(editor, EN);

test('a page rendered on one instance is a cache hit on the other, which never rendered it', async () => {
  const path = '/de/explore/news';
  const first = await onA.request(path);
  expect(first.status).toBe(200);
  expect(cacheOf(first)).toBe('MISS');
  // Longer than the lifetime Next gives a page it knows nothing of (1 s): B must learn the
  // page's own lifetime from the shared entry, or it would answer STALE and render it again.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  // B's first request for it: served from Redis, byte for byte what A rendered.
  const onOther = await onB.request(path);
  expect(onOther.status).toBe(200);
  expect(cacheOf(onOther)).toBe('HIT');
  expect(await onOther.text()).toBe(await first.text());

  // The entries are in Redis, under the prefix and this build's id.
  const buildId = readFileSync('.next/BUILD_ID', 'utf8').trim();
  const redis = new Redis(REDIS_URL);
  try {
    const [, keys] = await redis.scan('0', 'MATCH', `${prefix}:${buildId}:*`, 'COUNT', 10_000);
    expect(keys.length).toBeGreaterThan(0);
  } finally {
    await redis.quit();
  }
});

test("the data cache is shared: B answers A's cached read, not the database behind it", async () => {
  const title = `Shared data ${stamp()}`;
  const id = await news().create(title);
  const apiPath = `/api/news/${id}?lang=en`;
  expect(await (await onA.request(apiPath)).text()).toContain(title);
  // Changed in the database behind the site's back: no revalidation, so the cached read stays.
  const direct = `Changed directly ${stamp()}`;
  await database.query('update news set title = $1 where id = $2 and website_id = $3', [
    direct,
    id,
    EN,
  ]);
  const onOther = await (await onB.request(apiPath)).text();
  expect(onOther).toContain(title);
  expect(onOther).not.toContain(direct);

  // An edit through the console on A: the next read on either instance is fresh.
  const edited = `Edited in the console ${stamp()}`;
  await news().update(id, { title: edited });
  for (const instance of [onB, onA]) {
    expect(await (await instance.request(apiPath)).text()).toContain(edited);
  }
});

test('a publish and an edit on A show on the very next request to B, and to A', async () => {
  const list = '/explore/news';
  // Both instances have the list cached (whichever rendered it, the other hits).
  await onB.request(list);
  expect(cacheOf(await onA.request(list))).toBe('HIT');
  expect(cacheOf(await onB.request(list))).toBe('HIT');

  const title = `Published on A ${stamp()}`;
  const id = await news().create(title);
  const detail = `/explore/news/${id}`;
  expect(await (await onB.request(list)).text()).toContain(title);
  const article = await onB.request(detail);
  expect(article.status).toBe(200);
  expect(await article.text()).toContain(title);
  // A gets the copies B just rendered.
  for (const path of [list, detail]) {
    const res = await onA.request(path);
    expect(cacheOf(res), path).toBe('HIT');
    expect(await res.text(), path).toContain(title);
  }

  const edited = `Edited on A ${stamp()}`;
  await news().update(id, { title: edited });
  for (const instance of [onB, onA]) {
    for (const path of [list, detail]) {
      const text = await (await instance.request(path)).text();
      expect(text, path).toContain(edited);
      expect(text, path).not.toContain(title);
    }
  }

  // Unpublished on A: gone from both at once.
  await news().update(id, { state: 'draft' });
  expect((await onB.request(detail)).status).toBe(404);
  expect(await (await onB.request(list)).text()).not.toContain(edited);
  expect((await onA.request(detail)).status).toBe(404);
});

test('an instance whose Redis is unreachable keeps serving, from its own memory', async () => {
  const port = await freePort();
  const closed = await freePort();
  const alone = await startInstance(port, {
    DATABASE_URL: database.url,
    REDIS_URL: `redis://127.0.0.1:${closed}`,
    SITE_URL: `http://127.0.0.1:${port}`,
    AUTH_SECRET: sharedSecret(),
  });
  try {
    const visitor = session(alone.url);
    for (const path of ['/de/products', '/explore/news']) {
      const first = await visitor.request(path);
      expect(first.status, path).toBe(200);
      const second = await visitor.request(path);
      expect(second.status, path).toBe(200);
      expect(cacheOf(second), path).toBe('HIT');
    }
    expect(alone.logs.join('')).toMatch(/\[next-cache\] Redis unavailable/);
    expect(alone.logs.join('').match(/\[next-cache\] Redis unavailable/g)).toHaveLength(1);
  } finally {
    await alone.stop();
  }
});
