// Whether a detail page's id exists, as proxy.ts asks it on every detail request. The server side
// (lib/server/data/known-details.ts, started by instrumentation.ts) answers from memory and puts
// its lookup here; the proxy only calls it. Kept on globalThis: the proxy and the server code are
// separate bundles in one process. See docs/architecture.md, Cache, CSP and nginx.
import { dynamicRoutes, findStaticRoute } from './routes';

export type DetailKind = (typeof dynamicRoutes)[number]['key'];

/** true: the id exists; false: it does not; undefined: not known now (the page decides). */
export type DetailLookup = (kind: DetailKind, id: string) => Promise<boolean | undefined>;

/**
 * Set by the proxy on a request for an unknown id, to the page's locale; next.config's rewrites
 * (lib/i18n/rewrites.ts) then answer it with that language's one cached not-found page.
 */
export const MISSING_DETAIL_HEADER = 'x-voltara-missing-detail';

const slot = globalThis as typeof globalThis & { __voltaraKnownDetails?: DetailLookup };

export function setDetailLookup(lookup: DetailLookup | undefined): void {
  slot.__voltaraKnownDetails = lookup;
}

/**
 * Is this unprefixed path the detail page of an id that does not exist? False whenever that is
 * not known for sure: the page itself answers then, as it would without the index. Any other
 * path is answered at once (false, no promise): the proxy waits on detail paths only.
 */
export function isUnknownDetail(rest: string): false | Promise<boolean> {
  const lookup = slot.__voltaraKnownDetails;
  if (!lookup) return false;
  const cut = rest.lastIndexOf('/');
  const base = rest.slice(0, cut);
  const id = rest.slice(cut + 1);
  const route = dynamicRoutes.find((r) => r.base === base && r.pattern.test(id));
  // A page of its own (/products/high-voltage-lfp-battery) is no detail id.
  if (!route || findStaticRoute(rest)) return false;
  return lookup(route.key, id).then(
    (known) => known === false,
    () => false,
  );
}
