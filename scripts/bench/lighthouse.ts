// Lighthouse 12.8.2, mobile (its default: a Moto G Power, simulated slow 4G and
// a 4× slower CPU), on the key pages and the empty app, each a first visit in a fresh profile
// (so the cookie banner shows); the median of RUNS runs. Lighthouse is no dependency of the
// site: npx fetches the pinned version once into npm's cache.
import { spawn } from 'node:child_process';
import { WEIGHT_PAGE } from './build';
import { table, verdict, type Cell } from './table';
import { isEstimatorPage, type Budget, type Report } from './report';

export const LIGHTHOUSE_VERSION = '12.8.2';
const RUNS = 3;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

type Category = (typeof CATEGORIES)[number];
type OtherCategory = Exclude<Category, 'performance'>;

export type LighthouseBudget = {
  performance: number;
  lcpMs?: number;
  cls?: number;
  /** The least score of each other category that has a budget. */
  others: Partial<Record<OtherCategory, number>>;
};

/** The ten key pages' performance budget. */
const LIGHTHOUSE_BUDGET: LighthouseBudget = {
  performance: 98,
  lcpMs: 1800,
  cls: 0,
  others: { accessibility: 100, 'best-practices': 100, seo: 100 },
};

/** The estimator page's budget: performance ≥ 95 and accessibility 100. */
const ESTIMATOR_LIGHTHOUSE_BUDGET: LighthouseBudget = {
  performance: 95,
  others: { accessibility: 100 },
};

const SHORT: Record<OtherCategory, string> = {
  accessibility: 'a11y',
  'best-practices': 'bp',
  seo: 'seo',
};

/** A run that fails (Chromium's trace lost, NO_NAVSTART…) is tried again this many times. */
const RETRIES = 2;

export type LighthouseRun = {
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
  fcpMs: number;
  cls: number;
  tbtMs: number;
  lcpElement: string;
};
export type LighthousePage = { path: string; runs: LighthouseRun[]; error?: string };

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

function lighthouseOnce(url: string): Promise<LighthouseRun> {
  const args = [
    '--yes',
    `lighthouse@${LIGHTHOUSE_VERSION}`,
    url,
    '--quiet',
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
    `--only-categories=${CATEGORIES.join(',')}`,
    '--output=json',
    '--output-path=stdout',
  ];
  const env = { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' };
  return new Promise((resolve, reject) => {
    const child = spawn('npx', args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (b: Buffer) => out.push(b));
    child.stderr.on('data', (b: Buffer) => err.push(b));
    child.on('error', reject);
    child.on('close', (code) => {
      try {
        const report = JSON.parse(Buffer.concat(out).toString('utf8')) as Json;
        if (report.runtimeError) throw new Error(report.runtimeError.message);
        resolve(toRun(report));
      } catch (error) {
        const tail = Buffer.concat(err).toString('utf8').trim().split('\n').slice(-3).join(' ');
        reject(new Error(`lighthouse exited ${code}: ${(error as Error).message} ${tail}`));
      }
    });
  });
}

function toRun(report: Json): LighthouseRun {
  const audits = report.audits as Json;
  const value = (id: string) => Number(audits[id]?.numericValue ?? NaN);
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [c, Math.round(Number(report.categories[c]?.score ?? 0) * 100)]),
  ) as LighthouseRun['scores'];
  const node = audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  return {
    scores,
    lcpMs: value('largest-contentful-paint'),
    fcpMs: value('first-contentful-paint'),
    cls: value('cumulative-layout-shift'),
    tbtMs: value('total-blocking-time'),
    lcpElement: String(node?.snippet ?? '').slice(0, 60),
  };
}

/** RUNS rounds over the pages (not RUNS runs of one page in a row), so a busy moment of the
 *  machine spreads over the pages instead of spoiling one. */
