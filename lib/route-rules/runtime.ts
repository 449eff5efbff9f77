// The route rules in this process, as proxy.ts reads them. The server side
// (lib/server/route-rules/loader.ts, started by instrumentation.ts) loads the rules from the
// database and puts the compiled set here; the proxy only reads it, so no page request ever
// waits on the database. Kept on globalThis: the proxy and the server code are separate bundles
// in one process. Hits are counted here in memory and flushed to the database in batches.
import { emptyRuleSet, findRedirect, type RuleSet } from './match';
import type { RuleStatus } from './types';

type Slot = {
  set: RuleSet;
  /** Rule id → hits since the last flush, and the time of the last one (ms). */
  hits: Map<number, { count: number; last: number }>;
  hasFailed: boolean;
};

const global = globalThis as typeof globalThis & { __voltaraRouteRules?: Slot };

function slot(): Slot {
  return (global.__voltaraRouteRules ??= {
    set: emptyRuleSet(),
    hits: new Map(),
    hasFailed: false,
  });
}

export function setActiveRuleSet(set: RuleSet): void {
  slot().set = set;
}

export type RuleHit = { id: number; count: number; last: Date };

/** The hits counted since the last call, and a fresh count from now on. */
export function takeHits(): RuleHit[] {
  const s = slot();
  const taken = s.hits;
  s.hits = new Map();
  return [...taken].map(([id, { count, last }]) => ({ id, count, last: new Date(last) }));
}

/** Hits that could not be written go back into the count (the next flush tries again). */
export function returnHits(hits: readonly RuleHit[]): void {
  const s = slot();
  for (const { id, count, last } of hits) countHit(s, id, count, last.getTime());
}

function countHit(s: Slot, id: number, count: number, at: number): void {
  const seen = s.hits.get(id);
  if (seen) {
    seen.count += count;
    seen.last = Math.max(seen.last, at);
  } else s.hits.set(id, { count, last: at });
}

export type RuleAnswer =
  | { location: string; status: RuleStatus; response?: undefined }
  /** A fetch (Next's router) asking for a path that leaves the site: see below. */
  | { response: Response; location: string; status?: undefined };

/**
 * The redirect a route rule gives this request, or null. Never throws: a failure here serves
 * the page as if there were no rules (logged once).
 *
 * A client-side navigation fetches the page's data with fetch(); a redirect to another site
 * would make the browser follow it there as a cross-origin request (refused by CORS, and a
 * request to that site from a mere prefetch). So a fetch of a path that leaves the site gets a
 * 204 instead: Next's router takes an answer that is not its data as a cue to load the address
 * as a page, and that page request gets the redirect, which the browser follows away.
 */
export function applyRouteRules(
  pathname: string,
  search: string,
  headers: Headers,
): RuleAnswer | null {
  const s = slot();
  try {
    const found = findRedirect(s.set, pathname, search);
    if (!found) return null;
    if (found.absolute && headers.get('sec-fetch-dest') === 'empty') {
      const response = new Response(null, {
        status: 204,
        headers: { 'Cache-Control': 'private, no-store', 'X-Route-Rule': 'leaves-site' },
      });
      return { response, location: found.location };
    }
    countHit(s, found.ruleId, 1, Date.now());
    return { location: found.location, status: found.status };
  } catch (error) {
    if (!s.hasFailed) console.error('[route-rules] lookup failed; serving without rules:', error);
    s.hasFailed = true;
    return null;
  }
}
