import { beforeEach, expect, type TestContext } from 'vitest';
import { PUBLISH_BOUND_S, type Nginx } from '../../../scripts/nginx';
import { adminSession, newsConsole, stamp } from './console';
import { request, type Session } from './http';

// What the nginx suites (nginx.test.ts, nginx-tls.test.ts) share: nginx's error log on a failure,
// its cache status, and a publish seen through it.

/** websiteId of English (lib/i18n/locales.ts). */
const EN = 3;

/** What nginx did with a request: HIT, MISS, EXPIRED, UPDATING, STALE or BYPASS. */
export const cacheStatus = (res: Response) => res.headers.get('x-cache-status');

/** The headers the site sets that nginx passes on unchanged. */
const SITE_HEADERS = [
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'x-frame-options',
  'cross-origin-opener-policy',
  'permissions-policy',
  'strict-transport-security',
  'reporting-endpoints',
  'cache-control',
  'content-type',
];

/** `res`, through nginx, carries the site's headers as `direct`, from the site, does. */
export function expectSiteHeaders(res: Response, direct: Response) {
  for (const name of SITE_HEADERS) {
    expect(res.headers.get(name), name).toBe(direct.headers.get(name));
  }
}

/** A failed test prints nginx's error log. */
export function printErrorLogOnFailure(nginx: () => Nginx | undefined) {
  beforeEach(({ onTestFailed }: TestContext) => {
    onTestFailed(() => console.error(`nginx error.log:\n${nginx()?.errorLog() ?? ''}`));
  });
}

/** Requests `path` at `origin` until one is a HIT (the first render may take a while). */
export async function cachedAt(origin: string, path: string): Promise<Response> {
  let res: Response | undefined;
  await expect
    .poll(
      async () => {
        res = await request(origin + path);
        return `${res.status} ${cacheStatus(res)}`;
      },
      { timeout: 10_000 },
    )
    .toBe('200 HIT');
  return res!;
}

/**
 * The site's admin, signed in at `origin` (nginx), publishes an English news item while the news
 * list is in nginx's cache: the list through `origin` must show it within the conf's bound.
 * Returns the admin's session.
 */
export async function expectPublishWithinBound(
  origin: string,
  annotate: (message: string) => Promise<unknown>,
): Promise<Session> {
  const title = `Nginx publish ${stamp()}`;
  expect(await (await cachedAt(origin, '/explore/news')).text()).not.toContain(title);
  const editor = await adminSession(origin);
  await newsConsole(editor, EN).create(title);
  const published = Date.now();
  let seenAfter = Infinity;
  while (Date.now() - published < (PUBLISH_BOUND_S + 5) * 1000) {
    const res = await request(`${origin}/explore/news`);
    if ((await res.text()).includes(title)) {
      seenAfter = Date.now() - published;
      break;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  await annotate(`publish visible after ${seenAfter} ms`);
  expect(seenAfter, 'ms from the publish to the page through nginx').toBeLessThanOrEqual(
    PUBLISH_BOUND_S * 1000,
  );
  return editor;
}
