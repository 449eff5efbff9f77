// Budgets and the tables printed for them. Budgets are reported (PASS/MISS), never enforced.
import { WEIGHT_PAGE } from './build';
import type { FirstLoad } from './first-load';
import type { LoadResult } from './load';
import { FROM_NGINX_CACHE, NEXT_CACHE_HEADER, NGINX_CACHE_HEADER, type PageRun } from './pages';
import { int, kb, signedKb, table, verdict, type Cell } from './table';

export const BUDGET = {
  // Performance budget: content pages at most 15 KB gz over the empty app; the account pages (their
  // forms, the puzzle loaded on demand) at most 60 KB gz over it.
  firstLoadOverEmptyKb: 15,
  accountFirstLoadOverEmptyKb: 60,
  // The estimator page (the model, its charts and the worker's glue) at most 40.
  estimatorFirstLoadOverEmptyKb: 40,
  reqPerSec: 1000,
  // Caching budget: a cached page from next start alone against the empty app's static page of the
  // same weight in the same run (req/s and p99), and through deploy/nginx.conf against nginx
  // sending the same HTML as a static file.
  cachedOfWeight: 0.7,
  cachedP99OfWeight: 1.5,
  nginxOfStatic: 0.5,
  /** Share of a run's responses that must come from the cache for its figure to count. */
  fromCache: 0.99,
};

/** pass: null when the figure could not be measured. */
export type Budget = { budget: string; measured: string; limit: string; pass: boolean | null };
export type Report = { text: string; budgets: Budget[] };

/** The account pages of the bigger first-load budget, in every language. */
const ACCOUNT_PAGE = /^(\/(cn|au|de|it|nl|fr))?\/(login|sign-up|retrieve-password)$/;

/** The estimator page, in every language. */
export const isEstimatorPage = (route: string) =>
  /^(\/(cn|au|de|it|nl|fr))?\/estimator$/.test(route);

/** A route's first-load budget over the empty app, in KB. */
export function firstLoadAllowanceKb(route: string): number {
  if (ACCOUNT_PAGE.test(route)) return BUDGET.accountFirstLoadOverEmptyKb;
  if (isEstimatorPage(route)) return BUDGET.estimatorFirstLoadOverEmptyKb;
  return BUDGET.firstLoadOverEmptyKb;
}

export function firstLoadReport(empty: FirstLoad, routes: FirstLoad[]): Report {
  const budgets: Budget[] = [];
  const rows: Cell[][] = [
    [
      '(empty app) /',
      empty.status,
      empty.scripts.length,
      kb(empty.bytes),
      kb(empty.gzipBytes),
      '-',
      '-',
    ],
  ];
  for (const r of routes) {
    const limit = empty.gzipBytes + firstLoadAllowanceKb(r.route) * 1000;
    const pass = r.error ? null : r.gzipBytes <= limit;
    budgets.push({
      budget: `first-load JS ${r.route}`,
      measured: r.error ? r.error : `${kb(r.gzipBytes)} KB gz`,
      limit: `≤ ${kb(limit)} KB gz`,
      pass,
    });
    rows.push([
      r.route,
      r.status,
      r.scripts.length,
      kb(r.bytes),
      kb(r.gzipBytes),
      pass === null ? '-' : signedKb(r.gzipBytes - empty.gzipBytes),
      pass === null ? `ERROR (${r.error})` : verdict(pass),
    ]);
  }
  const skipped = new Set([empty, ...routes].flatMap((r) => r.skippedNoModule));
  const notes = [
    'Sum of the distinct <script src="/_next/static/…"> of the page HTML, gzip level 6; 1 KB = 1000 bytes.',
  ];
  if (skipped.size > 0)
    notes.push(`Not counted (nomodule, legacy browsers only): ${[...skipped].join(', ')}`);
  const title =
    `(a) First-load JS per route — budget: empty app + ${BUDGET.firstLoadOverEmptyKb} KB gz ` +
    `(login, sign-up, retrieve password: + ${BUDGET.accountFirstLoadOverEmptyKb} KB gz; ` +
    `estimator: + ${BUDGET.estimatorFirstLoadOverEmptyKb} KB gz)`;
  const head = ['route', 'HTTP', 'scripts', 'raw KB', 'gzip KB', 'vs empty KB', 'budget'];
  return { text: table(title, head, rows, notes), budgets };
}

