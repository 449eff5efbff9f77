// The rule set as the proxy holds it: per language variant an exact map and a prefix
// trie, so a lookup costs a map get per path segment whatever the number of rules. Chains
// (a → b → c) are followed when the set is loaded for fixed targets and at lookup for splat
// targets: the visitor always gets one redirect to where the chain ends.
import { localizePath, splitLanguage } from '@/lib/i18n/resolve';
import { languageCodes, type LanguageCode } from '@/lib/i18n/locales';
import { canonicalSegments, parseSource, parseTarget, type ParsedTarget } from './paths';
import { isPermanentStatus, type RouteRule, type RuleKind, type RuleStatus } from './types';

export type Entry = {
  rule: RouteRule;
  kind: RuleKind;
  /** Canonical segments of the source (without the `*`). */
  segments: string[];
  target: ParsedTarget;
  /** Where a fixed target's chain ends, per language, when it goes on past this rule. */
  flat?: Map<LanguageCode, Landing>;
};

type Node = { children?: Map<string, Node>; prefix?: Entry; exact?: Entry };
type Table = { exact: Map<string, Entry>; root: Node };

export type RuleSet = {
  /** The stored version these rules are (route_rules_state.version); 0 for none. */
  version: number;
  entries: Entry[];
  /** 'all' and one table per language code that has rules of its own. */
  tables: Map<string, Table>;
};

/** Where a chain of rules lands, before the request's own query string is added. */
export type Landing = {
  /** A prefixed path of this site, or an absolute URL; no query, no fragment. */
  url: string;
  absolute: boolean;
  /** The targets' own query parameters. */
  query: string;
  /** Whether the request's query string reaches the end (every rule of the chain keeps it). */
  keepsQuery: boolean;
  hash: string;
  status: RuleStatus;
  /** The rules passed through, first to last. */
  ruleIds: number[];
};

export type Redirect = { location: string; status: RuleStatus; ruleId: number; absolute: boolean };

/** A chain longer than this stops where it is (loops are refused when written; this is a guard). */
const MAX_HOPS = 32;

export const emptyRuleSet = (version = 0): RuleSet => ({ version, entries: [], tables: new Map() });

/** The languages a rule applies to. */
export const languagesOf = (rule: RouteRule): readonly LanguageCode[] =>
  rule.variant === 'all' ? languageCodes : [rule.variant];

function toEntry(rule: RouteRule): Entry | null {
  const source = parseSource(rule.source);
  const target = parseTarget(rule.target);
  if (!source.ok || !target.ok) return null;
  return { rule, kind: source.kind, segments: source.segments, target };
}

function insert(table: Table, entry: Entry): void {
  let node = table.root;
  for (const segment of entry.segments) {
    node.children ??= new Map();
    let child = node.children.get(segment);
    if (!child) node.children.set(segment, (child = {}));
    node = child;
  }
  if (entry.kind === 'prefix') node.prefix = entry;
  else {
    node.exact = entry;
    table.exact.set(`/${entry.segments.join('/')}`, entry);
  }
}

/**
 * Build the lookup structure from stored rules. A rule that no longer parses (written by an
 * older version of these checks) is left out rather than failing the set.
 */
export function compileRules(rules: readonly RouteRule[], version = 0): RuleSet {
  const set = emptyRuleSet(version);
  for (const rule of rules) {
    const entry = toEntry(rule);
    if (!entry) continue;
    set.entries.push(entry);
    let table = set.tables.get(rule.variant);
    if (!table) set.tables.set(rule.variant, (table = { exact: new Map(), root: {} }));
    insert(table, entry);
  }
  // Fixed targets: flatten their chains now, once per language they apply to.
  for (const entry of set.entries) {
    if (entry.target.absolute || entry.target.splat) continue;
    for (const code of languagesOf(entry.rule)) {
      const landing = follow(set, code, entry, '');
      if (landing.ruleIds.length > 1) (entry.flat ??= new Map()).set(code, landing);
    }
  }
  return set;
}

type Match = { entry: Entry; depth: number };

