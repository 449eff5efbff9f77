// Server memory. RSS of each server's process tree at idle after start, after the load
// run and at its peak (sampled every second), for the site on PGlite and on PostgreSQL, beside
// the empty Next app; with the split V8 reports (memory-probe.mjs): the JS heap, ArrayBuffers,
// the WASM memory (PGlite's PostgreSQL, and how much of it is resident) and other external.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { cpuSnapshot, othersShare } from './cpu';
import { runLoad, warmUp, type LoadResult } from './load';
import type { Budget, Report } from './report';
import { processTree, treeRss, type ProcRss } from './rss';
import type { Server } from './server';
import { int, table, verdict, type Cell } from './table';

/** The memory budget: RSS after the load run. */
export const MEMORY_BUDGET_MB = { pglite: 450, postgres: 300 } as const;
export type Database = keyof typeof MEMORY_BUDGET_MB;

const PROBE = pathToFileURL(path.join(import.meta.dirname, 'memory-probe.mjs')).href;
/** Quiet time before the idle figure: the start's last promises and timers settle. */
const SETTLE_MS = 3000;

/** What memory-probe.mjs writes (bytes). */
export type ProbeData = {
  at: number;
  rss: number;
  heapTotal: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
  wasmMemories: number;
  wasmBytes: number;
  wasmResident: number | null;
};

export type MemorySample = {
  /** RSS of the whole process tree (MB = MiB). */
  rssMb: number;
  processes: ProcRss[];
  /** The listening process's own split, when its probe has reported. */
  v8: ProbeData | null;
};

export type ServerMemory = {
  server: string;
  database: Database | null;
  /** The start script's variables and Node flags the server ran with (`NAME=value`, `--flag`). */
  startSettings: string[];
  idle?: MemorySample;
  after?: MemorySample;
  peak?: MemorySample;
  /** The load runs between idle and after (req/s shows what the settings cost). */
  runs?: LoadResult[];
  error?: string;
};

/** Environment that preloads the probe into a server, reporting to `file`. */
export function probeEnv(
  file: string,
  env: NodeJS.ProcessEnv = process.env,
): Record<string, string> {
  const preload = `--import ${JSON.stringify(PROBE)}`;
  return {
    BENCH_MEMORY_FILE: file,
    NODE_OPTIONS: [env.NODE_OPTIONS, preload].filter(Boolean).join(' '),
  };
}

function readProbe(file: string): ProbeData | null {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as ProbeData;
  } catch {
    return null;
  }
}

export function sampleMemory(server: Server, probeFile: string): MemorySample {
  const tree = treeRss(server.pid, server.port);
  return { rssMb: tree.totalMb, processes: tree.processes, v8: readProbe(probeFile) };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The idle figure: after the start has settled and the probe has reported since. */
export async function idleSample(server: Server, probeFile: string): Promise<MemorySample> {
  const since = Date.now();
  await sleep(SETTLE_MS);
  while ((readProbe(probeFile)?.at ?? 0) < since + SETTLE_MS && Date.now() - since < 10_000) {
    await sleep(200);
  }
  return sampleMemory(server, probeFile);
}

/** Samples every second while `run` goes on; the run's result and the highest sample. */
export async function withPeak<T>(
  server: Server,
  probeFile: string,
  run: () => Promise<T>,
): Promise<{ result: T; peak: MemorySample }> {
  let peak = sampleMemory(server, probeFile);
  const timer = setInterval(() => {
    const sample = sampleMemory(server, probeFile);
    if (sample.rssMb > peak.rssMb) peak = sample;
  }, 1000);
  try {
    return { result: await run(), peak };
  } finally {
    clearInterval(timer);
  }
}

/**
 * The site's load run (table (b)): each target warmed up, then loaded in turn; the memory at its
 * peak and right after, and the other processes' share of the CPU meanwhile.
 */
export async function siteLoadRun(
  server: Server,
  probeFile: string,
  targets: string[],
  load: { connections: number; duration: number },
  log: (message: string) => void,
) {
  for (const target of targets) {
    const statuses = await warmUp(server.url + target);
    log(`warmed up ${target}: HTTP ${[...new Set(statuses)].join(', ')}`);
  }
  const ours = () => [process.pid, ...processTree(server.pid)];
  const cpuBefore = cpuSnapshot(ours());
  const { result: runs, peak } = await withPeak(server, probeFile, async () => {
    const runs: LoadResult[] = [];
    for (const target of targets) {
      log(
        `load: ${target} on ${server.name} (${load.connections} connections, ${load.duration} s)`,
      );
      runs.push(await runLoad(server.url, target, load));
    }
    return runs;
  });
  const othersCpu = othersShare(cpuBefore, cpuSnapshot(ours()));
  const after = sampleMemory(server, probeFile);
  return { runs, othersCpu, after, peak: after.rssMb > peak.rssMb ? after : peak };
}

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);

