// The route rules as the site serves them to clients (GET /api/route-rules, the client's
// per-build route-rules call): every rule with its chain already followed, so a client applying
// one rule (a language's own rules first, exact before prefix, the longest prefix) lands where
// the site's redirect would.
import { splitLanguage } from '@/lib/i18n/resolve';
import { languageCodes, type LanguageCode } from '@/lib/i18n/locales';
import { landingIn, type Entry, type Landing, type RuleSet } from './match';
import type { RuleKind, RuleStatus, RuleVariant } from './types';

export type PublicTarget = {
  /**
   * A path of this site without its language prefix (the visitor's is added), or an absolute
   * URL; `:splat` stands for what followed the source's prefix.
   */
  target: string;
  status: RuleStatus;
  /** Append the request's query string (after the target's own). */
  keepQuery: boolean;
  leavesSite: boolean;
};

export type PublicRule = PublicTarget & {
  source: string;
  match: RuleKind;
  language: RuleVariant;
  /** Where a language's own rules make the chain end elsewhere (rules for all languages). */
  byLanguage?: Partial<Record<LanguageCode, PublicTarget>>;
};

export type PublicRuleSet = { version: number; rules: PublicRule[] };

function targetOf(landing: Landing): PublicTarget {
  const path = landing.absolute ? landing.url : splitLanguage(landing.url).rest;
  return {
    target: `${path}${landing.query ? `?${landing.query}` : ''}${landing.hash}`,
    status: landing.status,
    keepQuery: landing.keepsQuery,
    leavesSite: landing.absolute,
  };
}

const same = (a: PublicTarget, b: PublicTarget) =>
  a.target === b.target && a.status === b.status && a.keepQuery === b.keepQuery;

function publicRule(set: RuleSet, entry: Entry): PublicRule {
  const { rule, kind, target } = entry;
  const head = { source: rule.source, match: kind, language: rule.variant };
  if (target.splat) {
    // Chains through a splat depend on the splat: the site follows them at each request.
    return {
      ...head,
      target: rule.target,
      status: rule.status,
      keepQuery: rule.keepQuery,
      leavesSite: target.absolute,
    };
  }
  const first = rule.variant === 'all' ? 'en' : rule.variant;
  const main = targetOf(landingIn(set, entry, first));
  // Without a chain past this rule, every language lands alike (each with its own prefix).
  if (rule.variant !== 'all' || !entry.flat) return { ...head, ...main };
  const byLanguage: Partial<Record<LanguageCode, PublicTarget>> = {};
  for (const code of languageCodes) {
    const other = targetOf(landingIn(set, entry, code));
    if (!same(other, main)) byLanguage[code] = other;
  }
  return Object.keys(byLanguage).length ? { ...head, ...main, byLanguage } : { ...head, ...main };
}

export function publicRuleSet(set: RuleSet): PublicRuleSet {
  return { version: set.version, rules: set.entries.map((entry) => publicRule(set, entry)) };
}
