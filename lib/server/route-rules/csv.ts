import 'server-only';
import { asc, inArray, sql } from 'drizzle-orm';
import { chainText, ruleKey, type NormalRule } from '@/lib/route-rules/check';
import { compileRules, findLoop } from '@/lib/route-rules/match';
import type { RouteRule, RuleProblem } from '@/lib/route-rules/types';
import { MAX_CSV_ROWS } from '@/lib/route-rules/types';
import type { ProblemCode } from '@/lib/console/i18n/route-rules';
import { recordAudit } from '@/lib/server/console/audit';
import type { Actor, Tx } from '@/lib/server/console/content/types';
import type { Db } from '@/lib/server/db/client';
import { routeRules } from '@/lib/server/db/schema';
import { FORMULA_START, toCsv } from '@/lib/server/forms/csv';
import { createRuleSchema, type ImportMode, type ImportResult } from '@/lib/validation/route-rules';
import { allRules } from './read';
import { changeRules } from './store';

// CSV import and export of a legacy URL map. The file is read record by record, each
// row checked as the console checks one rule, then the whole set (duplicates, loops); only a
// file without a single invalid row is written, in batches, in one transaction.

/** The file as a whole is refused (encoding, header, quoting, size). */
export class CsvRejected extends Error {
  override readonly name = 'CsvRejected';
  constructor(
    readonly problem: { code: ProblemCode; params?: RuleProblem['params'] },
    readonly status: 400 | 413 = 400,
  ) {
    super(`CSV refused: ${problem.code}`);
  }
}

export type RowProblem = {
  line: number;
  field?: string;
  code: string;
  params?: RuleProblem['params'];
};

/** Rows are invalid: nothing was imported. */
export class ImportRejected extends Error {
  override readonly name = 'ImportRejected';
  constructor(readonly rows: RowProblem[]) {
    super(`import refused: ${rows.length} problems`);
  }
}

type CsvRecord = { line: number; cells: string[] };

/**
 * RFC 4180 records of a text, one at a time, with the line each starts on: quoted cells may
 * hold commas, doubled quotes and line breaks; CRLF, LF and CR end a record.
 */
export function* csvRecords(text: string): Generator<CsvRecord> {
  let line = 1;
  let i = 0;
  const n = text.length;
  while (i < n) {
    const start = line;
    const cells: string[] = [];
    for (;;) {
      let cell = '';
      if (text[i] === '"') {
        i++;
        for (;;) {
          if (i >= n) throw new CsvRejected({ code: 'csvQuote', params: { line: start } });
          const quote = text.indexOf('"', i);
          if (quote < 0) throw new CsvRejected({ code: 'csvQuote', params: { line: start } });
          const chunk = text.slice(i, quote);
          cell += chunk;
          line += chunk.split(/\r\n|\r|\n/).length - 1;
          i = quote + 1;
          if (text[i] === '"') {
            cell += '"';
            i++;
          } else break;
        }
        // Anything between the closing quote and the separator is kept as written.
        while (i < n && text[i] !== ',' && text[i] !== '\n' && text[i] !== '\r') cell += text[i++];
      } else {
        while (i < n && text[i] !== ',' && text[i] !== '\n' && text[i] !== '\r') cell += text[i++];
      }
      cells.push(cell);
      if (text[i] === ',') {
        i++;
        continue;
      }
      break;
    }
    if (text[i] === '\r' && text[i + 1] === '\n') i += 2;
    else if (i < n) i++;
    line++;
    yield { line: start, cells };
  }
}

const columnNames: Record<string, keyof ImportRow | null> = {
  source: 'source',
  target: 'target',
  status: 'status',
  language: 'variant',
  variant: 'variant',
  keep_query: 'keepQuery',
  keepquery: 'keepQuery',
  // Written by the export, read-only: ignored on import.
  hits: null,
  last_hit_at: null,
};

type ImportRow = {
  source: string;
  target: string;
  status: string;
  variant: string;
  keepQuery: string;
};

