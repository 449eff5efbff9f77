import { getTranslations } from 'next-intl/server';
import { AccountNav } from '@/components/account/account-nav';
import { HeaderSearch } from '@/components/search/header-search';
import { LanguageSwitcher } from './language-switcher';
import { siteMenu } from './menu-data';
import { SiteHeaderView } from './site-header-view.client';

// The header's markup lives in its client view: the page's RSC payload then carries the menu's
// data (shared with the footer) instead of its element tree a second time.
export async function SiteHeader() {
  const t = await getTranslations('Header');
  const menu = await siteMenu();
  return (
    <SiteHeaderView
      menu={menu.main}
      homeHref={menu.home}
      texts={{
        skipToContent: t('skipToContent'),
        homeLink: t('homeLink'),
        mainNavigation: t('mainNavigation'),
        openMenu: t('openMenu'),
        closeMenu: t('closeMenu'),
      }}
      languageSwitcher={<LanguageSwitcher />}
      account={<AccountNav />}
      searchMenu={<HeaderSearch id="search-menu" className="mt-4 mb-2 desk:hidden" />}
      searchBar={<HeaderSearch id="search-header" className="hidden w-44 desk:block" />}
    />
  );
}
