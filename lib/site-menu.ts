// The header, the mobile menu, the footer and the /sitemap page share one menu.
import { findStaticRoute, type PageKey } from './routes';

export type MenuSection = {
  key:
    | 'solutions'
    | 'products'
    | 'platforms'
    | 'explore'
    | 'support'
    | 'partners'
    | 'company'
    | 'legal'
    | 'account';
  pages: readonly PageKey[];
};

export const mainMenu: readonly MenuSection[] = [
  {
    key: 'solutions',
    pages: ['commercialEss', 'utilityEss', 'residentialEss', 'estimator', 'cases'],
  },
  { key: 'products', pages: ['products', 'hybridSystem', 'batteryBox'] },
  { key: 'platforms', pages: ['ecos', 'ecosHub', 'panguOs', 'openApi', 'openApiReference'] },
  { key: 'explore', pages: ['news', 'blog', 'expo', 'activity'] },
  {
    key: 'support',
    pages: ['faqs', 'video', 'warranty', 'corporate', 'downloads', 'localSupport', 'maintenance'],
  },
  {
    key: 'partners',
    pages: ['howToBuy', 'findInstaller', 'installer', 'community', 'appDownload'],
  },
  { key: 'company', pages: ['aboutUs', 'joinUs', 'contactUs'] },
];

export const legalMenu: MenuSection = {
  key: 'legal',
  pages: ['cookiesPolicy', 'privacyPolicy', 'serviceAgreement', 'vulnerabilityPolicy', 'sitemap'],
};

export const accountMenu: MenuSection = {
  key: 'account',
  pages: ['login', 'signUp', 'retrievePassword', 'personalCenter'],
};

export function pathOf(key: PageKey): string {
  const route = findStaticRoute(key, 'key');
  if (!route) throw new Error(`No route for page key ${key}`);
  return route.path;
}