/** A cell as the rule schema reads it: blank → the default; true/false in a few spellings. */
function toInput(row: Partial<ImportRow>) {
  const blank = (v: string | undefined) => (v === undefined || v.trim() === '' ? undefined : v);
  const flag = blank(row.keepQuery)?.trim().toLowerCase();
  return {
    source: row.source ?? '',
    target: row.target ?? '',
    status: blank(row.status),
    variant: blank(row.variant)?.trim().toLowerCase(),
    keepQuery:
      flag === undefined
        ? undefined
        : ['true', 'yes', '1'].includes(flag)
          ? true
          : ['false', 'no', '0'].includes(flag)
            ? false
            : flag,
  };
}

export type ParsedFile = { rules: (NormalRule & { line: number })[]; problems: RowProblem[] };

/**
 * The rules of a CSV file, or the problems of its rows (every row is checked, so the editor
 * sees all of them at once). `bytes` must be UTF-8; a byte-order mark is skipped.
 */
export function parseRulesCsv(bytes: Uint8Array, siteOrigin?: string): ParsedFile {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new CsvRejected({ code: 'csvEncoding' });
  }
  const schema = createRuleSchema(siteOrigin);
  const rules: ParsedFile['rules'] = [];
  const problems: RowProblem[] = [];
  const firstLine = new Map<string, number>();
  let header: (keyof ImportRow | null)[] | null = null;
  let count = 0;
  for (const { line, cells } of csvRecords(text)) {
    if (cells.every((c) => c.trim() === '')) continue;
    if (!header) {
      header = cells.map((name) => {
        const key = name
          .trim()
          .toLowerCase()
          .replace(/[\s-]+/g, '_');
        if (!(key in columnNames)) {
          throw new CsvRejected({ code: 'csvUnknownColumn', params: { column: name.trim() } });
        }
        return columnNames[key]!;
      });
      if (!header.includes('source') || !header.includes('target')) {
        throw new CsvRejected({ code: 'csvHeader' });
      }
      continue;
    }
    if (++count > MAX_CSV_ROWS) throw new CsvRejected({ code: 'csvTooManyRows' });
    if (cells.length !== header.length) {
      problems.push({
        line,
        code: 'csvColumns',
        params: { found: cells.length, expected: header.length },
      });
      continue;
    }
    const row: Partial<ImportRow> = {};
    let isFormula = false;
    header.forEach((field, index) => {
      const cell = cells[index]!;
      // A spreadsheet would run it (CSV injection): no legitimate value starts like this.
      if (FORMULA_START.test(cell)) {
        problems.push({
          line,
          field: field ?? undefined,
          code: 'formula',
          params: { char: cell[0]! },
        });
        isFormula = true;
      }
      if (field) row[field] = cell;
    });
    if (isFormula) continue;
    const parsed = schema.safeParse(toInput(row));
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        problems.push({
          line,
          field: issue.path.length ? String(issue.path[0]) : undefined,
          code: issue.message,
          params: (issue as { params?: RuleProblem['params'] }).params,
        });
      }
      continue;
    }
    const key = ruleKey(parsed.data);
    const seen = firstLine.get(key);
    if (seen !== undefined) {
      problems.push({
        line,
        field: 'source',
        code: 'duplicate',
        params: { source: parsed.data.source, line: seen },
      });
      continue;
    }
    firstLine.set(key, line);
    rules.push({ ...parsed.data, line });
  }
  if (!header || (count === 0 && problems.length === 0))
    throw new CsvRejected({ code: 'csvEmpty' });
  return { rules, problems };
}

const BATCH = 500;

async function inBatches<T>(items: readonly T[], write: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < items.length; i += BATCH) await write(items.slice(i, i + BATCH));
}

const sameRule = (a: RouteRule, b: NormalRule) =>
  a.target === b.target && a.status === b.status && a.keepQuery === b.keepQuery;

/**
 * Write the rules of a checked file: merge (a row replaces the rule of its source and language,
 * others are kept) or replace (the file becomes the rule set). All or nothing: a loop in the
 * resulting set refuses the whole file, naming its lines.
 */