/** The rule for these canonical segments in this language: exact first, then longest prefix. */
export function matchSegments(set: RuleSet, code: LanguageCode, segments: string[]): Match | null {
  const own = set.tables.get(code);
  const all = set.tables.get('all');
  const key = `/${segments.join('/')}`;
  const exact = own?.exact.get(key) ?? all?.exact.get(key);
  if (exact) return { entry: exact, depth: segments.length };
  let best: Match | null = null;
  // The language's own rules first: at the same depth they win over rules for all.
  for (const table of [own, all]) {
    let node: Node | undefined = table?.root;
    for (let depth = 0; node; depth++) {
      if (node.prefix && (!best || depth > best.depth)) best = { entry: node.prefix, depth };
      if (depth === segments.length) break;
      node = node.children?.get(segments[depth]!);
    }
  }
  return best;
}

/** One rule applied: its target with the splat filled in, in the request's language. */
function land(entry: Entry, code: LanguageCode, splat: string): Landing {
  const { target, rule } = entry;
  const path = target.splat ? (splat ? `${target.base}/${splat}` : target.base) : target.base;
  return {
    url: target.absolute ? path : localizePath(code, path || '/'),
    absolute: target.absolute,
    query: target.query,
    keepsQuery: rule.keepQuery,
    hash: target.hash,
    status: rule.status,
    ruleIds: [rule.id],
  };
}

/** A permanent move followed by a temporary one is temporary as a whole. */
function chainStatus(first: RuleStatus, next: RuleStatus): RuleStatus {
  if (!isPermanentStatus(first) || isPermanentStatus(next)) return first;
  return first === 301 ? 302 : 307;
}

const joinQuery = (a: string, b: string) => (a && b ? `${a}&${b}` : a || b);

/** The chain from `entry` to its end, in one language; `onHop` sees each rule passed. */
function follow(
  set: RuleSet,
  code: LanguageCode,
  entry: Entry,
  splat: string,
  onHop?: (entry: Entry, landing: Landing) => void,
): Landing {
  let landing = land(entry, code, splat);
  onHop?.(entry, landing);
  const seen = new Set([entry.rule.id]);
  while (!landing.absolute && landing.ruleIds.length < MAX_HOPS) {
    const { rest } = splitLanguage(landing.url);
    if (rest === '/') break;
    const segments = rest.slice(1).split('/');
    const next = matchSegments(set, code, segments);
    if (!next || seen.has(next.entry.rule.id)) break;
    seen.add(next.entry.rule.id);
    const hop = land(next.entry, code, segments.slice(next.depth).join('/'));
    onHop?.(next.entry, hop);
    landing = {
      ...hop,
      query: joinQuery(hop.query, hop.keepsQuery ? landing.query : ''),
      keepsQuery: landing.keepsQuery && hop.keepsQuery,
      hash: hop.hash || landing.hash,
      status: chainStatus(landing.status, hop.status),
      ruleIds: [...landing.ruleIds, ...hop.ruleIds],
    };
  }
  return landing;
}

/** The full address of a landing, with the request's query string where the chain keeps it. */
export function locationOf(landing: Landing, requestQuery: string): string {
  const query = joinQuery(landing.query, landing.keepsQuery ? requestQuery : '');
  return `${landing.url}${query ? `?${query}` : ''}${landing.hash}`;
}

type Found = { code: LanguageCode; match: Match; segments: string[] };

function lookup(set: RuleSet, pathname: string): Found | null {
  if (set.entries.length === 0) return null;
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
  const { code, rest } = splitLanguage(path);
  if (rest === '/') return null;
  const segments = canonicalSegments(rest);
  if (!segments) return null;
  const match = matchSegments(set, code, segments);
  return match ? { code, match, segments } : null;
}

function landingOf(set: RuleSet, { code, match, segments }: Found): Landing {
  const { entry, depth } = match;
  if (!entry.target.splat) return entry.flat?.get(code) ?? land(entry, code, '');
  return follow(set, code, entry, segments.slice(depth).join('/'));
}

/**
 * The redirect for a request path (as the proxy sees it: percent-encoded, maybe with a language
 * prefix and a trailing slash) and its query string (with or without the `?`), or null.
 */
