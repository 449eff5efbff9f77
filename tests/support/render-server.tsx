import { NextIntlClientProvider } from 'next-intl';
import { createElement, Fragment, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import type { ErrorTexts } from '@/lib/i18n/error-texts';
import { PageLanguageProvider } from '@/lib/i18n/client-navigation';
import type { Locale } from '@/lib/i18n/locales';
import { loadMessages } from '@/lib/i18n/messages';

/**
 * The HTML of a server component tree, rendered by React's own server renderer without a Next
 * server: async components and promised children are awaited by React (as in a real request),
 * client components run their hooks in a normal render. The text separators (`<!-- -->`) and
 * Suspense markers are dropped, so the markup reads like renderToStaticMarkup's.
 */
export async function renderServer(
  node: ReactNode | Promise<ReactNode>,
  /** The page's language, for client components that ask for it (as the root layout gives). */
  { locale }: { locale?: string } = {},
): Promise<string> {
  const children = await node;
  const tree = locale ? (
    <PageLanguageProvider
      locale={locale as Locale}
      errors={(await loadMessages(locale as Locale)).Errors as ErrorTexts}
    >
      <NextIntlClientProvider locale={locale as Locale} messages={{}}>
        {children}
      </NextIntlClientProvider>
    </PageLanguageProvider>
  ) : (
    createElement(Fragment, null, children)
  );
  const { prelude } = await prerenderToNodeStream(tree, {
    // A throwing component rejects the render; nothing is logged twice.
    onError: () => undefined,
  });
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html.replace(/<!-- -->|<!--\/?\$[!?]?-->/g, '');
}

/** The JSON-LD blocks of a page, parsed. */
export function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? '{}') as Record<string, unknown>,
  );
}

/** The visible text: scripts and tags dropped, the entities the figures use decoded. */
export function textOf(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&gt;/g, '>')
    .replace(/&lt;/g, '<')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/\s+/g, ' ');
}

type Crumb = { name: string; href?: string };

/**
 * The breadcrumb trail of a page (the nav holding the BreadcrumbList): each crumb's name and
 * link (the current page has none), the visible text before it and between it and the next h1,
 * so a test can tell where the trail sits.
 */
export function breadcrumbsOf(html: string) {
  const nav = [...html.matchAll(/<nav\b[^>]*>.*?<\/nav>/gs)].find((m) =>
    m[0].includes('"@type":"BreadcrumbList"'),
  );
  if (!nav) return null;
  const end = nav.index + nav[0].length;
  const items = nav[0].match(/<ol[^>]*>(.*?)<\/ol>/s)?.[1] ?? '';
  const crumbs: Crumb[] = [...items.matchAll(/<li[^>]*>(.*?)<\/li>/gs)].map(([, item = '']) => {
    const link = /<a [^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/s.exec(item);
    const name = textOf(
      link ? (link[2] ?? '') : item.replace(/<span aria-hidden="true">.*?<\/span>/, ''),
    );
    return link ? { name: name.trim(), href: link[1] } : { name: name.trim() };
  });
  return {
    crumbs,
    jsonLd: jsonLdOf(nav[0])[0],
    textBefore: textOf(html.slice(0, nav.index)).trim(),
    textToHeading: textOf(html.slice(end, html.indexOf('<h1', end))).trim(),
  };
}

type PageProps = {
  params: Promise<Record<string, string>>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/**
 * A page file rendered as Next would render it for a request: its default export with the
 * route's params and the query, e.g.
 * `renderPage(import('@/app/[locale]/(site)/products/page'), { locale: 'de-DE' }, { category: 'battery' })`.
 */
export async function renderPage(
  file: Promise<{ default: unknown }>,
  params: Record<string, string>,
  query: Record<string, string | string[]> = {},
): Promise<string> {
  const Page = (await file).default as (props: PageProps) => ReactNode | Promise<ReactNode>;
  return renderServer(
    Page({ params: Promise.resolve(params), searchParams: Promise.resolve(query) }),
  );
}
