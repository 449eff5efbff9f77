// The support bodies rendered to HTML with the real messages of every locale and fixture lists.
// The pages are cached the same for every query: the server renders whole lists and
// never reads the query, which the browser applies (the select rules are tested on their own).
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { locales, type Locale } from '@/lib/i18n/locales';
import { renderState, resetRenderState } from '@/tests/support/render-mocks';
import { breadcrumbsOf, renderPage, renderServer } from '@/tests/support/render-server';

const mocks = vi.hoisted(() => () => import('@/tests/support/render-mocks'));
vi.mock('next-intl/server', async () => (await mocks()).nextIntlServer);
vi.mock('@/lib/i18n/navigation', async () => (await mocks()).i18nNavigation);
vi.mock('@/lib/i18n/client-navigation', async () => (await mocks()).i18nClientNavigation);
vi.mock('next/image', async () => (await mocks()).nextImage);
vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  ...(await mocks()).nextNavigationHooks,
}));
vi.mock('@/lib/server/api-client', async () => {
  const { fixtures } = await import('./fixtures');
  return { getList: async (path: string) => fixtures(path) };
});

const render = (Body: () => Promise<ReactNode>) => renderServer(Body());

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

const hostile = {
  q: '<script>alert(1)</script>',
  series: '"><img src=x onerror=alert(1)>',
  type: 'warranty',
  lang: 'xx',
  year: '99999',
  format: ['exe', 'pdf'],
  country: 'DE',
};

beforeEach(resetRenderState);

describe('support pages', () => {
  for (const locale of locales) {
    it(`render in ${locale} with every message present`, async () => {
      useLocale(locale);
      for (const [name, Body] of Object.entries(await bodies())) {
        const html = await render(Body);
        expect(html, name).toContain('<h2');
        expect(html, name).not.toContain('data-nojs-only');
      }
      expect(renderState.errors).toEqual([]);
    });
  }

  it('lists every document with empty filter fields and the full count', async () => {
    useLocale('en-US');
    const html = await render((await bodies()).downloads);
    expect(html).toContain('Limited warranty');
    expect(html).toContain('Hybrid system datasheet');
    expect(html).toMatch(/<option value="" selected="">All types<\/option>/);
    expect(html).toContain(
      '<p role="status" class="font-medium text-slate-800">3 documents found.</p>',
    );
    expect(html).not.toContain('Reset filters');
    expect(html).toContain('download=""');
  });

  it('lists every FAQ closed, and every partner, with their counts', async () => {
    useLocale('de-DE');
    const { faqs, howToBuy } = await bodies();
    const questions = await render(faqs);
    expect(questions).toContain('Garantie von 10 Jahren');
    expect(questions).toContain('Kälte');
    expect(questions).not.toContain('<details open');
    expect(questions).toContain('>2 Fragen</p>');
    useLocale('fr-FR');
    const partners = await render(howToBuy);
    expect(partners).toContain('Sonnenwerk');
    expect(partners).toContain('Groen Licht');
    expect(partners).toContain('Allemagne');
    expect(partners).toContain('>2 partenaires trouvés.</p>');
  });
});

describe('the breadcrumb trail of the support pages', () => {
  it('leads Home › Downloads above the heading, the same page for any query', async () => {
    const file = () => import('@/app/[locale]/(site)/support-center/downloads/page');
    const html = await renderPage(file(), { locale: 'en-US' }, hostile);
    expect(html).toBe(await renderPage(file(), { locale: 'en-US' }));
    const trail = breadcrumbsOf(html);
    expect(trail?.crumbs).toEqual([{ name: 'Home', href: '/' }, { name: 'Downloads' }]);
    expect(trail?.textBefore).toBe('');
    expect(trail?.textToHeading).toBe('');
    expect(html).toMatch(/<h1[^>]*>Download center<\/h1>/);
    expect(html).not.toContain('&lt;script');
  });

  it('renders the FAQ and partner pages the same for any query', async () => {
    for (const file of [
      () => import('@/app/[locale]/(site)/support-center/faqs/page'),
      () => import('@/app/[locale]/(site)/how-to-buy/page'),
    ]) {
      expect(await renderPage(file(), { locale: 'en-US' }, hostile)).toBe(
        await renderPage(file(), { locale: 'en-US' }),
      );
    }
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