/** "heap used/total · ArrayBuffers · WASM resident/size · other external" in MB. */
export function splitOf(v8: ProbeData | null): string {
  if (!v8) return 'n/a';
  const parts = [`heap ${mb(v8.heapUsed)}/${mb(v8.heapTotal)}`, `buffers ${mb(v8.arrayBuffers)}`];
  if (v8.wasmMemories > 0) {
    const resident = v8.wasmResident === null ? '?' : mb(v8.wasmResident);
    parts.push(`WASM ${resident}/${mb(v8.wasmBytes)}`);
  }
  parts.push(`other ext ${mb(Math.max(0, v8.external - v8.arrayBuffers - v8.wasmBytes))}`);
  return parts.join(' · ');
}

const label: Record<Database, string> = { pglite: 'PGlite', postgres: 'PostgreSQL' };

export function memoryReport(servers: ServerMemory[]): Report {
  const budgets: Budget[] = [];
  const rows: Cell[][] = [];
  const notes: string[] = [];
  for (const s of servers) {
    const name = s.database ? `${s.server} (${label[s.database]})` : s.server;
    const limit = s.database ? MEMORY_BUDGET_MB[s.database] : null;
    const pass = limit === null || !s.after ? null : s.after.rssMb <= limit;
    if (s.database) {
      budgets.push({
        budget: `server RSS after the load run, ${label[s.database]}`,
        measured: s.after ? `${s.after.rssMb.toFixed(0)} MB` : (s.error ?? 'not measured'),
        limit: `≤ ${limit} MB`,
        pass,
      });
    }
    if (s.error && !s.after) {
      rows.push([name, '-', '-', '-', '-', `ERROR (${s.error})`]);
      continue;
    }
    const figure = (sample?: MemorySample) => (sample ? sample.rssMb.toFixed(0) : '-');
    rows.push([
      name,
      figure(s.idle),
      figure(s.after),
      figure(s.peak),
      limit === null ? '-' : `≤ ${limit}`,
      pass === null ? '-' : verdict(pass),
    ]);
    const settings = s.startSettings.length > 0 ? s.startSettings.join(' ') : 'none';
    notes.push(`${name}, started with: ${settings}`);
    for (const [stage, sample] of [
      ['idle', s.idle],
      ['after', s.after],
      ['peak', s.peak],
    ] as const) {
      if (sample) notes.push(`  ${stage.padEnd(5)} ${splitOf(sample.v8)}`);
    }
    if (s.runs && s.runs.length > 0) {
      const rates = s.runs.map((r) => `${r.target} ${int(r.reqPerSec)} req/s`).join(', ');
      notes.push(`  load  ${rates}`);
    }
    const extra = (s.after ?? s.idle)?.processes.filter((p) => !p.listening) ?? [];
    if (extra.length > 0) {
      notes.push(
        `  processes besides the listener: ${extra.map((p) => `${p.name} ${(p.rssKb / 1024).toFixed(0)} MB`).join(', ')}`,
      );
    }
  }
  notes.push(
    'RSS of the server process tree (MB = MiB) from /proc: idle 3 s after the health check, right after',
    'the last load run, and the highest one-second sample during the runs. Split from the listening process',
    '(memory-probe.mjs): JS heap used/total, ArrayBuffers, WASM resident/size, other external.',
  );
  const title =
    `(c) Server memory — budgets: RSS after the load run ≤ ${MEMORY_BUDGET_MB.pglite} MB on PGlite, ` +
    `≤ ${MEMORY_BUDGET_MB.postgres} MB on PostgreSQL`;
  const head = ['server', 'idle MB', 'after load MB', 'peak MB', 'budget', 'result'];
  return { text: table(title, head, rows, notes), budgets };
}