export async function importRules(
  db: Db,
  file: ParsedFile,
  mode: ImportMode,
  actor: Actor,
): Promise<ImportResult> {
  const started = performance.now();
  if (file.problems.length) throw new ImportRejected(file.problems);
  const counts = await changeRules(db, async (tx) => {
    const existing = await allRules(tx);
    const byKey = new Map(existing.map((r) => [ruleKey(r), r]));
    const inFile = new Set<string>();
    const creates: (NormalRule & { line: number; id: number })[] = [];
    const updates: (NormalRule & { line: number; id: number })[] = [];
    let unchanged = 0;
    for (const rule of file.rules) {
      const key = ruleKey(rule);
      inFile.add(key);
      const old = byKey.get(key);
      if (!old) creates.push({ ...rule, id: -(creates.length + 1) });
      else if (sameRule(old, rule)) unchanged++;
      else updates.push({ ...rule, id: old.id });
    }
    const deletes = mode === 'replace' ? existing.filter((r) => !inFile.has(ruleKey(r))) : [];
    const gone = new Set(deletes.map((r) => r.id));
    const changed = new Map<number, RouteRule & { line: number }>(
      [...creates, ...updates].map((r) => [r.id, r]),
    );
    const final: RouteRule[] = [
      ...existing.filter((r) => !gone.has(r.id) && !changed.has(r.id)),
      ...changed.values(),
    ];
    const loop = findLoop(compileRules(final), [...changed.keys()]);
    if (loop) {
      const chain = chainText(loop);
      const lines = new Set(
        loop.map((r) => changed.get(r.id)?.line).filter((l) => l !== undefined),
      );
      throw new ImportRejected(
        [...lines].map((line) => ({ line, field: 'target', code: 'loop', params: { chain } })),
      );
    }
    await writeImport(tx, creates, updates, deletes);
    const result = {
      created: creates.length,
      updated: updates.length,
      unchanged,
      deleted: deletes.length,
    };
    await recordAudit(tx, {
      ...actor,
      action: 'routeRule.import',
      entity: 'routeRule',
      entityId: 'csv',
      detail: { mode, rows: file.rules.length, ...result },
    });
    return result;
  });
  return { ...counts, seconds: Math.round((performance.now() - started) / 100) / 10 };
}

async function writeImport(
  tx: Tx,
  creates: readonly NormalRule[],
  updates: readonly (NormalRule & { id: number })[],
  deletes: readonly { id: number }[],
): Promise<void> {
  await inBatches(deletes, (batch) =>
    tx.delete(routeRules).where(
      inArray(
        routeRules.id,
        batch.map((r) => r.id),
      ),
    ),
  );
  await inBatches(creates, (batch) =>
    tx.insert(routeRules).values(
      batch.map(({ source, kind, target, status, variant, keepQuery }) => ({
        source,
        kind,
        target,
        status,
        variant,
        keepQuery,
      })),
    ),
  );
  await inBatches(updates, (batch) => {
    const rows = batch.map(
      (r) => sql`(${r.id}::int, ${r.target}::text, ${r.status}::smallint, ${r.keepQuery}::boolean)`,
    );
    return tx.execute(sql`
      update ${routeRules} as r
      set target = v.target, status = v.status, keep_query = v.keep,
          revision = r.revision + 1, updated_at = now()
      from (values ${sql.join(rows, sql`, `)}) as v(id, target, status, keep)
      where r.id = v.id`);
  });
}

export const EXPORT_COLUMNS = [
  'source',
  'target',
  'status',
  'language',
  'keep_query',
  'hits',
  'last_hit_at',
] as const;

/** Every rule as a CSV the import reads back (formula-safe cells, see toCsv). */
export async function exportRulesCsv(db: Db): Promise<string> {
  const rows = await db
    .select()
    .from(routeRules)
    .orderBy(asc(routeRules.source), asc(routeRules.variant));
  return toCsv(
    EXPORT_COLUMNS,
    rows.map((r) => ({
      source: r.source,
      target: r.target,
      status: r.status,
      language: r.variant,
      keep_query: r.keepQuery,
      hits: r.hits,
      last_hit_at: r.lastHitAt,
    })),
  );
}
