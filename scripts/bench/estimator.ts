// (h) with --estimator: the sizing model's full year for 0–6 modules, timed in Node
// and in Chromium on this machine (the same module the page runs), against its budgets.
import path from 'node:path';
import { build } from 'esbuild';
import { chromium } from 'playwright';
import { findCountry } from '@/lib/estimator/data/regions';
import { defaultsFor } from '@/lib/estimator/inputs';
import { estimate } from '@/lib/estimator/model';
import type { Budget, Report } from './report';
import { table } from './table';

const ROOT = path.resolve(import.meta.dirname, '../..');
const BUDGET_MS = { node: 50, chromium: 100 };
const WARM_UPS = 5;
const RUNS = 30;

// The reference case: Germany, 5,000 kWh, 10 kWp, heat pump and car off.
const inputs = { ...defaultsFor(findCountry('DE')!, 'central'), kwh: 5000, pv: 10 };

export type Timing = { firstMs: number; medianMs: number; p95Ms: number; runs: number };

function summarise(times: number[], firstMs: number): Timing {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { firstMs, medianMs: at(0.5), p95Ms: at(0.95), runs: sorted.length };
}

export function timeInNode(): Timing {
  const start = performance.now();
  estimate(inputs);
  const firstMs = performance.now() - start;
  for (let i = 1; i < WARM_UPS; i++) estimate(inputs);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    estimate(inputs);
    times.push(performance.now() - t);
  }
  return summarise(times, firstMs);
}

/** The model bundled as the browser gets it, run in a blank Chromium page. */
export async function timeInChromium(): Promise<Timing> {
  const bundle = await build({
    stdin: {
      contents:
        "import { estimate } from './lib/estimator/model';\n" +
        "import { defaultsFor } from './lib/estimator/inputs';\n" +
        "import { findCountry } from './lib/estimator/data/regions';\n" +
        'globalThis.runEstimate = () => estimate({ ...defaultsFor(findCountry("DE"), "central"), kwh: 5000, pv: 10 });',
      resolveDir: ROOT,
      loader: 'ts',
    },
    bundle: true,
    minify: true,
    format: 'iife',
    write: false,
    alias: { '@': ROOT },
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  });
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><title>estimator bench</title>');
    await page.addScriptTag({ content: bundle.outputFiles[0]!.text });
    // A string, not a function: tsx's transform would add helpers the page does not have.
    return (await page.evaluate(`(() => {
      const run = globalThis.runEstimate;
      const start = performance.now();
      run();
      const firstMs = performance.now() - start;
      for (let i = 1; i < ${WARM_UPS}; i++) run();
      const times = [];
      for (let i = 0; i < ${RUNS}; i++) {
        const t = performance.now();
        run();
        times.push(performance.now() - t);
      }
      times.sort((a, b) => a - b);
      const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
      return { firstMs, medianMs: at(0.5), p95Ms: at(0.95), runs: times.length };
    })()`)) as Timing;
  } finally {
    await browser.close();
  }
}

export function estimatorReport(node: Timing, browser: Timing): Report {
  const ms = (n: number) => n.toFixed(1);
  const rows = [
    [
      'Node ' + process.version,
      ms(node.firstMs),
      ms(node.medianMs),
      ms(node.p95Ms),
      BUDGET_MS.node,
    ],
    ['Chromium', ms(browser.firstMs), ms(browser.medianMs), ms(browser.p95Ms), BUDGET_MS.chromium],
  ];
  const budgets: Budget[] = [
    {
      budget: 'estimator: a year, 0–6 modules, Node (p95)',
      measured: `${ms(node.p95Ms)} ms`,
      limit: `≤ ${BUDGET_MS.node} ms`,
      pass: node.p95Ms <= BUDGET_MS.node,
    },
    {
      budget: 'estimator: a year, 0–6 modules, Chromium (p95)',
      measured: `${ms(browser.p95Ms)} ms`,
      limit: `≤ ${BUDGET_MS.chromium} ms`,
      pass: browser.p95Ms <= BUDGET_MS.chromium,
    },
  ];
  const text = table(
    '(h) Estimator model: a full year at 15 min for 0–6 modules',
    ['runtime', 'first ms', 'median ms', 'p95 ms', 'budget ms'],
    rows,
    [
      `${WARM_UPS} warm-up runs (the first one shown), then ${RUNS} timed; case: Germany, 5,000 kWh, 10 kWp.`,
      'The budget applies to the warm runs (p95); the first run includes parsing and compiling.',
    ],
  );
  return { text, budgets };
}