export function findRedirect(set: RuleSet, pathname: string, search: string): Redirect | null {
  const found = lookup(set, pathname);
  if (!found) return null;
  const landing = landingOf(set, found);
  return {
    location: locationOf(landing, search.startsWith('?') ? search.slice(1) : search),
    status: landing.status,
    ruleId: found.match.entry.rule.id,
    absolute: landing.absolute,
  };
}

export type TraceHop = { rule: RouteRule; to: string };
export type Trace = { hops: TraceHop[]; redirect: Redirect | null };

/** "Test a path" in the console: which rule applies, each rule of the chain, where it ends. */
export function traceRedirect(set: RuleSet, pathname: string, search = ''): Trace {
  const found = lookup(set, pathname);
  if (!found) return { hops: [], redirect: null };
  const hops: TraceHop[] = [];
  const { entry, depth } = found.match;
  follow(set, found.code, entry, found.segments.slice(depth).join('/'), (hop, landing) =>
    hops.push({ rule: hop.rule, to: locationOf(landing, '') }),
  );
  return { hops, redirect: findRedirect(set, pathname, search) };
}

/** The entry's flattened landing in one language (fixed targets), for the JSON answer. */
export function landingIn(set: RuleSet, entry: Entry, code: LanguageCode): Landing {
  return entry.flat?.get(code) ?? land(entry, code, '');
}

/**
 * The rules that may take over from `entry` in `code` (where a path it sends visitors to is
 * matched again). Exact for fixed targets; for a splat target every rule at or below its base
 * and the prefix covering it, which may name a rule that some splats never reach: a loop
 * through it is refused all the same (it loops for some path, or could once a rule is added).
 */
export function nextRules(set: RuleSet, entry: Entry, code: LanguageCode): Entry[] {
  const { target } = entry;
  if (target.absolute) return [];
  const base = target.base === '/' || target.base === '' ? [] : target.base.slice(1).split('/');
  const found = base.length ? matchSegments(set, code, base) : null;
  const next = found ? [found.entry] : [];
  if (!target.splat) return next;
  for (const table of [set.tables.get(code), set.tables.get('all')]) {
    let node: Node | undefined = table?.root;
    for (let depth = 0; node && depth < base.length; depth++) {
      if (node.prefix) next.push(node.prefix);
      node = node.children?.get(base[depth]!);
    }
    // Everything in the subtree at the base.
    const stack = node ? [node] : [];
    while (stack.length) {
      const n = stack.pop()!;
      if (n.prefix) next.push(n.prefix);
      if (n.exact && n !== node) next.push(n.exact);
      if (n.children) stack.push(...n.children.values());
    }
  }
  return next;
}

/**
 * A loop among the rules (a → b → … → a, in some language), as the rules in order, or null.
 * `from`: only loops reachable from these rules (a write checks the rule it writes).
 */
export function findLoop(set: RuleSet, from?: readonly number[]): RouteRule[] | null {
  const starts = from ? set.entries.filter((e) => from.includes(e.rule.id)) : set.entries;
  for (const code of languageCodes) {
    // 1 = on the current path, 2 = done (no loop through it).
    const state = new Map<Entry, 1 | 2>();
    for (const start of starts) {
      if (!languagesOf(start.rule).includes(code) || state.has(start)) continue;
      const path: Entry[] = [];
      const stack: { entry: Entry; next: Entry[] }[] = [];
      const enter = (entry: Entry) => {
        state.set(entry, 1);
        path.push(entry);
        stack.push({ entry, next: nextRules(set, entry, code) });
      };
      enter(start);
      while (stack.length) {
        const top = stack[stack.length - 1]!;
        const next = top.next.pop();
        if (!next) {
          state.set(top.entry, 2);
          stack.pop();
          path.pop();
          continue;
        }
        const seen = state.get(next);
        if (seen === 1) return [...path.slice(path.indexOf(next)), next].map((e) => e.rule);
        if (seen === undefined) enter(next);
      }
    }
  }
  return null;
}
