import { expect, test } from '@playwright/test';
import { allRoutes, publicPath, variants } from './support/routes';

function headOf(html: string) {
  const attr = (tag: string, name: string) => tag.match(new RegExp(`${name}="([^"]*)"`))?.[1];
  const links = [...html.matchAll(/<link [^>]*>/g)].map((m) => m[0]);
  const metas = [...html.matchAll(/<meta [^>]*>/g)].map((m) => m[0]);
  return {
    title: html.match(/<title>([^<]*)<\/title>/)?.[1],
    description: attr(metas.find((m) => m.includes('name="description"')) ?? '', 'content'),
    canonical: attr(links.find((l) => l.includes('rel="canonical"')) ?? '', 'href'),
    alternates: Object.fromEntries(
      links
        .filter((l) => l.includes('rel="alternate"') && l.includes('hrefLang'))
        .map((l) => [attr(l, 'hrefLang'), attr(l, 'href')]),
    ),
    ogTitle: attr(metas.find((m) => m.includes('property="og:title"')) ?? '', 'content'),
    ogUrl: attr(metas.find((m) => m.includes('property="og:url"')) ?? '', 'content'),
  };
}

test.describe('SEO heads', () => {
  test('every page has a distinct translated title and description, canonical and alternates', async ({
    request,
    baseURL,
  }) => {
    // Hundreds of page renders in one test: its own time limit, not the per-test default.
    test.setTimeout(180_000);
    for (const variant of variants) {
      const titles = new Set<string>();
      const descriptions = new Set<string>();
      for (const route of allRoutes) {
        const path = publicPath(variant.prefix, route.path);
        const head = headOf(await (await request.get(path)).text());
        expect(head.title, path).toBeTruthy();
        expect(head.description, path).toBeTruthy();
        titles.add(head.title!);
        descriptions.add(head.description!);
        const expected = path === '/' ? baseURL : `${baseURL}${path}`;
        expect(head.canonical, path).toBe(expected);
        expect(head.ogUrl, path).toBe(expected);
        expect(head.ogTitle, path).toBeTruthy();
        expect(Object.keys(head.alternates).sort(), path).toEqual(
          [...variants.map((v) => v.tag), 'x-default'].sort(),
        );
        expect(head.alternates['de-DE'], path).toBe(`${baseURL}${publicPath('/de', route.path)}`);
        expect(head.alternates['x-default'], path).toBe(
          route.path === '/' ? baseURL : `${baseURL}${route.path}`,
        );
      }
      expect(titles.size, `${variant.code} titles`).toBe(allRoutes.length);
      expect(descriptions.size, `${variant.code} descriptions`).toBe(allRoutes.length);
    }
  });

  test('the home canonicals are the bare origin and origin + /cn', async ({ request, baseURL }) => {
    expect(headOf(await (await request.get('/')).text()).canonical).toBe(baseURL);
    expect(headOf(await (await request.get('/cn')).text()).canonical).toBe(`${baseURL}/cn`);
  });

  test('a German page has no English title or description', async ({ request }) => {
    const en = headOf(await (await request.get('/about-us')).text());
    const de = headOf(await (await request.get('/de/about-us')).text());
    expect(de.title).not.toBe(en.title);
    expect(de.description).not.toBe(en.description);
  });

  test('sitemap.xml lists every indexable route in every variant with xhtml alternates', async ({
    request,
    baseURL,
  }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    const xml = await response.text();
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    for (const variant of variants) {
      for (const route of allRoutes.filter((r) => r.indexable)) {
        const url = `${baseURL}${publicPath(variant.prefix, route.path)}`.replace(/\/$/, '');
        expect(xml, url).toContain(`<loc>${url}</loc>`);
      }
    }
    expect(xml).toContain(`hreflang="zh-CN" href="${baseURL}/cn/products"`);
    // Published detail pages are listed too, drafts are not.
    expect(xml).toContain(`<loc>${baseURL}/de/explore/news/1</loc>`);
    expect(xml).toContain(`<loc>${baseURL}/products/high-voltage-lfp-battery-box</loc>`);
    expect(xml).toContain(`<loc>${baseURL}/fr/explore/blog/lfp-chemistry-explained</loc>`);
    expect(xml).not.toContain('/explore/news/99<');
  });

  test('robots.txt names the sitemap', async ({ request, baseURL }) => {
    const text = await (await request.get('/robots.txt')).text();
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });

  test('the /sitemap page links every page of the menu', async ({ page }) => {
    await page.goto('/de/sitemap');
    const hrefs = await page
      .locator('main a')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    for (const route of allRoutes.filter((r) => r.indexable)) {
      expect(hrefs, route.path).toContain(publicPath('/de', route.path));
    }
  });
});
