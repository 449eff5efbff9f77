import 'server-only';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { z } from 'zod';
import { fill } from '@/lib/console/i18n/common';
import { problemText, routeRulesTexts } from '@/lib/console/i18n/route-rules';
import { compileRules, traceRedirect } from '@/lib/route-rules/match';
import { canonicalSegments } from '@/lib/route-rules/paths';
import { MAX_CSV_MB } from '@/lib/route-rules/types';
import {
  actorOf,
  consoleLangOfRequest,
  type ConsoleContext,
  type ConsoleEnv,
} from '@/lib/server/console/access';
import {
  CsvRejected,
  ImportRejected,
  exportRulesCsv,
  importRules,
  parseRulesCsv,
  type RowProblem,
} from '@/lib/server/route-rules/csv';
import { allRules } from '@/lib/server/route-rules/read';
import {
  RuleConflict,
  RuleRejected,
  createRule,
  deleteRule,
  listRules,
  updateRule,
} from '@/lib/server/route-rules/store';
import { readJsonObject } from '@/lib/server/security/body';
import { siteUrl } from '@/lib/site-url';
import {
  createRuleSchema,
  deleteRuleSchema,
  importQuerySchema,
  rulesQuerySchema,
  testPathSchema,
  updateRuleSchema,
} from '@/lib/validation/route-rules';
import { ok } from '../../envelope';
import { HttpError, type FieldErrors } from '../../errors';

// Route rules in the console: editors and admins (the /api/admin guard: session,
// role, Origin, per-user write limit). Every refusal is a 4xx whose messages are in the
// console's language (consoleLangOfRequest); nothing is stored then.
export const routeRuleAdminRoutes = new Hono<ConsoleEnv>();

type Issue = { path: PropertyKey[]; message: string; params?: Record<string, string | number> };

/** The CSV's column names for the fields, as the editor wrote them in the file. */
const columnOf: Record<string, string> = { variant: 'language', keepQuery: 'keep_query' };

function refused(c: Context, issues: readonly Issue[]): HttpError {
  const lang = consoleLangOfRequest(c);
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.length ? String(issue.path[0]) : '_';
    const text = problemText(lang, issue.message, issue.params);
    const list = (errors[field] ??= []);
    if (!list.includes(text)) list.push(text);
  }
  return new HttpError(400, routeRulesTexts[lang].notSaved, errors);
}

function parsed<S extends z.ZodType>(c: Context, schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw refused(c, result.error.issues as Issue[]);
  return result.data;
}

/** The store's refusals as answers in the console's language. */
async function answer<T>(c: ConsoleContext, work: () => Promise<T>): Promise<T> {
  const lang = consoleLangOfRequest(c);
  const t = routeRulesTexts[lang];
  try {
    return await work();
  } catch (error) {
    if (error instanceof RuleRejected) {
      const issues = Object.entries(error.problems).map(([field, p]) => ({
        path: [field],
        message: p.code,
        params: p.params,
      }));
      throw refused(c, issues);
    }
    if (error instanceof RuleConflict) {
      throw new HttpError(error.reason === 'stale' ? 409 : 404, t.conflict);
    }
    if (error instanceof CsvRejected) {
      const text = problemText(lang, error.problem.code, error.problem.params);
      throw new HttpError(error.status, text, { file: [text] });
    }
    if (error instanceof ImportRejected) throw importRefused(c, error.rows);
    throw error;
  }
}

/** At most this many invalid rows are listed; the rest are counted. */
const LISTED_ROWS = 200;

function importRefused(c: Context, rows: readonly RowProblem[]): HttpError {
  const lang = consoleLangOfRequest(c);
  const t = routeRulesTexts[lang];
  const lines = new Set(rows.map((r) => r.line));
  const listed = rows.slice(0, LISTED_ROWS).map((r) => {
    const where = fill(t.import.line, { line: r.line });
    const column = r.field ? ` · ${columnOf[r.field] ?? r.field}` : '';
    return `${where}${column}: ${problemText(lang, r.code, r.params)}`;
  });
  if (rows.length > LISTED_ROWS)
    listed.push(fill(t.import.more, { count: rows.length - LISTED_ROWS }));
  return new HttpError(400, fill(t.notImported, { count: lines.size }), { rows: listed });
}

/** The :id of the path; anything but a positive integer names no rule. */
function ruleId(c: ConsoleContext): number {
  const id = Number(c.req.param('id'));
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) {
    throw new HttpError(404, routeRulesTexts[consoleLangOfRequest(c)].conflict);
  }
  return id;
}

