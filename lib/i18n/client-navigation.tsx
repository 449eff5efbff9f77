'use client';

import { usePathname as useNextPathname, useRouter as useNextRouter } from 'next/navigation';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { ErrorTexts } from './error-texts';
import type { Locale } from './locales';
import { localizedPath, unlocalizedPath, type Href } from './paths';
import { SiteLink, type SiteLinkProps } from './site-link.client';

/**
 * The page's language and error texts in the browser, given by the root layout. next-intl's
 * client provider and hooks carry its ICU message formatter (12 KB gzipped) into every page's
 * first load, so none is used in the browser: client components take their language,
 * links and router from here, and their texts from the server (the estimator's message filling
 * is components/estimator/texts.client.tsx).
 */
type PageLanguage = { locale: Locale; errors: ErrorTexts };

const PageLanguageContext = createContext<PageLanguage | null>(null);

export function PageLanguageProvider({
  locale,
  errors,
  children,
}: PageLanguage & { children: ReactNode }) {
  const value = useMemo(() => ({ locale, errors }), [locale, errors]);
  return <PageLanguageContext value={value}>{children}</PageLanguageContext>;
}

function usePageLanguage(): PageLanguage {
  const value = useContext(PageLanguageContext);
  if (!value)
    throw new Error('A client component asked for the page language outside the root layout');
  return value;
}

export const useLocale = (): Locale => usePageLanguage().locale;
export const useErrorTexts = (): ErrorTexts => usePageLanguage().errors;

type LinkProps = Omit<SiteLinkProps, 'href'> & { href: Href };

/** A link to a page of the current language (lib/i18n/navigation.tsx's Link, for the browser). */
export function Link({ href, ...rest }: LinkProps) {
  return <SiteLink href={localizedPath(href, useLocale())} {...rest} />;
}

/** The current page's path without its language prefix, as next-intl's usePathname gives it. */
export function usePathname(): string {
  return unlocalizedPath(useNextPathname(), useLocale());
}

type NavigateOptions = Parameters<ReturnType<typeof useNextRouter>['push']>[1];

/** Next's router, taking pages of the current language ("/login", not "/de/login"). */
export function useRouter() {
  const router = useNextRouter();
  const locale = useLocale();
  return useMemo(
    () => ({
      ...router,
      push: (href: Href, options?: NavigateOptions) =>
        router.push(localizedPath(href, locale), options),
      replace: (href: Href, options?: NavigateOptions) =>
        router.replace(localizedPath(href, locale), options),
    }),
    [router, locale],
  );
}
