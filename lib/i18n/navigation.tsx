import { redirect as nextRedirect } from 'next/navigation';
import { useLocale } from 'next-intl';
import type { Locale } from './locales';
import { localizedPath, type Href } from './paths';
import { SiteLink, type SiteLinkProps } from './site-link.client';

// Every localized link of a server component goes through these; client
// components take theirs from ./client-navigation. next-intl's createNavigation is not used:
// its Link is a client component of next-intl's own, and merely creating it put next-intl's
// client runtime with its ICU formatter (12 KB gzipped) into every page's first load.

/** The public path of a page in a language ("/products" in de-DE → "/de/products"). */
export function getPathname({ href, locale }: { href: Href; locale: Locale }): string {
  return localizedPath(href, locale);
}

/** Redirects to a page in a language (a server component or action stops here). */
export function redirect({ href, locale }: { href: Href; locale: Locale }): never {
  return nextRedirect(localizedPath(href, locale));
}

export type LinkProps = Omit<SiteLinkProps, 'href'> & { href: Href };

/**
 * A link to a page of the current language: the public path is built on the server and handed
 * to SiteLink (./site-link.client) as it is. next-intl's own Link sent every link to the browser
 * wrapped in a client component of its own with four more props (5 KB on a home page of 80
 * links); the site never uses what they are for (links into another
 * language, its locale cookie: the language switcher and proxy.ts do that).
 */
export function Link({ href, ...rest }: LinkProps) {
  return <SiteLink href={localizedPath(href, useLocale() as Locale)} {...rest} />;
}