export function loadReport(
  runs: LoadResult[],
  opts: { connections: number; duration: number; othersCpu: number; cpus: number },
): Report {
  const budgets: Budget[] = [];
  const rows = runs.map((r) => {
    const clean = r.non2xx === 0 && r.errors === 0;
    const pass = clean && r.reqPerSec >= BUDGET.reqPerSec;
    budgets.push({
      budget: `throughput ${r.target}`,
      measured: `${int(r.reqPerSec)} req/s${clean ? '' : ' (with non-2xx/errors)'}`,
      limit: `≥ ${int(BUDGET.reqPerSec)} req/s`,
      pass,
    });
    const statuses = Object.entries(r.statusCodes).map(([code, n]) => `${code}×${n}`);
    return [
      r.target,
      int(r.reqPerSec),
      r.latencyP99Ms.toFixed(0),
      int(r.non2xx),
      int(r.errors),
      statuses.join(' '),
      verdict(pass),
    ];
  });
  const title = `(b) Load: ${opts.connections} connections × ${opts.duration} s per target — budget ≥ ${int(BUDGET.reqPerSec)} req/s`;
  const head = ['target', 'req/s (avg)', 'p99 ms', 'non-2xx', 'errors', 'statuses', 'budget'];
  const notes = [
    'PASS needs the rate with every response 2xx and no errors. autocannon runs on the same machine.',
  ];
  const others = `Other processes took ${(opts.othersCpu * 100).toFixed(0)}% of the ${opts.cpus} cores' time during the runs`;
  notes.push(
    opts.othersCpu > 0.1 ? `${others}: the machine was busy, these figures are low.` : `${others}.`,
  );
  return { text: table(title, head, rows, notes), budgets };
}

/** Every response a 200 and no error. */
const allOk = (r: LoadResult) =>
  r.errors === 0 && r.requests > 0 && Object.keys(r.statusCodes).every((code) => code === '200');

/** Share of the counted responses whose header had one of these values. */
function shareOf(r: LoadResult, values: string[]): number {
  const counts = Object.entries(r.headerValues ?? {});
  const total = counts.reduce((sum, [, n]) => sum + n, 0);
  const matching = counts.filter(([v]) => values.includes(v)).reduce((sum, [, n]) => sum + n, 0);
  return total > 0 ? matching / total : 0;
}

const pct = (x: number) => `${(x * 100).toFixed(x > 0.999 || x < 0.001 ? 0 : 1)}%`;
const ratio = (a: number, b: number) => (b > 0 ? (a / b).toFixed(2) : 'n/a');
const valuesOf = (r: LoadResult) =>
  Object.entries(r.headerValues ?? {})
    .map(([v, n]) => `${v}×${n}`)
    .join(' ');

