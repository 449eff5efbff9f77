import NextLink from 'next/link';
import { useLocale } from 'next-intl';
import { createNavigation } from 'next-intl/navigation';
import type { ComponentProps } from 'react';
import { routing } from './routing';

// Every localized link goes through these (STYLE.md habit 7).
export const { redirect, usePathname, useRouter, getPathname } = createNavigation(routing);

type Href = Parameters<typeof getPathname>[0]['href'];
export type LinkProps = Omit<ComponentProps<typeof NextLink>, 'href' | 'locale'> & { href: Href };

/**
 * A link to a page of the current language: the public path is built where the link renders
 * (a server component on the server, a client one in the browser) and handed to next/link as
 * it is. next-intl's own Link sent every link to the browser wrapped in a client component of
 * its own with four more props (issue 12: 80 links made 5 KB of every cached home page); the
 * site never uses what they are for (links into another language, its locale cookie: the
 * language switcher and proxy.ts do that).
 */
export function Link({ href, ...rest }: LinkProps) {
  const locale = useLocale();
  return <NextLink href={getPathname({ href, locale })} {...rest} />;
}