// GET /api/admin/route-rules — searched, filtered by language, sorted, a page at a time.
routeRuleAdminRoutes.get('/admin/route-rules', async (c) =>
  ok(c, await listRules(c.get('db'), parsed(c, rulesQuerySchema, c.req.query()))),
);

// GET /api/admin/route-rules/export.csv — every rule, as the import reads it back.
routeRuleAdminRoutes.get('/admin/route-rules/export.csv', async (c) => {
  const csv = await exportRulesCsv(c.get('db'));
  c.header('Content-Type', 'text/csv; charset=utf-8');
  const day = new Date().toISOString().slice(0, 10);
  c.header('Content-Disposition', `attachment; filename="voltara-redirects-${day}.csv"`);
  return c.body(csv);
});

// GET /api/admin/route-rules/test?path= — which rule applies, the chain, where it ends. Read
// from the database, not this instance's copy: the answer is the stored rules' own.
routeRuleAdminRoutes.get('/admin/route-rules/test', async (c) => {
  const { path } = parsed(c, testPathSchema, c.req.query());
  const cut = path.search(/[?#]/);
  const pathname = cut < 0 ? path : path.slice(0, cut);
  const search = cut < 0 || path[cut] === '#' ? '' : path.slice(cut).split('#')[0]!;
  if (!canonicalSegments(pathname)) {
    throw refused(c, [{ path: ['path'], message: 'badEncoding' }]);
  }
  const set = compileRules(await allRules(c.get('db')));
  return ok(c, traceRedirect(set, pathname, search));
});

// POST /api/admin/route-rules — a new rule.
routeRuleAdminRoutes.post('/admin/route-rules', async (c) => {
  const rule = parsed(c, createRuleSchema(siteUrl()), await readJsonObject(c.req.raw));
  return ok(c, await answer(c, () => createRule(c.get('db'), rule, actorOf(c))), 201);
});

// PUT /api/admin/route-rules/:id — change a rule, from the revision the editor read.
routeRuleAdminRoutes.put('/admin/route-rules/:id', async (c) => {
  const id = ruleId(c);
  const input = parsed(c, updateRuleSchema(siteUrl()), await readJsonObject(c.req.raw));
  return ok(c, await answer(c, () => updateRule(c.get('db'), id, input, actorOf(c))));
});

// DELETE /api/admin/route-rules/:id?revision=
routeRuleAdminRoutes.delete('/admin/route-rules/:id', async (c) => {
  const id = ruleId(c);
  const { revision } = parsed(c, deleteRuleSchema, c.req.query());
  return ok(c, await answer(c, () => deleteRule(c.get('db'), id, revision, actorOf(c))));
});

/** Room for the multipart framing around the largest file. */
const MULTIPART_SLACK = 64 * 1024;
const MAX_CSV_BYTES = MAX_CSV_MB * 1024 * 1024;

const csvRefused = (c: Context, code: 'csvTooLarge' | 'csvNotFile', status: 400 | 413 | 415) => {
  const text = problemText(consoleLangOfRequest(c), code);
  return new HttpError(status, text, { file: [text] });
};

// POST /api/admin/route-rules/import?mode=merge|replace — multipart field `file`, a CSV.
routeRuleAdminRoutes.post(
  '/admin/route-rules/import',
  // By Content-Length before anything is read (a 50 MB upload is never read); else while reading.
  bodyLimit({
    maxSize: MAX_CSV_BYTES + MULTIPART_SLACK,
    onError: (c) => {
      throw csvRefused(c, 'csvTooLarge', 413);
    },
  }),
  async (c) => {
    const { mode } = parsed(c, importQuerySchema, c.req.query());
    if (!/^multipart\/form-data/i.test(c.req.header('content-type') ?? '')) {
      throw csvRefused(c, 'csvNotFile', 415);
    }
    let file: FormDataEntryValue | null;
    try {
      file = (await c.req.formData()).get('file');
    } catch {
      throw csvRefused(c, 'csvNotFile', 400);
    }
    if (!(file instanceof File)) throw csvRefused(c, 'csvNotFile', 400);
    if (file.size > MAX_CSV_BYTES) throw csvRefused(c, 'csvTooLarge', 413);
    const bytes = new Uint8Array(await file.arrayBuffer());
    return ok(
      c,
      await answer(c, () =>
        importRules(c.get('db'), parseRulesCsv(bytes, siteUrl()), mode, actorOf(c)),
      ),
    );
  },
);
