import { getTranslations } from 'next-intl/server';
import { AccountNav } from '@/components/account/account-nav';
import { HeaderSearch } from '@/components/search/header-search';
import { Link } from '@/lib/i18n/navigation';
import { mainMenu, pathOf } from '@/lib/site-menu';
import { LanguageSwitcher } from './language-switcher';
import { Wordmark } from './logo';
import { MenuButton } from './menu-button.client';

// Menu links are not prefetched: some forty per page would each cost a server render on every
// page view (pages are rendered per request). Desktop dropdowns open on hover and on keyboard focus (focus-within), with no script; below
// 780 px the same navigation becomes the mobile menu, opened by MenuButton.
export async function SiteHeader() {
  const t = await getTranslations('Header');
  const nav = await getTranslations('Nav');
  const pages = await getTranslations('Pages');
  return (
    <header
      id="site-header"
      className="group/header sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur"
    >
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-brand-900 focus:px-4 focus:py-2 focus:text-white"
      >
        {t('skipToContent')}
      </a>
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4">
        <Link href="/" aria-label={t('homeLink')} className="shrink-0 rounded">
          <Wordmark />
        </Link>
        <nav
          id="main-nav"
          aria-label={t('mainNavigation')}
          className="absolute inset-x-0 top-16 hidden max-h-[calc(100vh-4rem)] overflow-y-auto border-b border-slate-200 bg-white px-4 pb-6 group-data-[menu=open]/header:block desk:static desk:block desk:max-h-none desk:overflow-visible desk:border-0 desk:bg-transparent desk:p-0"
        >
          <HeaderSearch id="search-menu" className="mt-4 mb-2 desk:hidden" />
          <ul className="flex flex-col gap-1 desk:flex-row desk:gap-0">
            {mainMenu.map((section) => (
              <li key={section.key} className="group/item relative">
                <span className="block px-3 pt-4 pb-1 text-sm font-semibold text-slate-600 desk:px-3 desk:py-5 desk:text-[0.95rem] desk:text-slate-800 desk:group-hover/item:text-brand-700 desk:group-focus-within/item:text-brand-700">
                  {nav(section.key)}
                </span>
                <ul className="desk:pointer-events-none desk:absolute desk:left-0 desk:top-full desk:min-w-60 desk:rounded-b-lg desk:border desk:border-slate-200 desk:bg-white desk:py-2 desk:opacity-0 desk:shadow-lg desk:transition desk:group-hover/item:pointer-events-auto desk:group-hover/item:opacity-100 desk:group-focus-within/item:pointer-events-auto desk:group-focus-within/item:opacity-100">
                  {section.pages.map((key) => (
                    <li key={key}>
                      <Link
                        prefetch={false}
                        href={pathOf(key)}
                        className="block rounded px-3 py-2 text-slate-800 hover:bg-brand-50 hover:text-brand-800"
                      >
                        {pages(`${key}.nav`)}
                      </Link>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <HeaderSearch id="search-header" className="hidden w-44 desk:block" />
          <LanguageSwitcher />
          <AccountNav />
          <MenuButton openLabel={t('openMenu')} closeLabel={t('closeMenu')} />
        </div>
      </div>
    </header>
  );
}
