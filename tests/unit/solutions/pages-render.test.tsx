// The home, solution and platform bodies rendered to HTML with the real messages of every locale
// and fixture lists: no message may be missing, and the figures, modes, steps, latest news and
// case filter behave as required (requirements: Content), without a server.
import { createElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bucketByWebsite, emptyBuckets } from '@/lib/api/lists';
import { locales, type Locale } from '@/lib/i18n/locales';
import { renderState, resetRenderState } from '@/tests/support/render-mocks';
import { breadcrumbsOf, renderPage, renderServer } from '@/tests/support/render-server';

const lists = vi.hoisted(() => ({}) as Record<string, unknown[]>);
const mocks = vi.hoisted(() => () => import('@/tests/support/render-mocks'));
vi.mock('next-intl/server', async () => (await mocks()).nextIntlServer);
vi.mock('@/lib/i18n/navigation', async () => (await mocks()).i18nNavigation);
vi.mock('@/lib/i18n/client-navigation', async () => (await mocks()).i18nClientNavigation);
vi.mock('next/image', async () => (await mocks()).nextImage);
// The home sections' links (SiteLink) take Next's router.
vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  ...(await mocks()).nextNavigationHooks,
}));
vi.mock('@/lib/server/api-client', () => ({
  getList: async (path: string) =>
    path in lists ? bucketByWebsite(lists[path] as never[]) : emptyBuckets(),
}));

function useLocale(locale: Locale) {
  renderState.locale = locale;
}

const news = (id: number, websiteId: number, publishedOn: string) => ({
  id,
  websiteId,
  state: true,
  title: `News ${id} (${websiteId})`,
  summary: 'Summary',
  publishedOn,
});
const kase = (id: number, category: number | null, websiteId = 3) => ({
  id,
  websiteId,
  state: true,
  category,
  title: `Case ${id}`,
  summary: 'Summary',
  location: 'Somewhere',
  coverUrl: id === 1 ? 'https://cdn.example.com/x.jpg' : null,
});

const pages = async () => ({
  home: (await import('@/components/home/home-page')).HomePage,
  commercial: (await import('@/components/solutions/commercial-body')).CommercialBody,
  utility: (await import('@/components/solutions/utility-body')).UtilityBody,
  residential: (await import('@/components/solutions/residential-body')).ResidentialBody,
  cases: (await import('@/components/solutions/cases-body')).CasesBody,
  ecos: (await import('@/components/platforms/ecos-body')).EcosBody,
  ecosHub: (await import('@/components/platforms/ecos-hub-body')).EcosHubBody,
  panguOs: (await import('@/components/platforms/pangu-os-body')).PanguOsBody,
  openApi: (await import('@/components/platforms/open-api-body')).OpenApiBody,
});

async function renderAll(locale: Locale) {
  const p = await pages();
  const params = Promise.resolve({ locale });
  return {
    home: await renderServer(createElement(p.home, { params })),
    commercial: await renderServer(createElement(p.commercial)),
    utility: await renderServer(createElement(p.utility)),
    residential: await renderServer(createElement(p.residential)),
    cases: await renderServer(createElement(p.cases)),
    ecos: await renderServer(createElement(p.ecos)),
    ecosHub: await renderServer(createElement(p.ecosHub)),
    panguOs: await renderServer(createElement(p.panguOs)),
    openApi: await renderServer(createElement(p.openApi)),
  };
}

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

beforeEach(() => {
  resetRenderState();
  for (const path of Object.keys(lists)) delete lists[path];
  Object.assign(lists, {
    '/news': [
      news(1, 3, '2025-01-10'),
      news(2, 3, '2025-06-01'),
      news(3, 3, '2024-12-31'),
      news(4, 3, '2025-03-15'),
      news(5, 4, '2025-02-02'),
    ],
    '/cases': [kase(1, 1), kase(2, 2), kase(3, 3), kase(4, null), kase(5, 3), kase(6, 3, 4)],
  });
});

