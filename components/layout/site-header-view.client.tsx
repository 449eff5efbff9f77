'use client';

import { SiteLink as Link } from '@/lib/i18n/site-link.client';
import type { ReactNode } from 'react';
import { Wordmark } from './logo';
import type { MenuGroup } from './menu-data';
import { MenuButton } from './menu-button.client';

type Props = {
  menu: MenuGroup[];
  homeHref: string;
  texts: {
    skipToContent: string;
    homeLink: string;
    mainNavigation: string;
    openMenu: string;
    closeMenu: string;
  };
  languageSwitcher: ReactNode;
  account: ReactNode;
  /** The search box in the mobile menu and in the header bar (components/search). */
  searchMenu: ReactNode;
  searchBar: ReactNode;
};

// Menu links are not fetched ahead (SiteLink fetches on hover): a pointer crossing the open
// dropdowns would fetch a page for every link it passed. Desktop dropdowns open on hover and on
// keyboard focus (focus-within), with no script; below 780 px the same navigation becomes the
// mobile menu, opened by MenuButton. The menu's parts are styled by the nav-* rules of
// globals.css. The links' paths come localized from the server (components/layout/menu-data.ts).
export function SiteHeaderView({
  menu,
  homeHref,
  texts,
  languageSwitcher,
  account,
  searchMenu,
  searchBar,
}: Props) {
  return (
    <header
      id="site-header"
      className="group/header sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur"
    >
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-brand-900 focus:px-4 focus:py-2 focus:text-white"
      >
        {texts.skipToContent}
      </a>
      <div className="site-container flex h-16 items-center gap-4">
        <Link href={homeHref} aria-label={texts.homeLink} className="shrink-0 rounded">
          <Wordmark />
        </Link>
        <nav
          id="main-nav"
          aria-label={texts.mainNavigation}
          className="absolute inset-x-0 top-16 hidden max-h-[calc(100vh-4rem)] overflow-y-auto border-b border-slate-200 bg-white px-4 pb-6 group-data-[menu=open]/header:block desk:static desk:block desk:max-h-none desk:overflow-visible desk:border-0 desk:bg-transparent desk:p-0"
        >
          {searchMenu}
          <ul className="flex flex-col gap-1 desk:flex-row desk:gap-0">
            {menu.map((section) => (
              <li key={section.key} className="nav-item">
                <span className="nav-label">{section.label}</span>
                <ul className="nav-panel">
                  {section.links.map((link) => (
                    <li key={link.href}>
                      <Link prefetch={false} href={link.href} className="nav-link">
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-2">
          {searchBar}
          {languageSwitcher}
          {account}
          <MenuButton openLabel={texts.openMenu} closeLabel={texts.closeMenu} />
        </div>
      </div>
    </header>
  );
}
