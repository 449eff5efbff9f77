// staticPage is the one page wrapper: heading and intro, the breadcrumb trail in one place
// (inside the intro band, above the heading) for every page of the site layout but home, and
// the request's language handed to the body, and its query to personal pages only.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { staticRoutes } from '@/lib/routes';
import type { PageBodyProps } from '@/components/pages/static-page';
import type { SearchParams } from '@/lib/support/search-params';
import { renderState, resetRenderState } from '@/tests/support/render-mocks';
import { breadcrumbsOf, renderServer } from '@/tests/support/render-server';

const mocks = vi.hoisted(() => () => import('@/tests/support/render-mocks'));
vi.mock('next-intl/server', async () => (await mocks()).nextIntlServer);
vi.mock('@/lib/i18n/navigation', async () => (await mocks()).i18nNavigation);

const { staticPage } = await import('@/components/pages/static-page');
const { trailOf } = await import('@/components/seo/breadcrumbs');

const request = (locale: string, query: Record<string, string> = {}) => ({
  params: Promise.resolve({ locale }),
  searchParams: Promise.resolve(query),
});

beforeEach(resetRenderState);

describe('trailOf', () => {
  it('follows the route table: parents that are pages, then the page itself', () => {
    expect(trailOf('/products/high-voltage-lfp-battery')).toEqual(['products', 'batteryBox']);
    expect(trailOf('/explore/news/7')).toEqual(['news']);
    expect(trailOf('/explore/blog/sizing-a-home-battery')).toEqual(['blog']);
    expect(trailOf('/support-center/faqs')).toEqual(['faqs']);
    expect(trailOf('/document/privacy-policy')).toEqual(['privacyPolicy']);
    expect(trailOf('/')).toEqual([]);
  });
});

describe('staticPage', () => {
  it('hands a personal page the locale and the query of the request', async () => {
    const seen: PageBodyProps[] = [];
    const page = staticPage('login', (props) => {
      seen.push(props);
      return <p>body</p>;
    });
    const html = await renderServer(page.Page(request('it-IT', { next: '/admin' })));
    expect(seen).toEqual([{ locale: 'it-IT', searchParams: { next: '/admin' } }]);
    expect(html).toContain('<p>body</p>');
  });

  it('never reads the query of a public page: its cached copy serves every query', async () => {
    const seen: PageBodyProps[] = [];
    let isRead = false;
    const query = {
      then: (resolve: (value: object) => void) => {
        isRead = true;
        resolve({ type: 'warranty' });
      },
    };
    const page = staticPage('downloads', (props) => {
      seen.push(props);
      return <p>body</p>;
    });
    await renderServer(
      page.Page({
        params: Promise.resolve({ locale: 'it-IT' }),
        searchParams: query as unknown as Promise<SearchParams>,
      }),
    );
    expect(seen).toEqual([{ locale: 'it-IT', searchParams: {} }]);
    expect(isRead).toBe(false);
  });

  it('still renders when called without a query (and without a body)', async () => {
    const html = await renderServer(
      staticPage('sitemap').Page({ params: Promise.resolve({ locale: 'en-US' }) }),
    );
    expect(html).toMatch(/<h1[^>]*>Sitemap<\/h1>/);
  });

  it('puts the trail first in the intro band, right above the heading, on every site page', async () => {
    for (const route of staticRoutes.filter((r) => r.layout === 'site' && r.path !== '/')) {
      const html = await renderServer(staticPage(route.key).Page(request('en-US')));
      const trail = breadcrumbsOf(html);
      expect(trail?.crumbs[0], route.key).toEqual({ name: 'Home', href: '/' });
      expect(trail?.crumbs.at(-1)?.href, route.key).toBeUndefined();
      expect(trail?.textBefore, route.key).toBe('');
      expect(trail?.textToHeading, route.key).toBe('');
      expect(html.match(/"@type":"BreadcrumbList"/g), route.key).toHaveLength(1);
    }
    expect(renderState.errors).toEqual([]);
  });

  it('names each crumb by its menu label, in the visitor’s language', async () => {
    renderState.locale = 'zh-CN';
    const html = await renderServer(staticPage('hybridSystem').Page(request('zh-CN')));
    const { default: core } = await import('@/messages/core/zh-CN.json');
    expect(breadcrumbsOf(html)?.crumbs).toEqual([
      { name: core.Common.home, href: '/' },
      { name: core.Pages.products.nav, href: '/products' },
      { name: core.Pages.hybridSystem.nav },
    ]);
  });

  it('gives no trail to the bare screens (no site navigation there)', async () => {
    for (const route of staticRoutes.filter((r) => r.layout === 'bare')) {
      const html = await renderServer(staticPage(route.key).Page(request('en-US')));
      expect(breadcrumbsOf(html), route.key).toBeNull();
      expect(html, route.key).toContain('<h1');
    }
  });
});
