import { randomBytes, randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { languages } from '@/lib/i18n/locales';
import {
  createDatabase,
  freePort,
  sharedSecret,
  startInstance,
  type Instance,
} from './support/instances';

// requirements: Caching — a stream of detail paths that do not exist (news ids, product and blog
// slugs, certificate codes well-formed or not, in every language, with query strings) is
// answered with the translated 404 from the stored not-found pages of each language (the
// certificate check has its own), its text in the HTML itself, not only in the scripts' payload
// (the page reads without JavaScript), and adds nothing to the cache:
// no key per path in Redis, and every key there lasts no longer than its page's revalidate time
// (docs/decisions/redis-cache-handler.md). One `next start` of the build on its own database
// and Redis key prefix.

const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
const run = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
const prefix = `server-unknown-${run}`;
/** The longest an entry may last (MAX_LIFETIME of lib/server/cache/next-cache-handler.mjs). */
const DAY = 24 * 60 * 60;
/** Keys Redis keeps without an expiry: the tag-expiry hashes and the package's index of entries. */
const INDEX_HASHES = [
  '__sharedTags__',
  '__sharedTagsTtl__',
  '__expired_tags__',
  '__revalidated_tags__',
];

const notFoundTitle = Object.fromEntries(
  languages.map((l) => {
    const texts = JSON.parse(readFileSync(`messages/core/${l.tag}.json`, 'utf8'));
    return [l.code, texts.Errors.notFoundTitle as string];
  }),
);
const certificateHeading = Object.fromEntries(
  languages.map((l) => {
    const texts = JSON.parse(readFileSync(`messages/warranty/${l.tag}.json`, 'utf8'));
    return [l.code, texts.Warranty.missing.heading as string];
  }),
);
const prefixOf = (code: string) => (code === 'en' ? '' : `/${code}`);
/** The HTML the server sends, without its scripts (the payload a script would render from). */
const withoutScripts = (html: string) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');

let database: Awaited<ReturnType<typeof createDatabase>>;
let site: Instance;
let redis: Redis;

beforeAll(async () => {
  database = await createDatabase(`server_unknown_${run}`);
  const port = await freePort();
  site = await startInstance(port, {
    DATABASE_URL: database.url,
    REDIS_URL,
    REDIS_CACHE_PREFIX: prefix,
    SITE_URL: `http://127.0.0.1:${port}`,
    AUTH_SECRET: sharedSecret(),
  });
  redis = new Redis(REDIS_URL);
}, 240_000);

afterAll(async () => {
  await site?.stop();
  await database?.drop();
  if (!redis) return;
  for (const key of await keys()) await redis.unlink(key);
  await redis.quit();
});

async function keys(): Promise<string[]> {
  const found: string[] = [];
  let cursor = '0';
  do {
    const [next, batch] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
    found.push(...batch);
    cursor = next;
  } while (cursor !== '0');
  return found;
}

/** An unknown detail path of each kind in turn, in a random language, a query on every other. */
function unknownPath(i: number): { path: string; code: string; headers: Record<string, string> } {
  const { code } = languages[randomInt(languages.length)]!;
  const id = randomBytes(8).toString('hex');
  // Malformed: a truncated scan, too long, a dot, odd characters, another segment.
  const junk = randomBytes(randomInt(1, 400)).toString('base64url');
  const rest = [
    `/explore/news/${randomInt(100_000, 2_000_000_000)}`,
    `/products/no-such-${id}`,
    `/explore/blog/no-such-${id}`,
    `/warranty/verify/${randomBytes(16).toString('base64url')}`,
    `/warranty/verify/${junk}${['', '.', '%27%3B', '/x'][i % 4]}`,
  ][i % 5]!;
  const query = i % 2 ? `?utm_source=${id}&page=${i}` : '';
  // The check of certificates is limited per client: each comes from an address of its own,
  // as nginx passes it on.
  const headers = { 'x-forwarded-for': `10.${i >> 16}.${(i >> 8) & 255}.${i & 255}` };
  return { path: `${prefixOf(code)}${rest}${query}`, code, headers };
}

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${site.url}${path}`, { headers, redirect: 'manual' });

test('unknown detail paths are a translated 404 and add no key to the cache', async () => {
  // The not-found pages of each language, rendered once.
  for (const { code } of languages) {
    for (const rest of ['/explore/news/1999999999', '/warranty/verify/x']) {
      const res = await get(`${prefixOf(code)}${rest}`);
      expect(res.status, code).toBe(404);
      await res.text();
    }
  }
  const before = await keys();

  const count = 300;
  for (let i = 0; i < count; i += 1) {
    const { path, code, headers } = unknownPath(i);
    const res = await get(path, headers);
    expect(res.status, path).toBe(404);
    const title = path.includes('/warranty/verify/') ? certificateHeading : notFoundTitle;
    expect(withoutScripts(await res.text()), path).toContain(title[code]);
  }

  const after = await keys();
  // Nothing per path: at most a read or two the site makes of its own meanwhile.
  expect(after.length, after.join('\n')).toBeLessThanOrEqual(before.length + 2);
  expect(
    after.filter((k) => /no-such-|\/explore\/news\/\d{6,}|warranty\/verify\//.test(k)),
  ).toEqual([]);
}, 180_000);

test('an unknown news id shows the not-found view in the HTML itself, stored once per language', async () => {
  for (const code of ['en', 'de']) {
    const [first, second] = [0, 1].map(
      () => `${prefixOf(code)}/explore/news/${randomInt(100_000, 2_000_000_000)}`,
    );
    const res = await get(first!);
    expect(res.status, first).toBe(404);
    const html = withoutScripts(await res.text());
    expect(html, first).toMatch(new RegExp(`<h1[^>]*>${notFoundTitle[code]}</h1>`));
    // Next marks a 404 noindex itself.
    expect(html, first).toMatch(/<meta name="robots" content="noindex"\/>/);
    const again = await get(second!);
    expect(again.status, second).toBe(404);
    expect(again.headers.get('x-nextjs-cache'), second).toBe('HIT');
    expect(withoutScripts(await again.text()), second).toContain(notFoundTitle[code]);
  }
});

test('a known detail page is still found, and kept', async () => {
  const list = await (await get('/de/explore/news')).text();
  const detail = list.match(/href="(\/de\/explore\/news\/\d+)"/)?.[1];
  expect(detail).toBeTruthy();
  expect((await get(detail!)).status).toBe(200);
  const again = await get(detail!);
  expect(again.status).toBe(200);
  expect(again.headers.get('x-nextjs-cache')).toBe('HIT');
});

test("every key in Redis expires by its entry's revalidate time, a day at most", async () => {
  const found = await keys();
  const entries = found.filter((k) => !INDEX_HASHES.some((hash) => k.endsWith(`:${hash}`)));
  expect(entries.length).toBeGreaterThan(0);
  for (const key of entries) {
    const ttl = await redis.ttl(key);
    const stored = JSON.parse((await redis.get(key))!) as {
      value: { kind: string; revalidate?: number | false };
      cacheControl?: { revalidate: number | false };
    };
    const revalidate =
      stored.value.kind === 'FETCH' ? stored.value.revalidate : stored.cacheControl?.revalidate;
    const limit =
      typeof revalidate === 'number' && revalidate > 0 ? Math.min(revalidate, DAY) : DAY;
    expect(ttl, key).toBeGreaterThan(0);
    expect(ttl, key).toBeLessThanOrEqual(limit);
  }
  // The package's index of entries names no more keys than there are.
  const index = found.find((k) => k.endsWith(':__sharedTags__'));
  expect(await redis.hlen(index!)).toBeLessThanOrEqual(entries.length);
});
