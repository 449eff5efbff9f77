import { createElement } from 'react';
import { createTranslator } from 'use-intl/core';
import { bucketByWebsite, emptyBuckets } from '@/lib/api/lists';
import type { Locale } from '@/lib/i18n/locales';
import { loadMessages } from '@/lib/i18n/messages';

// Stand-ins for the Next request: the real messages of `state.locale`, fixture API answers.
export const state = {
  locale: 'en-US' as Locale,
  errors: [] as string[],
  products: [] as Record<string, unknown>[],
  details: new Map<string, Record<string, unknown>>(),
};

type Scope = string | { locale?: string; namespace?: string } | undefined;

export const nextIntlServer = {
  getLocale: async () => state.locale,
  setRequestLocale: () => undefined,
  getTranslations: async (scope?: Scope) => {
    const { locale = state.locale, namespace } =
      typeof scope === 'string' ? { namespace: scope } : (scope ?? {});
    const messages = await loadMessages(locale as Locale);
    return createTranslator({
      locale,
      messages,
      namespace,
      onError: (error: Error) => state.errors.push(error.message),
    } as never) as unknown as (key: string, values?: Record<string, unknown>) => string;
  },
};

type Href = string | { pathname: string; query?: Record<string, string> };

export const navigation = {
  Link: ({ href, ...props }: { href: Href }) =>
    createElement('a', {
      ...props,
      href: typeof href === 'string' ? href : `${href.pathname}?${new URLSearchParams(href.query)}`,
    }),
};

export const image = {
  default: ({ preload, ...props }: Record<string, unknown>) =>
    createElement('img', { ...props, 'data-preload': preload ? 'true' : undefined }),
};

export const apiClient = {
  getList: async (path: string) =>
    path === '/products' ? bucketByWebsite(state.products as never[]) : emptyBuckets(),
  getItem: async (path: string) => state.details.get(path) ?? null,
};

export const navigationNext = {
  notFound: () => {
    throw new Error('NEXT_NOT_FOUND');
  },
};
