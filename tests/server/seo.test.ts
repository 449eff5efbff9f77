import { describe, expect, test } from 'vitest';
import { allRoutes, publicPath, variants } from '../e2e/support/routes';
import { request } from './support/http';
import { BASE_URL } from './support/site';

// requirements: SEO — each page's head, the sitemap and robots.txt as the server sends them; the
// /sitemap page's links are checked in a browser (tests/e2e/seo.spec.ts).

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

const headAt = async (path: string) => headOf(await (await request(path)).text());

describe('SEO heads', () => {
  test('every page has a distinct translated title and description, canonical and alternates', async () => {
    for (const variant of variants) {
      const titles = new Set<string>();
      const descriptions = new Set<string>();
      for (const route of allRoutes) {
        const path = publicPath(variant.prefix, route.path);
        const head = await headAt(path);
        expect(head.title, path).toBeTruthy();
        expect(head.description, path).toBeTruthy();
        titles.add(head.title!);
        descriptions.add(head.description!);
        const expected = path === '/' ? BASE_URL : `${BASE_URL}${path}`;
        expect(head.canonical, path).toBe(expected);
        expect(head.ogUrl, path).toBe(expected);
        expect(head.ogTitle, path).toBeTruthy();
        expect(Object.keys(head.alternates).sort(), path).toEqual(
          [...variants.map((v) => v.tag), 'x-default'].sort(),
        );
        expect(head.alternates['de-DE'], path).toBe(`${BASE_URL}${publicPath('/de', route.path)}`);
        expect(head.alternates['x-default'], path).toBe(
          route.path === '/' ? BASE_URL : `${BASE_URL}${route.path}`,
        );
      }
      expect(titles.size, `${variant.code} titles`).toBe(allRoutes.length);
      expect(descriptions.size, `${variant.code} descriptions`).toBe(allRoutes.length);
    }
  });

  test('the home canonicals are the bare origin and origin + /cn', async () => {
    expect((await headAt('/')).canonical).toBe(BASE_URL);
    expect((await headAt('/cn')).canonical).toBe(`${BASE_URL}/cn`);
  });

  test('a German page has no English title or description', async () => {
    const en = await headAt('/about-us');
    const de = await headAt('/de/about-us');
    expect(de.title).not.toBe(en.title);
    expect(de.description).not.toBe(en.description);
  });

  test('sitemap.xml lists every indexable route in every variant with xhtml alternates', async () => {
    const response = await request('/sitemap.xml');
    expect(response.status).toBe(200);
    const xml = await response.text();
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    for (const variant of variants) {
      for (const route of allRoutes.filter((r) => r.indexable)) {
        const url = `${BASE_URL}${publicPath(variant.prefix, route.path)}`.replace(/\/$/, '');
        expect(xml, url).toContain(`<loc>${url}</loc>`);
      }
    }
    expect(xml).toContain(`hreflang="zh-CN" href="${BASE_URL}/cn/products"`);
    // Published detail pages are listed too, drafts are not.
    expect(xml).toContain(`<loc>${BASE_URL}/de/explore/news/1</loc>`);
    expect(xml).toContain(`<loc>${BASE_URL}/products/high-voltage-lfp-battery-box</loc>`);
    expect(xml).toContain(`<loc>${BASE_URL}/fr/explore/blog/lfp-chemistry-explained</loc>`);
    expect(xml).not.toContain('/explore/news/99<');
  });

  test('robots.txt names the sitemap', async () => {
    const text = await (await request('/robots.txt')).text();
    expect(text).toContain(`Sitemap: ${BASE_URL}/sitemap.xml`);
  });
});
