import 'server-only';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  ruleKinds,
  ruleStatuses,
  ruleVariants,
  type RuleKind,
  type RuleStatus,
  type RuleVariant,
} from '@/lib/route-rules/types';
import { oneOfCheck } from './columns';

// Route rules: redirects that editors manage in the console, applied by proxy.ts
// before any page. Sources and targets are stored in their canonical form
// (lib/route-rules/paths.ts); one rule per source and language variant.

export const routeRules = pgTable(
  'route_rules',
  {
    id: serial('id').primaryKey(),
    /** `/old` or `/old/*` (kind prefix), without a language prefix. */
    source: text('source').notNull(),
    kind: text('kind').$type<RuleKind>().notNull(),
    /** `/new`, `/new/:splat` or an http(s) address. */
    target: text('target').notNull(),
    status: smallint('status').$type<RuleStatus>().notNull().default(308),
    /** 'all' or one language code. */
    variant: text('variant').$type<RuleVariant>().notNull().default('all'),
    keepQuery: boolean('keep_query').notNull().default(true),
    /** Counted by the proxy in memory and added here in batches. */
    hits: bigint('hits', { mode: 'number' }).notNull().default(0),
    lastHitAt: timestamp('last_hit_at', { withTimezone: true }),
    /** Counts the edits: a stale edit or delete is refused (409). */
    revision: integer('revision').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('route_rules_source_variant_idx').on(t.source, t.variant),
    oneOfCheck('route_rules_kind_check', t.kind, ruleKinds),
    oneOfCheck('route_rules_variant_check', t.variant, ruleVariants),
    check('route_rules_status_check', sql`${t.status} in (${sql.raw(ruleStatuses.join(', '))})`),
    index('route_rules_updated_idx').on(t.updatedAt),
  ],
);

/**
 * One row: the version of the rule set, raised by every change in the same transaction. Each
 * instance compares it with the version it holds (a one-row read) to know when to reload.
 */
export const routeRulesState = pgTable(
  'route_rules_state',
  {
    id: smallint('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('route_rules_state_one_row', sql`${t.id} = 1`)],
);
