import 'server-only';
import { getLocale, getTranslations } from 'next-intl/server';
import { cache } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { getPathname } from '@/lib/i18n/navigation';
import { legalMenu, mainMenu, pathOf, type MenuSection } from '@/lib/site-menu';

/** A page of the menu; its path is its key. */
export type MenuLink = { href: string; label: string };
export type MenuGroup = { key: MenuSection['key']; label: string; links: MenuLink[] };

export type SiteMenu = { home: string; main: MenuGroup[]; legal: MenuGroup };

/**
 * The site's menu in the page's language, with every link's public path: what the header and
 * the footer render. Built once per render (React cache), so the two hand the very
 * same object to their client views and the page's RSC payload carries it once.
 */
export const siteMenu = cache(async (): Promise<SiteMenu> => {
  const [locale, nav, pages] = await Promise.all([
    getLocale() as Promise<Locale>,
    getTranslations('Nav'),
    getTranslations('Pages'),
  ]);
  const group = (section: MenuSection): MenuGroup => ({
    key: section.key,
    label: nav(section.key),
    links: section.pages.map((key) => ({
      href: getPathname({ href: pathOf(key), locale }),
      label: pages(`${key}.nav`),
    })),
  });
  return {
    home: getPathname({ href: '/', locale }),
    main: mainMenu.map(group),
    legal: group(legalMenu),
  };
});
