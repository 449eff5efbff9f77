import { operationIds } from './open-api/operation-ids';

// Every public route of the site (requirements: Routes, plus the screens "implied by labels").
// proxy.ts redirects any path that matches none of these; the sitemap, the /sitemap page and
// the tests read the same table, so a route cannot exist in one place and be missing in another.

export type PageKey =
  | 'home'
  | 'login'
  | 'signUp'
  | 'retrievePassword'
  | 'contactUs'
  | 'expo'
  | 'activity'
  | 'news'
  | 'blog'
  | 'ecos'
  | 'ecosHub'
  | 'openApi'
  | 'openApiReference'
  | 'panguOs'
  | 'products'
  | 'batteryBox'
  | 'hybridSystem'
  | 'sitemap'
  | 'aboutUs'
  | 'installer'
  | 'cases'
  | 'utilityEss'
  | 'residentialEss'
  | 'estimator'
  | 'commercialEss'
  | 'faqs'
  | 'video'
  | 'warranty'
  | 'corporate'
  | 'downloads'
  | 'localSupport'
  | 'cookiesPolicy'
  | 'privacyPolicy'
  | 'serviceAgreement'
  | 'vulnerabilityPolicy'
  | 'personalCenter'
  | 'howToBuy'
  | 'findInstaller'
  | 'community'
  | 'maintenance'
  | 'joinUs'
  | 'appDownload'
  | 'underMaintenance'
  | 'newsletter'
  | 'search';

export type StaticRoute = {
  key: PageKey;
  path: string;
  /** 'bare' = layout disabled (/login, /contact-us and the other account screens). */
  layout: 'site' | 'bare';
  /** Listed in sitemap.xml; private or transient screens are not. */
  indexable: boolean;
  /**
   * Rendered per request for one visitor: account screens and result pages that read
   * the session or the query. Every other page comes from the full-route cache.
   */
  personal?: true;
};

const site = (key: PageKey, path: string): StaticRoute => ({
  key,
  path,
  layout: 'site',
  indexable: true,
});
const bare = (key: PageKey, path: string, indexable = true): StaticRoute => ({
  key,
  path,
  layout: 'bare',
  indexable,
});
const personal = (route: StaticRoute): StaticRoute => ({ ...route, personal: true });

export const staticRoutes: readonly StaticRoute[] = [
  site('home', '/'),
  personal(bare('login', '/login')),
  personal(bare('signUp', '/sign-up')),
  personal(bare('retrievePassword', '/retrieve-password')),
  bare('contactUs', '/contact-us'),
  site('expo', '/explore/expo'),
  site('activity', '/explore/activity'),
  site('news', '/explore/news'),
  site('blog', '/explore/blog'),
  site('ecos', '/platform/ecos'),
  site('ecosHub', '/platform/ecos-hub'),
  site('openApi', '/platform/open-api'),
  site('openApiReference', '/platform/open-api/reference'),
  site('panguOs', '/platform/pangu-os'),
  site('products', '/products'),
  site('batteryBox', '/products/high-voltage-lfp-battery'),
  site('hybridSystem', '/products/three-phase-home-battery-energy-storage-system'),
  site('sitemap', '/sitemap'),
  site('aboutUs', '/about-us'),
  site('installer', '/installer'),
  site('cases', '/solutions/cases'),
  site('utilityEss', '/solutions/utility-ess'),
  site('residentialEss', '/solutions/residential-ess'),
  site('estimator', '/estimator'),
  site('commercialEss', '/solutions/commercial-industrial-ess'),
  site('faqs', '/support-center/faqs'),
  site('video', '/support-center/video'),
  site('warranty', '/support-center/warranty'),
  site('corporate', '/support-center/corporate'),
  site('downloads', '/support-center/downloads'),
  site('localSupport', '/support-center/local_support'),
  site('cookiesPolicy', '/document/cookies-policy'),
  site('privacyPolicy', '/document/privacy-policy'),
  site('serviceAgreement', '/document/service-agreement'),
  site('vulnerabilityPolicy', '/document/vulnerability-disclosure-policy'),
  personal({ key: 'personalCenter', path: '/personal-center', layout: 'site', indexable: false }),
  site('howToBuy', '/how-to-buy'),
  site('findInstaller', '/find-installer'),
  site('community', '/community'),
  site('maintenance', '/maintenance'),
  site('joinUs', '/join-us'),
  site('appDownload', '/app-download'),
  { key: 'underMaintenance', path: '/page-under-maintenance', layout: 'site', indexable: false },
  // Where the newsletter's confirmation and unsubscribe links land; not for search.
  personal({ key: 'newsletter', path: '/newsletter', layout: 'site', indexable: false }),
  // Site search: its results depend on ?q, so it is rendered per request; the
  // header's box answers while typing from /api/search. Not for crawlers.
  personal({ key: 'search', path: '/search', layout: 'site', indexable: false }),
];