export async function benchLighthouse(
  baseUrl: string,
  paths: string[],
  log: (message: string) => void,
): Promise<LighthousePage[]> {
  const pages: LighthousePage[] = paths.map((path) => ({ path, runs: [] }));
  for (let round = 1; round <= RUNS; round++) {
    for (const page of pages) {
      if (page.error) continue;
      log(`lighthouse ${round}/${RUNS}: ${page.path}`);
      for (let attempt = 0; attempt <= RETRIES; attempt++) {
        try {
          page.runs.push(await lighthouseOnce(baseUrl + page.path));
          break;
        } catch (error) {
          const message = (error as Error).message;
          if (attempt === RETRIES) page.error = message;
          else log(`lighthouse ${page.path}: run failed (${message.slice(0, 120)}); again`);
        }
      }
    }
  }
  return pages;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** The estimator page's own budget, the key pages' for the others. */
const budgetOf = (path: string): LighthouseBudget =>
  isEstimatorPage(path) ? ESTIMATOR_LIGHTHOUSE_BUDGET : LIGHTHOUSE_BUDGET;

export function lighthouseReport(empty: LighthousePage[], pages: LighthousePage[]): Report {
  const budgets: Budget[] = [];
  const rows: Cell[][] = [];
  for (const page of [...empty, ...pages]) {
    const b = budgetOf(page.path);
    const isEmpty = empty.includes(page);
    const name = isEmpty ? `(empty app) ${page.path}` : page.path;
    if (page.error || page.runs.length === 0) {
      rows.push([name, '-', '-', '-', '-', '-', '-', '-', '-', `ERROR (${page.error})`]);
      if (!isEmpty) {
        budgets.push({
          budget: `Lighthouse ${page.path}`,
          measured: 'error',
          limit: '',
          pass: null,
        });
      }
      continue;
    }
    const m = (pick: (r: LighthouseRun) => number) => median(page.runs.map(pick));
    const perf = m((r) => r.scores.performance);
    const lcp = m((r) => r.lcpMs);
    const cls = m((r) => r.cls);
    const otherCategories = CATEGORIES.slice(1) as OtherCategory[];
    const others = otherCategories.map((c) => m((r) => r.scores[c]));
    // Each budgeted figure once: its value, its limit, whether it holds.
    const checks: { name: string; value: string; limit: string; holds: boolean }[] = [
      { name: 'perf', value: `${perf}`, limit: `≥ ${b.performance}`, holds: perf >= b.performance },
    ];
    if (b.lcpMs !== undefined) {
      const value = `${(lcp / 1000).toFixed(2)} s`;
      checks.push({ name: 'LCP', value, limit: `≤ ${b.lcpMs / 1000} s`, holds: lcp <= b.lcpMs });
    }
    if (b.cls !== undefined) {
      checks.push({ name: 'CLS', value: cls.toFixed(3), limit: `≤ ${b.cls}`, holds: cls <= b.cls });
    }
    otherCategories.forEach((c, i) => {
      const least = b.others[c];
      if (least === undefined) return;
      const score = others[i]!;
      checks.push({
        name: SHORT[c],
        value: `${score}`,
        limit: `≥ ${least}`,
        holds: score >= least,
      });
    });
    const pass = checks.every((c) => c.holds);
    if (!isEmpty) {
      budgets.push({
        budget: `Lighthouse ${page.path}`,
        measured: checks.map((c) => `${c.name} ${c.value}`).join(', '),
        limit: checks.map((c) => `${c.name} ${c.limit}`).join(', '),
        pass,
      });
    }
    rows.push([
      name,
      perf,
      (lcp / 1000).toFixed(2),
      (m((r) => r.fcpMs) / 1000).toFixed(2),
      cls.toFixed(3),
      Math.round(m((r) => r.tbtMs)),
      ...others,
      isEmpty ? '-' : verdict(pass),
    ]);
  }
  const elements = pages.flatMap((p) =>
    p.runs.length ? [`${p.path}: ${p.runs.at(-1)!.lcpElement}`] : [],
  );
  const text = table(
    `Lighthouse ${LIGHTHOUSE_VERSION} mobile, first visit (cookie banner showing), median of ${RUNS} runs`,
    ['page', 'perf', 'LCP s', 'FCP s', 'CLS', 'TBT ms', 'a11y', 'bp', 'seo', 'budget'],
    rows,
    [
      'Simulated throttling (Lantern): TBT and so the score rise when other processes share the CPU.',
      `(empty app) ${WEIGHT_PAGE}: a static page of the site's weight, no client component and no stylesheet: Next's own figures at that weight.`,
      'LCP element (last run):',
      ...elements,
    ],
  );
  return { text, budgets };
}
