// Route rules: redirects that editors manage, applied by proxy.ts before the page
// routing. Shared by the proxy, the console and the API; nothing here touches the
// server (no 'server-only'), so the proxy bundle can import it.
import { languageCodes, type LanguageCode } from '@/lib/i18n/locales';

/** 308 is the default: a permanent move that keeps the method. */
export const ruleStatuses = [301, 302, 307, 308] as const;
export type RuleStatus = (typeof ruleStatuses)[number];
export const DEFAULT_RULE_STATUS: RuleStatus = 308;

export const isPermanentStatus = (status: number) => status === 301 || status === 308;

/** A rule applies to one language variant or to all of them. */
export const ruleVariants = ['all', ...languageCodes] as const;
export type RuleVariant = 'all' | LanguageCode;

/** Exact path, or a prefix with a splat (`/old/*`). */
export const ruleKinds = ['exact', 'prefix'] as const;
export type RuleKind = (typeof ruleKinds)[number];

/** Bad input: a source or target over this many characters is refused. */
export const MAX_RULE_TEXT = 2000;

/** A CSV import: at most this many bytes and rows (a legacy map of 10,000 rows is ~1 MB). */
export const MAX_CSV_MB = 10;
export const MAX_CSV_ROWS = 20_000;

/** The placeholder of a prefix rule's target: what followed the prefix in the request. */
export const SPLAT = ':splat';

/** A rule as stored: source and target in their canonical form (see paths.ts). */
export type RouteRule = {
  id: number;
  /** `/old` or `/old/*`, without a language prefix; the variant says which prefixes. */
  source: string;
  /** `/new`, `/new/:splat`, `https://example.com/x`; a relative target keeps the language. */
  target: string;
  status: RuleStatus;
  variant: RuleVariant;
  /** The request's query string passes on to the target. */
  keepQuery: boolean;
};

/** Why a rule is refused: a key of the console's texts (lib/console/i18n/route-rules.ts). */
export type RuleProblemCode =
  | 'required'
  | 'tooLong'
  | 'controlChars'
  | 'notPath'
  | 'sourceQuery'
  | 'splatPlace'
  | 'badEncoding'
  | 'languagePrefix'
  | 'shadowsPage'
  | 'badScheme'
  | 'notUrl'
  | 'credentials'
  | 'ownSite'
  | 'splatWithoutPrefix'
  | 'switchLang'
  | 'duplicate'
  | 'loop'
  | 'badStatus'
  | 'badVariant'
  | 'badKeepQuery';

export type RuleProblem = {
  code: RuleProblemCode;
  /** Filled into the text: {max}, {page}, {scheme}, {chain}, {line}… */
  params?: Record<string, string | number>;
};