/** A certificate's public check code: 128 random bits, base64url (lib/server/warranty). */
export const certificateCodePattern = /^[A-Za-z0-9_-]{22}$/;

/** Detail routes: one dynamic segment under a list route. */
export const dynamicRoutes = [
  { key: 'newsDetail', base: '/explore/news', param: 'id', pattern: /^[1-9][0-9]{0,9}$/ },
  {
    key: 'blogDetail',
    base: '/explore/blog',
    param: 'keytitle',
    pattern: /^[a-z0-9][a-z0-9-]{0,119}$/i,
  },
  { key: 'productDetail', base: '/products', param: 'id', pattern: /^[a-z0-9][a-z0-9-]{0,119}$/i },
  // One operation of the Open API's reference: only the operations there are.
  {
    key: 'openApiOperation',
    base: '/platform/open-api/reference',
    param: 'operation',
    pattern: new RegExp(`^(${operationIds.join('|')})$`),
  },
  // The public check of a warranty certificate's QR code; see isCertificateCheckPath.
  {
    key: 'warrantyVerify',
    base: '/warranty/verify',
    param: 'code',
    pattern: certificateCodePattern,
  },
] as const;

const CHECK_BASE = '/warranty/verify';

/**
 * The public check of a certificate: /warranty/verify (its form's target) and every path below
 * it, whatever follows. Unlike the other detail routes, a malformed code is no reason to send
 * the visitor home: a mistyped code, a misread scan or a forged certificate gets the same 404
 * as an unknown code, which says so (requirements: Warranty).
 */
export function isCertificateCheckPath(path: string): boolean {
  return path === CHECK_BASE || path.startsWith(`${CHECK_BASE}/`);
}

const staticPaths = new Set(staticRoutes.map((r) => r.path));
const personalPaths = new Set(staticRoutes.filter((r) => r.personal).map((r) => r.path));

export function findStaticRoute(
  value: string,
  by: 'path' | 'key' = 'path',
): StaticRoute | undefined {
  return staticRoutes.find((r) => r[by] === value);
}

/**
 * The editor console: /admin and everything below it, in any language prefix; its
 * own layout checks the role and sends languages other than en and zh to /admin. Not in the
 * route table, so it stays out of the sitemap, menus and the public route sweeps.
 */
export function isConsolePath(path: string): boolean {
  return path === '/admin' || path.startsWith('/admin/');
}

/**
 * Does an unprefixed path name a page? A detail path with a well-formed id matches even when no
 * item has that id: the page answers 404 then (unknown ids are a 404, not a redirect). Every
 * path of the certificate check matches, well-formed or not.
 */
export function isKnownPath(path: string): boolean {
  if (staticPaths.has(path) || isConsolePath(path) || isCertificateCheckPath(path)) return true;
  const cut = path.lastIndexOf('/');
  if (cut <= 0) return false;
  const base = path.slice(0, cut);
  const segment = path.slice(cut + 1);
  return dynamicRoutes.some((r) => r.base === base && r.pattern.test(segment));
}

/**
 * Is this unprefixed path rendered per request for one visitor? The console and the
 * personal routes are; they keep the nonce CSP and `private, no-store`. Everything else is a
 * public page from the full-route cache.
 */
export function isPersonalPath(path: string): boolean {
  // Asked by proxy.ts on every page request: a set lookup, not a walk of the table.
  return isConsolePath(path) || personalPaths.has(path);
}

/** Files served as they are (app icons, robots, the sitemap, public/ dirs): never a page path. */
const publicFiles = new Set(['/robots.txt', '/sitemap.xml', '/favicon.ico', '/icon.svg']);
const publicDirs = /^\/(images|files|fonts)\//;

export function isPublicFile(pathname: string): boolean {
  return publicFiles.has(pathname) || publicDirs.test(pathname);
}
