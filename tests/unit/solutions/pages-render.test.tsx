// The home, solution and platform bodies rendered to HTML with the real messages of every locale
// and fixture lists: no message may be missing, and the figures, modes, steps, latest news and
// case filter behave as issue 3 asks, without a server.
import { createElement, Fragment, isValidElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createTranslator } from 'use-intl/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bucketByWebsite, emptyBuckets } from '@/lib/api/lists';
import { locales, type Locale } from '@/lib/i18n/locales';
import { loadMessages } from '@/lib/i18n/messages';

const state = vi.hoisted(() => ({
  locale: 'en-US',
  messages: {} as Record<string, unknown>,
  errors: [] as string[],
  lists: {} as Record<string, unknown[]>,
}));

vi.mock('next-intl/server', () => ({
  getLocale: async () => state.locale,
  setRequestLocale: () => undefined,
  getTranslations: async (namespace?: string) =>
    createTranslator({
      locale: state.locale as Locale,
      messages: state.messages as never,
      namespace: namespace as never,
      timeZone: 'Europe/Berlin',
      onError: (error) => state.errors.push(error.message),
    }),
}));
vi.mock('@/lib/i18n/navigation', async () => {
  const { createElement: h } = await import('react');
  type Href = string | { pathname: string; query?: Record<string, string> };
  const toString = (href: Href) =>
    typeof href === 'string'
      ? href
      : `${href.pathname}${href.query ? `?${new URLSearchParams(href.query)}` : ''}`;
  return {
    Link: ({ href, ...props }: { href: Href }) => h('a', { ...props, href: toString(href) }),
  };
});
vi.mock('next/image', async () => {
  const { createElement: h } = await import('react');
  return {
    default: ({ preload, ...props }: Record<string, unknown>) =>
      h('img', { ...props, 'data-preload': preload ? 'true' : undefined }),
  };
});
vi.mock('@/lib/server/api-client', () => ({
  getList: async (path: string) =>
    path in state.lists ? bucketByWebsite(state.lists[path] as never[]) : emptyBuckets(),
}));

/** Await every server component of a tree, as the RSC renderer would (none here is a client one). */
async function resolve(node: unknown): Promise<ReactNode> {
  if (Array.isArray(node)) return (await Promise.all(node.map(resolve))) as ReactNode;
  if (!isValidElement(node)) return node as ReactNode;
  const { type, props } = node as { type: unknown; props: Record<string, unknown> };
  if (typeof type === 'function') return resolve(await (type as (p: unknown) => unknown)(props));
  if (props && 'children' in props) {
    const children = await resolve(props.children);
    const list = Array.isArray(props.children) ? (children as ReactNode[]) : [children];
    return createElement(type as never, { ...props, key: node.key }, ...list);
  }
  return node;
}

async function render(node: ReactNode): Promise<string> {
  return renderToStaticMarkup(createElement(Fragment, null, await resolve(node)));
}

async function useLocale(locale: Locale) {
  state.locale = locale;
  state.messages = await loadMessages(locale);
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
    home: await render(createElement(p.home, { params })),
    commercial: await render(createElement(p.commercial)),
    utility: await render(createElement(p.utility)),
    residential: await render(createElement(p.residential)),
    cases: await render(createElement(p.cases, { filter: 'all' })),
    ecos: await render(createElement(p.ecos)),
    ecosHub: await render(createElement(p.ecosHub)),
    panguOs: await render(createElement(p.panguOs)),
    openApi: await render(createElement(p.openApi)),
  };
}

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

beforeEach(() => {
  state.errors = [];
  state.lists = {
    '/news': [
      news(1, 3, '2025-01-10'),
      news(2, 3, '2025-06-01'),
      news(3, 3, '2024-12-31'),
      news(4, 3, '2025-03-15'),
      news(5, 4, '2025-02-02'),
    ],
    '/cases': [kase(1, 1), kase(2, 2), kase(3, 3), kase(4, null), kase(5, 3), kase(6, 3, 4)],
  };
});

