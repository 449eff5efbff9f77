import { expect, test } from 'vitest';
import { inlineHandlers } from '../support/html-dangers';
import { allRoutes, publicPath, variants } from '../e2e/support/routes';
import { request } from './support/http';

// No page carries an inline event handler (cached pages send `script-src-attr 'none'`, so one
// would be dead code at best). Every page of the route table in every variant, plus a news
// article, a blog post and a product detail, is fetched over HTTP and read by a standard HTML
// parser: no element may have an on… attribute.

async function handlersOn(path: string): Promise<string[]> {
  const response = await request(path);
  expect(response.status, path).toBe(200);
  return inlineHandlers(await response.text());
}

for (const variant of variants) {
  test(`no inline event handler on any page of ${variant.tag}`, async () => {
    const found: Record<string, string[]> = {};
    for (const route of allRoutes) {
      const path = publicPath(variant.prefix, route.path);
      const handlers = await handlersOn(path);
      if (handlers.length) found[path] = handlers;
    }
    expect(found).toEqual({});
  });
}

test('no inline event handler on a news article, a blog post or a product detail', async () => {
  // The first detail each list links to (the flagship product pages are routes of their own).
  const routePaths = new Set(allRoutes.map((r) => r.path));
  const details: string[] = [];
  for (const list of ['/explore/news', '/explore/blog', '/products']) {
    const html = await (await request(list)).text();
    const href = [...html.matchAll(new RegExp(`href="(${list}/[a-z0-9-]+)"`, 'g'))]
      .map((m) => m[1]!)
      .find((path) => !routePaths.has(path));
    expect(href, `a detail linked from ${list}`).toBeTruthy();
    details.push(href!);
  }
  for (const path of details) expect(await handlersOn(path), path).toEqual([]);
});
