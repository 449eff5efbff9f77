// Whether a detail page's id exists, as proxy.ts asks it on every detail request. The server side
// (lib/server/data/known-details.ts, started by instrumentation.ts) answers from memory and puts
// its lookup here; the proxy only calls it. Kept on globalThis: the proxy and the server code are
// separate bundles in one process. See docs/architecture.md, Cache, CSP and nginx.
import { dynamicRoutes, findStaticRoute, isCertificateCheckPath } from './routes';

export type DetailKind = (typeof dynamicRoutes)[number]['key'];

/** true: the id exists; false: it does not; undefined: not known now (the page decides). */
export type DetailLookup = (kind: DetailKind, id: string) => Promise<boolean | undefined>;

/**
 * Set by the proxy on a request for an unknown id, to the page's locale; next.config's rewrites
 * (lib/i18n/rewrites.ts) then answer it with that language's one cached not-found page. A
 * certificate check's mark is `certificate:<locale>`, for the check's own not-found page.
 */
export const MISSING_DETAIL_HEADER = 'x-voltara-missing-detail';
export const CERTIFICATE_MARK = 'certificate:';

/** Which stored not-found page answers a path: the detail pages' or the certificate check's. */
export type MissingPage = 'detail' | 'certificate';

/** The mark's value for a missing page in a locale. */
export const missingMark = (page: MissingPage, locale: string) =>
  page === 'certificate' ? `${CERTIFICATE_MARK}${locale}` : locale;

const slot = globalThis as typeof globalThis & { __voltaraKnownDetails?: DetailLookup };

export function setDetailLookup(lookup: DetailLookup | undefined): void {
  slot.__voltaraKnownDetails = lookup;
}

/**
 * Is this unprefixed path the detail page of an id that does not exist, and which not-found page
 * answers it? False whenever that is not known for sure: the page itself answers then, as it
 * would without the index. A certificate check without a well-formed code is known missing at
 * once; any other path that is no detail id is answered at once (false, no promise): the proxy
 * waits on detail paths only.
 */
export function missingPage(rest: string): false | MissingPage | Promise<false | MissingPage> {
  const cut = rest.lastIndexOf('/');
  const base = rest.slice(0, cut);
  const id = rest.slice(cut + 1);
  const route = dynamicRoutes.find((r) => r.base === base && r.pattern.test(id));
  const page: MissingPage = isCertificateCheckPath(rest) ? 'certificate' : 'detail';
  if (!route) return page === 'certificate' ? page : false;
  const lookup = slot.__voltaraKnownDetails;
  // A page of its own (/products/high-voltage-lfp-battery) is no detail id.
  if (!lookup || findStaticRoute(rest)) return false;
  return lookup(route.key, id).then(
    (known) => known === false && page,
    () => false,
  );
}
