// Write-time safety of route rules: one rule on its own (paths.ts), and a rule among
// the others (no duplicate source, no loop through any number of rules). Pure: the API runs it
// in the transaction that writes, over every stored rule.
import { compileRules, findLoop } from './match';
import { parseSource, parseTarget, readablePath } from './paths';
import type { RouteRule, RuleKind, RuleProblem, RuleStatus, RuleVariant } from './types';

export type RuleFields = {
  source: string;
  target: string;
  status: RuleStatus;
  variant: RuleVariant;
  keepQuery: boolean;
};

/** A rule in its stored form. */
export type NormalRule = RuleFields & { kind: RuleKind };

export type RuleProblems = Partial<Record<keyof RuleFields, RuleProblem>>;

/** A rule as an editor wrote it → its stored form, or the problem of each field. */
export function normaliseRule(
  input: RuleFields,
  siteOrigin?: string,
): { ok: true; rule: NormalRule } | { ok: false; problems: RuleProblems } {
  const source = parseSource(input.source);
  const target = parseTarget(input.target, siteOrigin);
  const problems: RuleProblems = {};
  if (!source.ok) problems.source = source.problem;
  if (!target.ok) problems.target = target.problem;
  else if (target.splat && source.ok && source.kind === 'exact') {
    problems.target = { code: 'splatWithoutPrefix' };
  }
  if (!source.ok || !target.ok || problems.target) return { ok: false, problems };
  return {
    ok: true,
    rule: { ...input, source: source.source, kind: source.kind, target: target.target },
  };
}

/** `source + variant`: one rule each. */
export const ruleKey = (rule: Pick<RouteRule, 'source' | 'variant'>) =>
  `${rule.variant} ${rule.source}`;

/** A loop as people read it: `/a → /b → /a`, with the language of one-language rules. */
export function chainText(loop: readonly RouteRule[]): string {
  return loop
    .map((r) => `${readablePath(r.source)}${r.variant === 'all' ? '' : ` (${r.variant})`}`)
    .join(' → ');
}

/**
 * A loop that the rules `ids` take part in once `rules` (all of them, new and old) are served,
 * as a problem of the target; null when there is none.
 */
export function loopProblem(
  rules: readonly RouteRule[],
  ids?: readonly number[],
): RuleProblem | null {
  const loop = findLoop(compileRules(rules), ids);
  return loop ? { code: 'loop', params: { chain: chainText(loop) } } : null;
}
