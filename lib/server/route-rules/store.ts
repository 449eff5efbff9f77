import 'server-only';
import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { loopProblem, ruleKey, type NormalRule } from '@/lib/route-rules/check';
import type { RouteRule, RuleProblem } from '@/lib/route-rules/types';
import { recordAudit } from '@/lib/server/console/audit';
import type { Actor, Tx } from '@/lib/server/console/content/types';
import { containsPattern } from '@/lib/server/console/users/list';
import type { Db } from '@/lib/server/db/client';
import { routeRules, routeRulesState } from '@/lib/server/db/schema';
import type { ConsoleRule, RulesQuery } from '@/lib/validation/route-rules';
import { rulesChanged } from './notify';
import { allRules } from './read';

// The stored route rules. Every change is one transaction: the table locked against
// other writers, the whole rule set checked (no duplicate source, no loop), the change, the
// version raised and the audit row; then every instance is told (notify.ts).

/** A change refused by the rule set as a whole: the problem of each field. */
export class RuleRejected extends Error {
  override readonly name = 'RuleRejected';
  constructor(readonly problems: Partial<Record<'source' | 'target', RuleProblem>>) {
    super('route rule refused');
  }
}

/** The rule is gone, or someone saved it since the editor read it (optimistic concurrency). */
export class RuleConflict extends Error {
  override readonly name = 'RuleConflict';
  constructor(readonly reason: 'missing' | 'stale') {
    super(`route rule ${reason}`);
  }
}

type RuleRow = typeof routeRules.$inferSelect;

export const presentRule = (row: RuleRow): ConsoleRule => ({
  ...row,
  lastHitAt: row.lastHitAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const orders: Record<RulesQuery['sort'], SQL[]> = {
  source: [asc(routeRules.source), asc(routeRules.variant)],
  recent: [desc(routeRules.updatedAt), desc(routeRules.id)],
  hits: [desc(routeRules.hits), asc(routeRules.source)],
  // Never hit first, then the longest ago: the candidates for a clean-up.
  stale: [sql`${routeRules.lastHitAt} asc nulls first`, asc(routeRules.source)],
};

/** GET /api/admin/route-rules: q matches the source or target, as written or encoded. */
export async function listRules(db: Db, query: RulesQuery) {
  const patterns = query.q ? [...new Set([query.q, encodeURI(query.q)])].map(containsPattern) : [];
  const where = and(
    patterns.length
      ? or(...patterns.flatMap((p) => [ilike(routeRules.source, p), ilike(routeRules.target, p)]))
      : undefined,
    query.variant ? eq(routeRules.variant, query.variant) : undefined,
  );
  const rows = await db
    .select()
    .from(routeRules)
    .where(where)
    .orderBy(...orders[query.sort])
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  const total = await db.$count(routeRules, where);
  return { items: rows.map(presentRule), total };
}

/** Writers take turns; readers (the proxy's loaders, the list) go on. */
export const lockRules = (tx: Tx) =>
  tx.execute(sql`lock table ${routeRules} in share row exclusive mode`);

/** Raise the version in the transaction that changes the rules; the new version. */
export async function bumpVersion(tx: Tx): Promise<number> {
  const [row] = await tx
    .insert(routeRulesState)
    .values({ id: 1, version: 1 })
    .onConflictDoUpdate({
      target: routeRulesState.id,
      set: { version: sql`${routeRulesState.version} + 1`, changedAt: new Date() },
    })
    .returning({ version: routeRulesState.version });
  return row!.version;
}

/** The rule set with `rule` written over its id (or added): refused if it duplicates or loops. */
function checkAmong(rules: RouteRule[], rule: RouteRule): void {
  const key = ruleKey(rule);
  const others = rules.filter((r) => r.id !== rule.id);
  if (others.some((r) => ruleKey(r) === key)) {
    throw new RuleRejected({ source: { code: 'duplicate', params: { source: rule.source } } });
  }
  const loop = loopProblem([...others, rule], [rule.id]);
  if (loop) throw new RuleRejected({ target: loop });
}

/** Run a change of the rules; after it commits, every instance hears of the new version. */
async function change<T>(db: Db, write: (tx: Tx) => Promise<T>): Promise<T> {
  let version = 0;
  const result = await db.transaction(async (tx) => {
    await lockRules(tx);
    const value = await write(tx);
    version = await bumpVersion(tx);
    return value;
  });
  await rulesChanged(version);
  return result;
}

const auditDetail = (rule: NormalRule) => ({
  source: rule.source,
  target: rule.target,
  status: rule.status,
  variant: rule.variant,
  keepQuery: rule.keepQuery,
});

/** POST /api/admin/route-rules */
export function createRule(db: Db, rule: NormalRule, actor: Actor): Promise<ConsoleRule> {
  return change(db, async (tx) => {
    // An id no stored rule has, for the check (the real one comes from the insert).
    checkAmong(await allRules(tx), { ...rule, id: -1 });
    const [row] = await tx.insert(routeRules).values(rule).returning();
    await recordAudit(tx, {
      ...actor,
      action: 'routeRule.create',
      entity: 'routeRule',
      entityId: row!.id,
      detail: auditDetail(rule),
    });
    return presentRule(row!);
  });
}

async function findRule(tx: Tx, id: number): Promise<RuleRow> {
  const [row] = await tx.select().from(routeRules).where(eq(routeRules.id, id));
  if (!row) throw new RuleConflict('missing');
  return row;
}

/** PUT /api/admin/route-rules/:id — only from the revision the editor read. */
export function updateRule(
  db: Db,
  id: number,
  input: NormalRule & { revision: number },
  actor: Actor,
): Promise<ConsoleRule> {
  const { revision, ...rule } = input;
  return change(db, async (tx) => {
    const before = await findRule(tx, id);
    if (before.revision !== revision) throw new RuleConflict('stale');
    checkAmong(await allRules(tx), { ...rule, id });
    const [row] = await tx
      .update(routeRules)
      .set({ ...rule, revision: sql`${routeRules.revision} + 1`, updatedAt: new Date() })
      .where(and(eq(routeRules.id, id), eq(routeRules.revision, revision)))
      .returning();
    if (!row) throw new RuleConflict('stale');
    await recordAudit(tx, {
      ...actor,
      action: 'routeRule.update',
      entity: 'routeRule',
      entityId: id,
      detail: { ...auditDetail(rule), revision: row.revision, before: auditDetail(before) },
    });
    return presentRule(row);
  });
}

/** DELETE /api/admin/route-rules/:id?revision= */
export function deleteRule(db: Db, id: number, revision: number, actor: Actor) {
  return change(db, async (tx) => {
    const before = await findRule(tx, id);
    if (before.revision !== revision) throw new RuleConflict('stale');
    await tx.delete(routeRules).where(eq(routeRules.id, id));
    await recordAudit(tx, {
      ...actor,
      action: 'routeRule.delete',
      entity: 'routeRule',
      entityId: id,
      detail: auditDetail(before),
    });
    return { id, source: before.source };
  });
}

export { change as changeRules };
