// The support bodies rendered to HTML with the real messages of every locale and fixture lists,
// so bad query input is checked end to end without a server: never a throw, script only as text.
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { locales, type Locale } from '@/lib/i18n/locales';
import type { SearchParams } from '@/lib/support/search-params';
import { renderState, resetRenderState } from '@/tests/support/render-mocks';
import { breadcrumbsOf, renderPage, renderServer } from '@/tests/support/render-server';

const mocks = vi.hoisted(() => () => import('@/tests/support/render-mocks'));
vi.mock('next-intl/server', async () => (await mocks()).nextIntlServer);
vi.mock('@/lib/i18n/navigation', async () => (await mocks()).i18nNavigation);
vi.mock('next/image', async () => (await mocks()).nextImage);
vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  ...(await mocks()).nextNavigationHooks,
}));
vi.mock('@/lib/server/api-client', async () => {
  const { fixtures } = await import('./fixtures');
  return { getList: async (path: string) => fixtures(path) };
});

const render = (Body: (query: SearchParams) => Promise<ReactNode>, query: SearchParams = {}) =>
  renderServer(Body(query));

function useLocale(locale: Locale) {
  renderState.locale = locale;
}

const bodies = async () => ({
  faqs: (await import('@/components/support/faqs-body')).FaqsBody,
  video: (await import('@/components/support/video-body')).VideoBody,
  warranty: (await import('@/components/support/warranty-body')).WarrantyBody,
  corporate: (await import('@/components/support/corporate-body')).CorporateBody,
  downloads: (await import('@/components/support/downloads-body')).DownloadsBody,
  localSupport: (await import('@/components/support/local-support-body')).LocalSupportBody,
  howToBuy: (await import('@/components/support/how-to-buy-body')).HowToBuyBody,
});

const hostile: SearchParams = {
  q: '<script>alert(1)</script>',
  series: '"><img src=x onerror=alert(1)>',
  type: 'manual',
  lang: 'xx',
  year: '99999',
  format: ['exe', 'pdf'],
  country: 'ZZ',
};

beforeEach(resetRenderState);

describe('support pages', () => {
  for (const locale of locales) {
    it(`render in ${locale} with every message present, for plain and hostile queries`, async () => {
      useLocale(locale);
      for (const [name, Body] of Object.entries(await bodies())) {
        for (const query of [{}, hostile]) {
          const html = await render(Body, query);
          expect(html, name).toContain('<h2');
          expect(html, name).not.toContain('<script>alert');
          expect(html, name).not.toContain('<img src=x');
        }
      }
      expect(renderState.errors).toEqual([]);
    });
  }

  it('shows a script keyword as escaped text and the German "no data"', async () => {
    useLocale('de-DE');
    const { downloads, faqs } = await bodies();
    for (const Body of [downloads, faqs]) {
      const html = await render(Body, { q: '<script>alert(1)</script>' });
      expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(html).toContain('Keine Daten');
    }
  });

  it('narrows the downloads by type and says so in the URL-driven form', async () => {
    useLocale('en-US');
    const html = await render((await bodies()).downloads, { type: 'warranty' });
    expect(html).toContain('Limited warranty');
    expect(html).not.toContain('Hybrid system datasheet');
    expect(html).toMatch(/<option value="warranty" selected="">/);
    expect(html).toContain('download=""');
  });

  it('cuts an overlong keyword and says so', async () => {
    useLocale('en-US');
    const html = await render((await bodies()).downloads, { q: 'a'.repeat(5000) });
    expect(html).toContain('shortened to the first 100 characters');
    expect(html).not.toContain('a'.repeat(101));
  });

  it('finds a German FAQ answer and opens it', async () => {
    useLocale('de-DE');
    const html = await render((await bodies()).faqs, { q: 'JAHREN' });
    expect(html).toContain('Garantie von 10 Jahren');
    expect(html).toContain('<details open=""');
    expect(html).not.toContain('Kälte');
  });

  it('lists only the partners of ?country=DE, with the country named in the page language', async () => {
    useLocale('fr-FR');
    const html = await render((await bodies()).howToBuy, { country: 'de' });
    expect(html).toContain('Sonnenwerk');
    expect(html).not.toContain('Groen Licht');
    expect(html).toContain('Allemagne');
  });
});

describe('the breadcrumb trail of the support pages', () => {
  it('leads Home › Downloads above the heading and keeps the filters of the URL', async () => {
    const html = await renderPage(
      import('@/app/[locale]/(site)/support-center/downloads/page'),
      { locale: 'en-US' },
      { type: 'warranty' },
    );
    const trail = breadcrumbsOf(html);
    expect(trail?.crumbs).toEqual([{ name: 'Home', href: '/' }, { name: 'Downloads' }]);
    expect(trail?.textBefore).toBe('');
    expect(trail?.textToHeading).toBe('');
    expect(html).toMatch(/<h1[^>]*>Download center<\/h1>/);
    expect(html).toContain('Limited warranty');
    expect(html).not.toContain('Hybrid system datasheet');
  });

  it('names the FAQ page in French and links home', async () => {
    useLocale('fr-FR');
    const html = await renderPage(import('@/app/[locale]/(site)/support-center/faqs/page'), {
      locale: 'fr-FR',
    });
    const trail = breadcrumbsOf(html);
    expect(trail?.crumbs).toEqual([{ name: 'Accueil', href: '/' }, { name: 'FAQ' }]);
    expect(html).toContain('aria-current="page"');
    expect(renderState.errors).toEqual([]);
  });
});
