// Budgets and the tables printed for them. Budgets are reported (PASS/MISS), never enforced.
import type { FirstLoad } from './first-load';
import type { LoadResult } from './load';
import type { TreeRss } from './rss';
import { int, kb, signedKb, table, verdict, type Cell } from './table';

export const BUDGET = { firstLoadOverEmptyKb: 30, reqPerSec: 1000, rssMb: 400 };

/** pass: null when the figure could not be measured. */
export type Budget = { budget: string; measured: string; limit: string; pass: boolean | null };
export type Report = { text: string; budgets: Budget[] };

export function firstLoadReport(empty: FirstLoad, routes: FirstLoad[]): Report {
  const limit = empty.gzipBytes + BUDGET.firstLoadOverEmptyKb * 1000;
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
  const title = `(a) First-load JS per route — budget: empty app + ${BUDGET.firstLoadOverEmptyKb} KB gz = ${kb(limit)} KB gz`;
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

export function rssReport(after: TreeRss, peakMb: number, database: string, port: number): Report {
  const pass = after.totalMb <= BUDGET.rssMb;
  const budgets: Budget[] = [
    {
      budget: 'server RSS after the load run',
      measured: `${after.totalMb.toFixed(0)} MB`,
      limit: `≤ ${BUDGET.rssMb} MB`,
      pass,
    },
  ];
  const rows: Cell[][] = after.processes.map((p) => [
    p.pid,
    p.ppid,
    p.name + (p.listening ? ` (listens on ${port})` : ''),
    (p.rssKb / 1024).toFixed(0),
  ]);
  rows.push(['total', '', '', after.totalMb.toFixed(0)]);
  const title = `(c) Server RSS after the run — budget ≤ ${BUDGET.rssMb} MB (stated for PostgreSQL) — ${verdict(pass)}`;
  const notes = [
    `Peak while under load (sampled each second): ${peakMb.toFixed(0)} MB; 1 MB = 1024 KiB.`,
    `Database: ${database}.`,
  ];
  return { text: table(title, ['pid', 'ppid', 'process', 'RSS MB'], rows, notes), budgets };
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
