import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import { asAdmin, newsConsole, newVisitor, stamp } from './support/console';

// requirements: Caching — a console write makes the next request for every affected page fresh;
// drafts in preview and signed-in visitors leave the shared copy alone. Which pages are cached,
// and that bad input never poisons a copy, is checked without a browser
// (tests/server/cache.test.ts).

const DE = 4;

const isHit = (res: APIResponse) => res.headers()['x-nextjs-cache'] === 'HIT';

/**
 * Asks again until the answer comes from the full-route cache. A console write by a test running
 * beside this one may expire the page between two requests, so a MISS may repeat once or twice;
 * a page that is never cached never shows a HIT.
 */
async function expectCached(request: APIRequestContext, path: string, status = 200) {
  let answer: APIResponse | undefined;
  for (let attempt = 0; attempt < 4 && !(answer && isHit(answer)); attempt += 1) {
    answer = await request.get(path, { maxRedirects: 0 });
    expect(answer.status(), path).toBe(status);
  }
  expect(answer!.headers()['x-nextjs-cache'], path).toBe('HIT');
  expect(answer!.headers()['cache-control'], path).toBe(
    'public, max-age=0, s-maxage=60, stale-while-revalidate=60',
  );
  const csp = answer!.headers()['content-security-policy'] ?? '';
  expect(csp, path).toContain("script-src 'self' 'unsafe-inline'");
  expect(csp, path).not.toContain('nonce');
  return answer!;
}

test('a publish, an edit, an unpublish and a delete show on the next request of every affected page', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await asAdmin(page);
  const api = newsConsole(page.request, baseURL!, DE);
  const { context, page: visitorPage } = await newVisitor(browser, baseURL!);
  const visitor = visitorPage.request;
  const text = async (path: string) => (await visitor.get(path)).text();
  const affected = ['/de/explore/news', '/de'];
  for (const path of affected) await expectCached(visitor, path);

  const title = `Frisch veröffentlicht ${stamp()}`;
  const id = await api.create(title);
  const detail = `/de/explore/news/${id}`;
  for (const path of affected) expect(await text(path), path).toContain(title);
  expect(await text(detail)).toContain(title);
  expect(await text('/sitemap.xml')).toContain(`/de/explore/news/${id}<`);
  for (const path of [...affected, detail]) await expectCached(visitor, path);

  const edited = `${title} (aktualisiert)`;
  await api.update(id, { title: edited });
  for (const path of [...affected, detail]) expect(await text(path), path).toContain(edited);

  await api.update(id, { state: 'draft' });
  expect((await visitor.get(detail)).status()).toBe(404);
  for (const path of affected) expect(await text(path), path).not.toContain(title);
  expect(await text('/sitemap.xml')).not.toContain(`/de/explore/news/${id}<`);

  await api.update(id, { state: 'published' });
  expect(await text(detail)).toContain(edited);
  await api.remove(id);
  expect((await visitor.get(detail)).status()).toBe(404);
  for (const path of affected) expect(await text(path), path).not.toContain(title);
  await context.close();
});

test('a scheduled item shows on the cached pages as soon as its time has passed', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(60_000);
  await asAdmin(page);
  const api = newsConsole(page.request, baseURL!, DE);
  const title = `Geplant ${stamp()}`;
  const due = new Date(Date.now() + 6_000);
  const id = await api.create(title, { publishAt: due.toISOString() });
  const detail = `/de/explore/news/${id}`;
  // Before its time: the list is cached without it; the detail is a 404 that no cache keeps
  // (no entry per path for a 404, see docs/decisions/redis-cache-handler.md), so the first
  // request after the time renders it.
  expect(await (await expectCached(request, '/de/explore/news')).text()).not.toContain(title);
  for (let i = 0; i < 2; i += 1) {
    const early = await request.get(detail, { maxRedirects: 0 });
    expect(early.status(), detail).toBe(404);
    expect(early.headers()['x-nextjs-cache'], detail).not.toBe('HIT');
  }
  // The server's watcher wakes just after the time and revalidates the collection's pages;
  // one request a second later sees the item, without any write or request in between.
  await page.waitForTimeout(due.getTime() - Date.now() + 1_000);
  expect(await (await request.get('/de/explore/news')).text()).toContain(title);
  const shown = await request.get(detail);
  expect(shown.status()).toBe(200);
  expect(await shown.text()).toContain(title);
  await api.remove(id);
});