describe('home, solution and platform pages', () => {
  for (const locale of locales) {
    it(`render in ${locale} with every message present and sections starting at h2`, async () => {
      await useLocale(locale);
      for (const [name, html] of Object.entries(await renderAll(locale))) {
        expect(html, name).toContain('<h2');
        expect(html, name).not.toMatch(/<h[4-6]/);
        expect(html, name).not.toMatch(/\b(Home|Solutions|Platforms)\.[a-z]/);
      }
      expect(state.errors).toEqual([]);
    });
  }

  it('shows exactly the three company figures, written the English and the German way', async () => {
    await useLocale('en-US');
    const en = text((await renderAll('en-US')).home);
    // The label (dt) comes first in the markup; CSS shows the value above it.
    expect(en).toContain('Production capacity 2.5 GWh');
    expect(en).toContain('Production centers 3');
    expect(en).toContain('Years of research and development 16');
    await useLocale('de-DE');
    const de = text((await renderAll('de-DE')).home);
    expect(de).toContain('Produktionskapazität 2,5 GWh');
    expect(de).toContain('Produktionsstandorte 3');
    expect(de).toContain('Jahre Forschung und Entwicklung 16');
  });

  it('links the three newest news items of the language, newest first, with a local date', async () => {
    await useLocale('en-US');
    const home = (await renderAll('en-US')).home;
    const links = [...home.matchAll(/href="(\/explore\/news\/\d+)"/g)].map((m) => m[1]);
    expect(links).toEqual(['/explore/news/2', '/explore/news/4', '/explore/news/1']);
    expect(home).toMatch(/<time dateTime="2025-06-01"[^>]*>June 1, 2025<\/time>/);
    await useLocale('de-DE');
    const de = (await renderAll('de-DE')).home;
    expect([...de.matchAll(/href="(\/explore\/news\/\d+)"/g)].map((m) => m[1])).toEqual([
      '/explore/news/5',
    ]);
    expect(de).toContain('2. Februar 2025');
  });

  it('shows the translated "no data" when the language has no news', async () => {
    state.lists['/news'] = [];
    await useLocale('fr-FR');
    expect((await renderAll('fr-FR')).home).toContain('Aucune donnée');
  });

  it('carries the Organization JSON-LD and both newsletter links on the home page', async () => {
    await useLocale('en-US');
    const home = (await renderAll('en-US')).home;
    expect(home).toContain('"@type":"Organization"');
    expect(home).toContain('"email":"info@voltara.example"');
    expect(home).toContain('href="#newsletter"');
    expect(home).toMatch(/href="\/contact-us"[^>]*>Talk to our team/);
  });

  it('names the four residential operating modes in order', async () => {
    await useLocale('en-US');
    const html = text((await renderAll('en-US')).residential);
    const order = ['Self-power', 'Time of use', 'Back up', 'Virtual power plant'].map((m) =>
      html.indexOf(m),
    );
    expect(order.every((i) => i >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it('lists the five Open API steps in order, in German too', async () => {
    await useLocale('de-DE');
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
});

describe('cases page', () => {
  const titles = (html: string) =>
    [...html.matchAll(/<h3[^>]*>(Case \d+)<\/h3>/g)].map((m) => m[1]);

  it('shows only the residential cases of the language for residential', async () => {
    await useLocale('en-US');
    const { CasesBody } = await import('@/components/solutions/cases-body');
    const html = await render(createElement(CasesBody, { filter: 'residential' }));
    expect(titles(html)).toEqual(['Case 3', 'Case 5']);
    expect(html).toMatch(/aria-current="page"[^>]*>Residential</);
  });

  it('shows every case for all, a missing category under utility, and never an external cover', async () => {
    await useLocale('en-US');
    const { CasesBody } = await import('@/components/solutions/cases-body');
    const all = await render(createElement(CasesBody, { filter: 'all' }));
    expect(titles(all)).toEqual(['Case 1', 'Case 2', 'Case 3', 'Case 4', 'Case 5']);
    expect(all).not.toContain('cdn.example.com');
    const utility = await render(createElement(CasesBody, { filter: 'utility' }));
    expect(titles(utility)).toEqual(['Case 1', 'Case 4']);
  });

  it('links the filters in the URL and says "no data" when nothing matches', async () => {
    state.lists['/cases'] = [kase(1, 1)];
    await useLocale('de-DE');
    const { CasesBody } = await import('@/components/solutions/cases-body');
    const html = await render(createElement(CasesBody, { filter: 'commercial' }));
    expect(html).toContain('href="/solutions/cases?category=residential"');
    expect(html).toContain('href="/solutions/cases"');
    expect(html).toContain('Keine Daten');
  });
});
