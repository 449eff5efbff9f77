// The support bodies rendered to HTML with the real messages of every locale and fixture lists,
// so bad query input is checked end to end without a server: never a throw, script only as text.
import { createElement, Fragment, isValidElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createTranslator } from 'use-intl/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { locales, type Locale } from '@/lib/i18n/locales';
import { loadMessages } from '@/lib/i18n/messages';
import type { SearchParams } from '@/lib/support/search-params';

const state = vi.hoisted(() => ({
  locale: 'en-US',
  messages: {} as Record<string, unknown>,
  errors: [] as string[],
}));

vi.mock('next-intl/server', () => ({
  getLocale: async () => state.locale,
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
  return { Link: (props: { href: string }) => h('a', props) };
});
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: () => undefined }) }));
vi.mock('next/image', async () => {
  const { createElement: h } = await import('react');
  return { default: (props: Record<string, unknown>) => h('img', props) };
});
vi.mock('@/lib/server/api-client', async () => {
  const { fixtures } = await import('./fixtures');
  return { getList: async (path: string) => fixtures(path) };
});

/** Await the async server components of a tree, as the RSC renderer would. */
async function resolve(node: unknown): Promise<ReactNode> {
  if (Array.isArray(node)) return (await Promise.all(node.map(resolve))) as ReactNode;
  if (!isValidElement(node)) return node as ReactNode;
  const { type, props } = node as { type: unknown; props: Record<string, unknown> };
  if (typeof type === 'function' && type.constructor.name === 'AsyncFunction') {
    return resolve(await (type as (p: unknown) => Promise<unknown>)(props));
  }
  if (props && 'children' in props) {
    // Spread static children again (as JSX did) so React does not ask them for keys.
    const children = await resolve(props.children);
    const list = Array.isArray(props.children) ? (children as ReactNode[]) : [children];
    return createElement(type as never, { ...props, key: node.key }, ...list);
  }
  return node;
}

async function render(
  Body: (query: SearchParams) => Promise<ReactNode>,
  query: SearchParams = {},
): Promise<string> {
  const tree = await resolve(await Body(query));
  return renderToStaticMarkup(createElement(Fragment, null, tree));
}

async function useLocale(locale: Locale) {
  state.locale = locale;
  state.messages = await loadMessages(locale);
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

beforeEach(() => {
  state.errors = [];
});

describe('support pages', () => {
  for (const locale of locales) {
    it(`render in ${locale} with every message present, for plain and hostile queries`, async () => {
      await useLocale(locale);
      for (const [name, Body] of Object.entries(await bodies())) {
        for (const query of [{}, hostile]) {
          const html = await render(Body, query);
          expect(html, name).toContain('<h2');
          expect(html, name).not.toContain('<script>alert');
          expect(html, name).not.toContain('<img src=x');
        }
      }
      expect(state.errors).toEqual([]);
    });
  }

  it('shows a script keyword as escaped text and the German "no data"', async () => {
    await useLocale('de-DE');
    const { downloads, faqs } = await bodies();
    for (const Body of [downloads, faqs]) {
      const html = await render(Body, { q: '<script>alert(1)</script>' });
      expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(html).toContain('Keine Daten');
    }
  });

  it('narrows the downloads by type and says so in the URL-driven form', async () => {
    await useLocale('en-US');
    const html = await render((await bodies()).downloads, { type: 'warranty' });
    expect(html).toContain('Limited warranty');
    expect(html).not.toContain('Hybrid system datasheet');
    expect(html).toMatch(/<option value="warranty" selected="">/);
    expect(html).toContain('download=""');
  });

  it('cuts an overlong keyword and says so', async () => {
    await useLocale('en-US');
    const html = await render((await bodies()).downloads, { q: 'a'.repeat(5000) });
    expect(html).toContain('shortened to the first 100 characters');
    expect(html).not.toContain('a'.repeat(101));
  });

  it('finds a German FAQ answer and opens it', async () => {
    await useLocale('de-DE');
    const html = await render((await bodies()).faqs, { q: 'JAHREN' });
    expect(html).toContain('Garantie von 10 Jahren');
    expect(html).toContain('<details open=""');
    expect(html).not.toContain('Kälte');
  });

  it('lists only the partners of ?country=DE, with the country named in the page language', async () => {
    await useLocale('fr-FR');
    const html = await render((await bodies()).howToBuy, { country: 'de' });
    expect(html).toContain('Sonnenwerk');
    expect(html).not.toContain('Groen Licht');
    expect(html).toContain('Allemagne');
  });
});