test('an editor in preview gets drafts rendered per request; the visitor keeps the cached copy', async ({
  page,
  request,
  baseURL,
}) => {
  await asAdmin(page);
  const api = newsConsole(page.request, baseURL!, DE);
  const title = `Entwurf ${stamp()}`;
  // A draft from the start: created published and then unpublished, it was a visitor's for a
  // moment, and a render of the list begun in that moment (another test's) could be stored
  // after the unpublish expired it.
  const id = await api.create(title, { state: 'draft' });
  await page.goto(`/api/preview?path=${encodeURIComponent('/de/explore/news')}`);
  await expect(page).toHaveURL(/\/de\/explore\/news$/);
  // The browser, not page.request: draft mode's cookie is Secure, which Chromium sends to
  // 127.0.0.1 and Playwright's request client does not. Rendered per request: each answer has
  // a nonce of its own, on Next's scripts too (Next still labels the answer x-nextjs-cache).
  const nonces = new Set<string>();
  for (let i = 0; i < 2; i += 1) {
    const preview = (await page.goto('/de/explore/news'))!;
    expect(preview.headers()['cache-control']).toMatch(/private, no-cache, no-store/);
    const nonce = preview.headers()['content-security-policy']?.match(/'nonce-([^']+)'/)?.[1];
    expect(nonce).toBeTruthy();
    expect(await preview.text()).toContain(`nonce="${nonce}"`);
    nonces.add(nonce!);
    await expect(page.getByText(title)).toBeVisible();
  }
  expect(nonces.size).toBe(2);
  const visitor = await expectCached(request, '/de/explore/news');
  expect(await visitor.text()).not.toContain(title);
  await api.remove(id);
});

test('a signed-in visitor gets the cached page, and the browser shows their account menu', async ({
  page,
  request,
}) => {
  await asAdmin(page);
  // The session and the hint cookie travel with the request: the answer is still the copy
  // every visitor gets, with nothing of this account in it.
  const anonymous = await (await expectCached(request, '/de/about-us')).text();
  const signedIn = await page.request.get('/de/about-us');
  expect(isHit(signedIn)).toBe(true);
  expect(await signedIn.text()).toBe(anonymous);
  await page.goto('/de/about-us');
  const slot = page.getByTestId('account-slot');
  await expect(slot.getByRole('button', { name: /Admin|admin/ })).toBeVisible();
  await expect(slot.getByRole('link', { name: 'Anmelden' })).toHaveCount(0);
});

test('a CSP violation on a cached page is reported, stored and counted in the console', async ({
  page,
  browser,
  baseURL,
}) => {
  await asAdmin(page);
  const countNow = async () => {
    const res = await page.request.get('/api/admin/csp-reports');
    expect(res.ok()).toBe(true);
    return ((await res.json()) as { data: { total: number } }).data.total;
  };
  const before = await countNow();
  const { context, page: visitor } = await newVisitor(browser, baseURL!);
  await visitor.goto('/de/about-us');
  // An inline handler, as an injected payload would carry: refused (script-src-attr 'none').
  const ran = await visitor.evaluate(() => {
    const w = window as unknown as { ranInline?: boolean };
    const button = document.createElement('button');
    button.setAttribute('onclick', 'window.ranInline = true');
    document.body.append(button);
    button.click();
    return w.ranInline === true;
  });
  expect(ran).toBe(false);
  await expect.poll(countNow, { timeout: 10_000 }).toBeGreaterThan(before);
  await context.close();
});