export function cachedPagesReport(
  { empty, weight }: { empty: LoadResult; weight: LoadResult | null },
  runs: PageRun[],
  opts: { connections: number; duration: number; othersCpu: number; cpus: number },
): Report {
  const budgets: Budget[] = [];
  const notes: string[] = [];
  const emptyOk = allOk(empty);
  if (!emptyOk) notes.push(`The empty app answered ${JSON.stringify(empty.statusCodes)}.`);
  if (weight && !allOk(weight)) {
    notes.push(`The empty app's ${WEIGHT_PAGE} answered ${JSON.stringify(weight.statusCodes)}.`);
  }
  const reference = (page: string, run: LoadResult): Cell[] => [
    `(empty app) ${page}`,
    kb(run.bytesPerResponse),
    int(run.reqPerSec),
    run.latencyP99Ms.toFixed(0),
    ratio(run.reqPerSec, empty.reqPerSec),
    weight ? ratio(run.reqPerSec, weight.reqPerSec) : 'n/a',
    ...Array<Cell>(9).fill('-'),
  ];
  const rows: Cell[][] = [reference('/', empty)];
  if (weight) rows.push(reference(WEIGHT_PAGE, weight));
  for (const run of runs) {
    const { next, nginx, staticFile } = run;
    const nextHits = shareOf(next, ['HIT']);
    const nextPass =
      weight && allOk(weight) && allOk(next) && nextHits >= BUDGET.fromCache
        ? next.reqPerSec >= BUDGET.cachedOfWeight * weight.reqPerSec &&
          next.latencyP99Ms <= BUDGET.cachedP99OfWeight * weight.latencyP99Ms
        : null;
    budgets.push({
      budget: `cached ${run.path}, next start`,
      measured: weight
        ? `${ratio(next.reqPerSec, weight.reqPerSec)} × ${WEIGHT_PAGE}, p99 ${next.latencyP99Ms.toFixed(0)} ms (${WEIGHT_PAGE} ${weight.latencyP99Ms.toFixed(0)} ms)`
        : `${WEIGHT_PAGE} not measured`,
      limit: `≥ ${BUDGET.cachedOfWeight.toFixed(2)} ×, p99 ≤ ${BUDGET.cachedP99OfWeight} × ${WEIGHT_PAGE}'s`,
      pass: nextPass,
    });
    if (!allOk(next) || nextHits < BUDGET.fromCache) {
      notes.push(
        `${run.path} from next start: statuses ${JSON.stringify(next.statusCodes)}, ${NEXT_CACHE_HEADER}: ${valuesOf(next)} — not a cache-hit run, not counted.`,
      );
    }
    let nginxCells: Cell[] = ['n/a', 'n/a', 'n/a', 'n/a', 'n/a', 'n/a', 'n/a'];
    if (nginx && staticFile) {
      const fromCache = shareOf(nginx, FROM_NGINX_CACHE);
      const clean = allOk(nginx) && allOk(staticFile) && fromCache >= BUDGET.fromCache;
      const pass = clean ? nginx.reqPerSec >= BUDGET.nginxOfStatic * staticFile.reqPerSec : null;
      budgets.push({
        budget: `cached ${run.path}, through nginx`,
        measured: `${ratio(nginx.reqPerSec, staticFile.reqPerSec)} × static file`,
        limit: `≥ ${BUDGET.nginxOfStatic.toFixed(2)} ×`,
        pass,
      });
      if (!clean) {
        notes.push(
          `${run.path} through nginx: statuses ${JSON.stringify(nginx.statusCodes)}, ${NGINX_CACHE_HEADER}: ${valuesOf(nginx)}; static file ${JSON.stringify(staticFile.statusCodes)} — not counted.`,
        );
      }
      nginxCells = [
        int(nginx.reqPerSec),
        nginx.latencyP99Ms.toFixed(0),
        pct(fromCache),
        int(staticFile.reqPerSec),
        staticFile.latencyP99Ms.toFixed(0),
        ratio(nginx.reqPerSec, staticFile.reqPerSec),
        pass === null ? 'ERROR' : verdict(pass),
      ];
    } else {
      budgets.push({
        budget: `cached ${run.path}, through nginx`,
        measured: run.nginxError ?? 'not measured',
        limit: `≥ ${BUDGET.nginxOfStatic.toFixed(2)} ×`,
        pass: null,
      });
    }
    rows.push([
      run.path,
      kb(next.bytesPerResponse),
      int(next.reqPerSec),
      next.latencyP99Ms.toFixed(0),
      ratio(next.reqPerSec, empty.reqPerSec),
      weight ? ratio(next.reqPerSec, weight.reqPerSec) : 'n/a',
      pct(nextHits),
      nextPass === null ? 'ERROR' : verdict(nextPass),
      ...nginxCells,
    ]);
  }
  const errors = [...new Set(runs.map((r) => r.nginxError).filter(Boolean))];
  for (const error of errors) notes.push(`nginx: ${error}`);
  notes.push(
    `"HIT": share of responses with ${NEXT_CACHE_HEADER}: HIT; "cached": with X-Cache-Status ${FROM_NGINX_CACHE.join('/')}. KB: bytes per response as sent (headers and gzip body).`,
    'The static file is the page saved from the site, served by the same nginx with gzip_static (its .gz made once).',
    `${WEIGHT_PAGE}: the empty app's static page of the site's weight (54 KB of HTML, prerendered at build; no proxy, no rewrites): what Next itself serves at that size, the ceiling of the next start ratio.`,
    `autocannon runs on the same ${opts.cpus} cores as the servers; other processes took ${(opts.othersCpu * 100).toFixed(0)}% of their time.`,
  );
  const title =
    `(g) Cached pages, ${opts.connections} connections × ${opts.duration} s, Accept-Encoding: gzip — ` +
    `budgets: next start ≥ ${BUDGET.cachedOfWeight} × the empty app's ${WEIGHT_PAGE} with p99 ≤ ${BUDGET.cachedP99OfWeight} × its p99; ` +
    `through nginx ≥ ${BUDGET.nginxOfStatic} × the static file`;
  const head = [
    'page',
    'KB',
    'next req/s',
    'p99',
    '× empty',
    '× weight',
    'HIT',
    'budget',
    'nginx req/s',
    'p99',
    'cached',
    'static req/s',
    'p99',
    '× static',
    'budget',
  ];
  return { text: table(title, head, rows, notes), budgets };
}

export function budgetSummary(budgets: Budget[]): string {
  const rows = budgets.map((b) => [
    b.budget,
    b.measured,
    b.limit,
    b.pass === null ? 'ERROR' : verdict(b.pass),
  ]);
  return table('Budgets (reported, not enforced)', ['budget', 'measured', 'limit', 'result'], rows);
}