describe('home, solution and platform pages', () => {
  for (const locale of locales) {
    it(`render in ${locale} with every message present and sections starting at h2`, async () => {
      useLocale(locale);
      for (const [name, html] of Object.entries(await renderAll(locale))) {
        expect(html, name).toContain('<h2');
        expect(html, name).not.toMatch(/<h[4-6]/);
        expect(html, name).not.toMatch(/\b(Home|Solutions|Platforms)\.[a-z]/);
      }
      expect(renderState.errors).toEqual([]);
    });
  }

  it('shows exactly the three company figures, written the English and the German way', async () => {
    useLocale('en-US');
    const en = text((await renderAll('en-US')).home);
    // The label (dt) comes first in the markup; CSS shows the value above it.
    expect(en).toContain('Production capacity 2.5 GWh');
    expect(en).toContain('Production centers 3');
    expect(en).toContain('Years of research and development 16');
    useLocale('de-DE');
    const de = text((await renderAll('de-DE')).home);
    expect(de).toContain('Produktionskapazität 2,5 GWh');
    expect(de).toContain('Produktionsstandorte 3');
    expect(de).toContain('Jahre Forschung und Entwicklung 16');
  });

  it('links the three newest news items of the language, newest first, with a local date', async () => {
    useLocale('en-US');
    const home = (await renderAll('en-US')).home;
    const links = [...home.matchAll(/href="(\/explore\/news\/\d+)"/g)].map((m) => m[1]);
    expect(links).toEqual(['/explore/news/2', '/explore/news/4', '/explore/news/1']);
    expect(home).toMatch(/<time dateTime="2025-06-01"[^>]*>June 1, 2025<\/time>/);
    useLocale('de-DE');
    const de = (await renderAll('de-DE')).home;
    expect([...de.matchAll(/href="(\/explore\/news\/\d+)"/g)].map((m) => m[1])).toEqual([
      '/explore/news/5',
    ]);
    expect(de).toContain('2. Februar 2025');
  });

  it('shows the translated "no data" when the language has no news', async () => {
    lists['/news'] = [];
    useLocale('fr-FR');
    expect((await renderAll('fr-FR')).home).toContain('Aucune donnée');
  });

  it('carries the Organization JSON-LD and both newsletter links on the home page', async () => {
    useLocale('en-US');
    const home = (await renderAll('en-US')).home;
    expect(home).toContain('"@type":"Organization"');
    expect(home).toContain('"email":"info@voltara.example"');
    expect(home).toContain('href="#newsletter"');
    expect(home).toMatch(/href="\/contact-us"[^>]*>Talk to our team/);
  });

  it('ends each solution page with its contact block, which its contact button scrolls to', async () => {
    const html = await renderAll('en-US');
    for (const [name, path] of [
      ['commercial', '/solutions/commercial-industrial-ess'],
      ['utility', '/solutions/utility-ess'],
      ['residential', '/solutions/residential-ess'],
    ] as const) {
      expect(html[name], name).toContain(`href="${path}#contact"`);
      expect(html[name], name).toMatch(
        /<div id="contact"[^>]*>\s*<section aria-labelledby="contact-form-heading"/,
      );
    }
  });

  it('names the four residential operating modes in order', async () => {
    useLocale('en-US');
    const html = text((await renderAll('en-US')).residential);
    const order = ['Self-power', 'Time of use', 'Back up', 'Virtual power plant'].map((m) =>
      html.indexOf(m),
    );
    expect(order.every((i) => i >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it('lists the five Open API steps in order, in German too', async () => {
    useLocale('de-DE');
    const html = (await renderAll('de-DE')).openApi;
    const steps = html.match(/<ol[^>]*>(.*?)<\/ol>/s)?.[1] ?? '';
    expect([...steps.matchAll(/<h3[^>]*>(.*?)<\/h3>/g)].map((m) => m[1])).toEqual([
      'Offline per Telefon oder E-Mail beantragen',
      'In der API-Konsole anmelden',
      'Den Nutzungsleitfaden lesen',
      'Testen und debuggen',
      'Entwickeln',
    ]);
  });

  it('leads a developer to the API console for a sandbox key, in the page language', async () => {
    useLocale('de-DE');
    const html = (await renderAll('de-DE')).openApi;
    // The harness's Link keeps the unprefixed href (tests/support/render-mocks.tsx).
    expect(html).toMatch(/<a[^>]*href="\/personal-center#apiKeys"[^>]*>Zur API-Konsole<\/a>/);
    expect(text(html)).toContain('Für Sandbox-Schlüssel brauchen Sie keinen Antrag');
  });
});

describe('cases page', () => {
  const titles = (html: string) =>
    [...html.matchAll(/<h3[^>]*>(Case \d+)<\/h3>/g)].map((m) => m[1]);

  it('renders every case of the language, whatever the filter asked', async () => {
    useLocale('en-US');
    const { CasesBody } = await import('@/components/solutions/cases-body');
    const all = await renderServer(createElement(CasesBody));
    expect(titles(all)).toEqual(['Case 1', 'Case 2', 'Case 3', 'Case 4', 'Case 5']);
    expect(all).toContain('<p role="status" class="mt-6 text-slate-700">5 projects</p>');
    // The bare page's filter ("All") is marked until the browser reads the URL.
    expect(all).toMatch(/aria-current="page"[^>]*>All</);
    expect(all).not.toContain('data-nojs-only');
    expect(all).not.toContain('cdn.example.com');
  });

  it('links the filters in the URL and says "no data" when the language has no case', async () => {
    lists['/cases'] = [kase(1, 1)];
    const { CasesBody } = await import('@/components/solutions/cases-body');
    useLocale('en-US');
    const en = await renderServer(createElement(CasesBody));
    expect(en).toContain('href="/solutions/cases?category=residential"');
    expect(en).toContain('href="/solutions/cases"');
    expect(en).not.toContain('no data');
    useLocale('de-DE');
    expect(await renderServer(createElement(CasesBody))).toContain('Keine Daten');
  });
});

describe('the breadcrumb trail of the solution and platform pages', () => {
  const locale = () => ({ locale: renderState.locale });

  it('leads Home › Utility ESS above the heading, in the language of the page', async () => {
    const trail = breadcrumbsOf(
      await renderPage(import('@/app/[locale]/(site)/solutions/utility-ess/page'), locale()),
    );
    expect(trail?.crumbs).toEqual([{ name: 'Home', href: '/' }, { name: 'Utility ESS' }]);
    expect(trail?.textBefore).toBe('');
    expect(trail?.textToHeading).toBe('');
    useLocale('de-DE');
    const de = breadcrumbsOf(
      await renderPage(import('@/app/[locale]/(site)/platform/pangu-os/page'), locale()),
    );
    expect(de?.crumbs.map((c) => c.name)).toEqual(['Startseite', 'Pangu OS']);
    expect(de?.jsonLd).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Startseite', item: 'http://localhost:3000/de' },
        { position: 2, name: 'Pangu OS', item: 'http://localhost:3000/de/platform/pangu-os' },
      ],
    });
  });

  it('keeps the trail on the cases page, which renders the same for every query', async () => {
    const file = () => import('@/app/[locale]/(site)/solutions/cases/page');
    const html = await renderPage(file(), locale(), { category: 'residential' });
    expect(breadcrumbsOf(html)?.crumbs).toEqual([
      { name: 'Home', href: '/' },
      { name: 'Case Studies' },
    ]);
    expect(html).toBe(await renderPage(file(), locale()));
  });
});
