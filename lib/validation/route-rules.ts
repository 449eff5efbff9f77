import { normaliseRule, type NormalRule, type RuleFields } from '@/lib/route-rules/check';
import {
  DEFAULT_RULE_STATUS,
  MAX_RULE_TEXT,
  ruleStatuses,
  ruleVariants,
  type RouteRule,
  type RuleKind,
} from '@/lib/route-rules/types';
import { z } from './zod';

// Route rules in the console: the bodies and queries of /api/admin/route-rules. Every
// message is a problem code (lib/route-rules/types.ts), turned into a sentence in the console's
// language by the API (lib/console/i18n/route-rules.ts); custom issues carry their params.

const text = z
  .string({ error: 'required' })
  // Bounded before any parsing: the rule check says "at most 2,000 characters" itself.
  .max(MAX_RULE_TEXT * 4, { error: 'tooLong' })
  .transform((v) => v.trim());

export const ruleStatusSchema = z.preprocess(
  (v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v),
  z.union(
    ruleStatuses.map((s) => z.literal(s)),
    { error: 'badStatus' },
  ),
);
export const ruleVariantSchema = z.enum(ruleVariants, { error: 'badVariant' });

const fields = {
  source: text,
  target: text,
  status: ruleStatusSchema.default(DEFAULT_RULE_STATUS),
  variant: ruleVariantSchema.default('all'),
  keepQuery: z.boolean({ error: 'badKeepQuery' }).default(true),
};

/** The rule's fields checked one by one and together: its stored form, or issues by field. */
export function checkedRule(siteOrigin?: string) {
  return (input: RuleFields, ctx: z.RefinementCtx): NormalRule => {
    const checked = normaliseRule(input, siteOrigin);
    if (checked.ok) return checked.rule;
    for (const [field, problem] of Object.entries(checked.problems)) {
      ctx.issues.push({
        code: 'custom',
        message: problem.code,
        path: [field],
        input: input[field as keyof RuleFields],
        params: problem.params,
      });
    }
    return z.NEVER;
  };
}

/** POST /api/admin/route-rules */
export const createRuleSchema = (siteOrigin?: string) =>
  z.object(fields).transform(checkedRule(siteOrigin));

/** PUT /api/admin/route-rules/:id — the revision the editor read (409 when stale). */
export const updateRuleSchema = (siteOrigin?: string) =>
  z
    .object({ ...fields, revision: z.number({ error: 'required' }).int().min(1) })
    .transform((input, ctx) => ({
      ...checkedRule(siteOrigin)(input, ctx),
      revision: input.revision,
    }));

export const ruleSorts = ['source', 'recent', 'hits', 'stale'] as const;

const blankAsUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** GET /api/admin/route-rules?q=&variant=&sort=&page=&size= — q searches source and target. */
export const rulesQuerySchema = z.object({
  q: z.preprocess(blankAsUndefined, z.string().trim().max(200).optional()),
  variant: z.preprocess(blankAsUndefined, ruleVariantSchema.optional()),
  sort: z.preprocess(blankAsUndefined, z.enum(ruleSorts).default('source')),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(200).default(50),
});
export type RulesQuery = z.output<typeof rulesQuerySchema>;

/** DELETE /api/admin/route-rules/:id?revision= */
export const deleteRuleSchema = z.object({
  revision: z.coerce.number({ error: 'required' }).int().min(1),
});

/** GET /api/admin/route-rules/test?path=/de/old?x=1 — a path as a visitor would open it. */
export const testPathSchema = z.object({
  path: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(MAX_RULE_TEXT, { error: 'tooLong' })
    .regex(/^\/(?!\/)/, { error: 'notPath' }),
});

export const importModes = ['merge', 'replace'] as const;
export type ImportMode = (typeof importModes)[number];

/** POST /api/admin/route-rules/import?mode= — merge: rows replace rules of the same source. */
export const importQuerySchema = z.object({
  mode: z.preprocess(blankAsUndefined, z.enum(importModes).default('merge')),
});

/** One rule as the console lists it. */
export type ConsoleRule = RouteRule & {
  kind: RuleKind;
  hits: number;
  lastHitAt: string | null;
  revision: number;
  createdAt: string;
  updatedAt: string;
};

export type RuleTestResult = {
  hops: { rule: ConsoleRule | RouteRule; to: string }[];
  redirect: { location: string; status: number; absolute: boolean } | null;
};

export type ImportResult = {
  created: number;
  updated: number;
  unchanged: number;
  deleted: number;
  seconds: number;
};
