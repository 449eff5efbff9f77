// Stand-ins for what a Next request provides, shared by the render tests of every area. A test
// file wires them with one line each (vi.mock is hoisted per file, so it stays in the test):
//
//   vi.mock('next-intl/server', async () => (await import('@/tests/support/render-mocks')).nextIntlServer);
//
// and sets `renderState.locale` (and `now`) before rendering; missing messages are collected in
// `renderState.errors` instead of being printed.
import { createElement } from 'react';
import { createFormatter, createTranslator } from 'use-intl/core';
import type { Locale } from '@/lib/i18n/locales';
import { loadMessages } from '@/lib/i18n/messages';
import core from '@/messages/core/en-US.json';

export const renderState = {
  locale: 'en-US' as Locale,
  now: new Date('2026-11-24T10:00:00Z'),
  errors: [] as string[],
};

/** Back to English, the fixed "now" and no recorded error (call it in beforeEach). */
export function resetRenderState() {
  renderState.locale = 'en-US';
  renderState.now = new Date('2026-11-24T10:00:00Z');
  renderState.errors = [];
}

// Read when called: importing it at the top would load the mocked next-intl/server from inside
// its own mock factory.
const siteTimeZone = async () => (await import('@/lib/i18n/request')).SITE_TIME_ZONE;

type Scope = string | { locale?: string; namespace?: string } | undefined;
type Translate = (key: string, values?: Record<string, unknown>) => string;

/** next-intl/server: the real messages of `renderState.locale` (or the asked locale). */
export const nextIntlServer = {
  getTranslations: async (scope?: Scope): Promise<Translate> => {
    const { locale = renderState.locale, namespace } =
      typeof scope === 'string' ? { namespace: scope } : (scope ?? {});
    return createTranslator({
      locale,
      messages: await loadMessages(locale as Locale),
      namespace,
      timeZone: await siteTimeZone(),
      onError: (error: Error) => renderState.errors.push(error.message),
    } as never) as unknown as Translate;
  },
  getFormatter: async () =>
    createFormatter({ locale: renderState.locale, timeZone: await siteTimeZone() }),
  getLocale: async () => renderState.locale,
  getMessages: async () => loadMessages(renderState.locale),
  getNow: async () => renderState.now,
  setRequestLocale: () => undefined,
  getRequestConfig: <T,>(factory: T) => factory,
};

type Href = string | { pathname: string; query?: Record<string, string> };

function hrefOf(href: Href): string {
  if (typeof href === 'string') return href;
  const query = new URLSearchParams(href.query).toString();
  return query ? `${href.pathname}?${query}` : href.pathname;
}

/** Props of Next's Link and Image that are no HTML attribute. */
function withoutNextProps(props: Record<string, unknown>) {
  const html = { ...props };
  for (const name of ['scroll', 'prefetch', 'replace', 'fill', 'preload']) delete html[name];
  return html;
}

/** @/lib/i18n/navigation: a plain anchor with the unprefixed href the page asked for. */
export const i18nNavigation = {
  Link: ({ href, ...props }: Record<string, unknown>) =>
    createElement('a', { href: hrefOf(href as Href), ...withoutNextProps(props) }),
  getPathname: ({ href }: { href: Href }) => hrefOf(href),
  usePathname: () => '/',
  useRouter: () => ({ push: () => undefined, replace: () => undefined, refresh: () => undefined }),
};

/** @/lib/i18n/client-navigation: the same links and hooks, in the language of renderState. */
export const i18nClientNavigation = {
  ...i18nNavigation,
  useLocale: () => renderState.locale,
  useErrorTexts: () => core.Errors,
  PageLanguageProvider: ({ children }: { children: React.ReactNode }) => children,
};

/** next/image's props as given; `preload` shows as data-preload so a test can see it. */
const imageProps = (props: Record<string, unknown>) => ({
  ...withoutNextProps(props),
  'data-preload': props.preload ? 'true' : undefined,
});

/** next/image: a plain img (the component, and getImageProps for components/media/site-image). */
export const nextImage = {
  default: (props: Record<string, unknown>) => createElement('img', imageProps(props)),
  getImageProps: (props: Record<string, unknown>) => ({ props: imageProps(props) }),
};

/** next/navigation's hooks for client components (notFound and the rest stay real). */
export const nextNavigationHooks = {
  useRouter: () => ({ push: () => undefined, replace: () => undefined, refresh: () => undefined }),
  usePathname: () => '/',
  useSearchParams: () => new URLSearchParams(),
};
