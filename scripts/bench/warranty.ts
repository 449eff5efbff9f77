// The certificate PDF run of `npm run bench -- --warranty`. The renderer is server-only code, so it
// runs in a child process under the react-server condition (scripts/bench/warranty-pdf.ts).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { Report } from './report';

export type WarrantyPdfResult = {
  certificates: number;
  coldFirstMs: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  meanKb: number;
  budgetP95Ms: number;
};

export async function runWarrantyPdf(
  root: string,
): Promise<{ result: WarrantyPdfResult; report: Report }> {
  const run = spawnSync(
    'npx',
    [
      'tsx',
      '--conditions=react-server',
      '--tsconfig',
      'tsconfig.json',
      path.join('scripts/bench/warranty-pdf.ts'),
    ],
    { cwd: root, encoding: 'utf8' },
  );
  const line = run.stdout.split('\n').find((l) => l.startsWith('{'));
  if (run.status !== 0 || !line)
    throw new Error(`warranty PDF run failed: ${run.stderr.slice(-2000)}`);
  const result = JSON.parse(line) as WarrantyPdfResult;
  const pass = result.p95Ms <= result.budgetP95Ms;
  const text = [
    '(h) certificate PDFs: 200 certificates, Noto Sans SC subset, half in Chinese',
    `    p50 ${result.p50Ms} ms · p95 ${result.p95Ms} ms (budget ≤ ${result.budgetP95Ms} ms) · max ${result.maxMs} ms · first (font load) ${result.coldFirstMs} ms · ${result.meanKb} KB each`,
  ].join('\n');
  return {
    result,
    report: {
      text,
      budgets: [
        {
          budget: 'certificate PDF p95',
          measured: `${result.p95Ms} ms`,
          limit: `≤ ${result.budgetP95Ms} ms`,
          pass,
        },
      ],
    },
  };
}
