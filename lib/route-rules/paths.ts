// Sources and targets of route rules: what an editor may write, and the one canonical form in
// which a source is stored and a request path is looked up (percent-encoding decoded, then
// encoded again the same way), so `/产品`, `/%E4%BA%A7%E5%93%81` and `/%e4%ba%a7%e5%93%81` are one
// source. Pure functions: the proxy, the console and the API share them.
import { languageCodes } from '@/lib/i18n/locales';
import { dynamicRoutes, isKnownPath, isPublicFile, staticRoutes } from '@/lib/routes';
import { MAX_RULE_TEXT, SPLAT, type RuleKind, type RuleProblem } from './types';

type Parsed<T> = ({ ok: true } & T) | { ok: false; problem: RuleProblem };

const fail = (code: RuleProblem['code'], params?: RuleProblem['params']) =>
  ({ ok: false, problem: params ? { code, params } : { code } }) as const;

/** Characters kept as they are in a canonical path segment; everything else is %XX. */
const SAFE_PATH = /^[A-Za-z0-9\-._~!$&'()*+,;=:@/]*$/;
const KEPT_ESCAPES = /%(24|26|2B|2C|3B|3D|3A|40)/g;
const CONTROL = /[\u0000-\u001f\u007f]/;

/** One decoded segment, percent-encoded the canonical way (UTF-8, upper-case hex). */
function encodeSegment(decoded: string): string {
  return encodeURIComponent(decoded).replace(KEPT_ESCAPES, (escape) => decodeURIComponent(escape));
}

/**
 * The canonical segments of a path (`/a/b` → ['a', 'b']), or null when its percent-encoding
 * does not decode. A path of plain characters is its own canonical form (the proxy's fast path).
 */
export function canonicalSegments(path: string): string[] | null {
  const segments = path.slice(1).split('/');
  if (SAFE_PATH.test(path)) return segments;
  try {
    return segments.map((s) => encodeSegment(decodeURIComponent(s)));
  } catch {
    return null;
  }
}

/** A path for people: percent-encoding decoded where it decodes (`/%E4%BA%A7` → `/产`). */
export function readablePath(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

function checkText(input: string): RuleProblem | null {
  if (input.length === 0) return { code: 'required' };
  if (input.length > MAX_RULE_TEXT) return { code: 'tooLong', params: { max: MAX_RULE_TEXT } };
  if (CONTROL.test(input)) return { code: 'controlChars' };
  return null;
}

/** `/a/b/` → segments of a path written by an editor; null when it is not a plain path. */
function pathSegments(path: string): string[] | 'notPath' | 'badEncoding' {
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return 'notPath';
  const trimmed = path.replace(/\/+$/, '');
  if (trimmed === '') return [];
  const raw = trimmed.slice(1).split('/');
  if (raw.some((s) => s === '' || s === '.' || s === '..')) return 'notPath';
  const segments = canonicalSegments(trimmed);
  return segments ?? 'badEncoding';
}

const languageSegments = new Set<string>(languageCodes);

export type ParsedSource = {
  /** Stored form: `/old` or `/old/*`. */
  source: string;
  kind: RuleKind;
  /** The canonical segments of the path (without the `*` of a prefix). */
  segments: string[];
};

/** A source as an editor wrote it → its canonical form, or why it is refused. */
export function parseSource(input: string): Parsed<ParsedSource> {
  const text = checkText(input);
  if (text) return { ok: false, problem: text };
  if (/^[a-z][a-z0-9+.-]*:/i.test(input)) return fail('notPath');
  if (/[?#]/.test(input)) return fail('sourceQuery');
  const isPrefix = input.endsWith('/*');
  const path = isPrefix ? input.slice(0, -2) || '/' : input;
  if (path.includes('*')) return fail('splatPlace');
  const segments = pathSegments(path);
  if (typeof segments === 'string') return fail(segments);
  if (segments.length > 0 && languageSegments.has(segments[0]!)) {
    return fail('languagePrefix', { prefix: `/${segments[0]}` });
  }
  const joined = `/${segments.join('/')}`;
  const kind: RuleKind = isPrefix ? 'prefix' : 'exact';
  const source = isPrefix ? `${joined === '/' ? '' : joined}/*` : joined;
  const page = shadowedPage(kind, joined);
  if (page) return fail('shadowsPage', { page });
  return { ok: true, source, kind, segments };
}

const reserved = /^\/(api|_next|admin)(\/|$)/;

/**
 * A page, console or file path of the site that a rule with this source would hide (checked
 * at write time; the proxy applies rules before the pages), or null. `path` is canonical.
 */
export function shadowedPage(kind: RuleKind, path: string): string | null {
  if (path === '/') return '/';
  if (reserved.test(path)) return path.split('/').slice(0, 2).join('/');
  if (isKnownPath(path) || isPublicFile(path)) return path;
  if (kind === 'exact') return null;
  // A prefix also takes every path below it: a page, a detail page, a file directory.
  const below = `${path}/`;
  if (isPublicFile(below)) return below;
  const page = staticRoutes.find((r) => r.path.startsWith(below));
  if (page) return page.path;
  const detail = dynamicRoutes.find((r) => r.base === path || r.base.startsWith(below));
  return detail ? `${detail.base}/{${detail.param}}` : null;
}

export type ParsedTarget = {
  /** Stored form. */
  target: string;
  absolute: boolean;
  /** Relative: the canonical path ('/' for the home), up to the splat when there is one. */
  base: string;
  splat: boolean;
  /** Without the `?`; '' for none. */
  query: string;
  /** With the `#`; '' for none. */
  hash: string;
};

const QUERY_UNSAFE = /[^A-Za-z0-9\-._~!$&'()*+,;=:@/?%]/gu;

/** A query or fragment made safe for a Location header; null when its escapes do not decode. */
function canonicalQuery(text: string): string | null {
  if (/%(?![0-9a-f]{2})/i.test(text)) return null;
  try {
    for (const part of text.split(/[&=]/)) decodeURIComponent(part.replace(/\+/g, ' '));
  } catch {
    return null;
  }
  return text.replace(QUERY_UNSAFE, (c) => encodeURIComponent(c));
}

function splitSuffix(input: string): { path: string; query: string; hash: string } {
  const hashAt = input.indexOf('#');
  const hash = hashAt >= 0 ? input.slice(hashAt) : '';
  const rest = hashAt >= 0 ? input.slice(0, hashAt) : input;
  const queryAt = rest.indexOf('?');
  return {
    path: queryAt >= 0 ? rest.slice(0, queryAt) : rest,
    query: queryAt >= 0 ? rest.slice(queryAt + 1) : '',
    hash,
  };
}

const FORBIDDEN_SCHEMES = /^(javascript|data|vbscript)$/i;

/**
 * A target as an editor wrote it → its stored form, or why it is refused: a path of this site
 * (kept in the visitor's language) or an http(s) address elsewhere. `siteOrigin`: an address on
 * this site must be written as a path (it would otherwise skip the language and the loop check).
 */
export function parseTarget(input: string, siteOrigin?: string): Parsed<ParsedTarget> {
  const text = checkText(input);
  if (text) return { ok: false, problem: text };
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(input)?.[1];
  if (scheme) return parseAbsolute(input, scheme, siteOrigin);
  const { path, query, hash } = splitSuffix(input);
  const isSplat = path === `/${SPLAT}` || path.endsWith(`/${SPLAT}`);
  const fixed = isSplat ? path.slice(0, -SPLAT.length - 1) || '/' : path;
  if (fixed.includes(SPLAT) || query.includes(SPLAT) || hash.includes(SPLAT)) {
    return fail('splatPlace');
  }
  const segments = pathSegments(fixed);
  if (typeof segments === 'string') return fail(segments);
  if (segments.length > 0 && languageSegments.has(segments[0]!)) {
    return fail('languagePrefix', { prefix: `/${segments[0]}` });
  }
  const joined = `/${segments.join('/')}`;
  const parsed = finish(
    isSplat ? (joined === '/' ? '' : joined) : joined,
    false,
    isSplat,
    query,
    hash,
  );
  if (parsed.ok && new URLSearchParams(parsed.query).has('switchLang')) return fail('switchLang');
  return parsed;
}

/** The stored form of a checked target; its query and fragment made safe, or badEncoding. */
function finish(
  base: string,
  absolute: boolean,
  splat: boolean,
  query: string,
  hash: string,
): Parsed<ParsedTarget> {
  const safeQuery = canonicalQuery(query);
  const safeHash = canonicalQuery(hash.replace(/^#/, ''));
  if (safeQuery === null || safeHash === null) return fail('badEncoding');
  const suffix = `${safeQuery ? `?${safeQuery}` : ''}${safeHash ? `#${safeHash}` : ''}`;
  return {
    ok: true,
    target: `${splat ? `${base}/${SPLAT}` : base}${suffix}`,
    absolute,
    base,
    splat,
    query: safeQuery,
    hash: safeHash ? `#${safeHash}` : '',
  };
}

function parseAbsolute(
  input: string,
  scheme: string,
  siteOrigin: string | undefined,
): Parsed<ParsedTarget> {
  if (FORBIDDEN_SCHEMES.test(scheme) || !/^https?$/i.test(scheme)) {
    return fail('badScheme', { scheme: scheme.toLowerCase() });
  }
  if (!/^https?:\/\/[^/\\]/i.test(input)) return fail('notUrl');
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    return fail('notUrl');
  }
  if (url.username || url.password) return fail('credentials');
  if (siteOrigin && url.origin === new URL(siteOrigin).origin) return fail('ownSite');
  const { path, query, hash } = splitSuffix(input.slice(url.origin.length));
  const isSplat = url.pathname.endsWith(`/${SPLAT}`);
  const fixedPath = isSplat ? url.pathname.slice(0, -SPLAT.length - 1) : url.pathname;
  if (fixedPath.includes(SPLAT) || query.includes(SPLAT) || hash.includes(SPLAT)) {
    return fail('splatPlace');
  }
  try {
    decodeURIComponent(path);
  } catch {
    return fail('badEncoding');
  }
  return finish(`${url.origin}${fixedPath}`, true, isSplat, url.search.slice(1), url.hash);
}
