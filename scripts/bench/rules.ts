// The route-rule run (`npm run bench -- --rules`): a server of the built site on its own
// PostgreSQL database, a cached public page measured with no rules and with 10,000 rules loaded
// (alternating, in the same run, so a busy machine weighs on both alike), then a path that
// matches a rule (a redirect answered by the proxy). The rules are written straight into the
// database and the version raised, as the console does; the server's version check loads them.
import pg from 'pg';
import { recreateDatabase } from '../lib/postgres-database';
import { cpuSnapshot, othersShare } from './cpu';
import { runLoad, warmUp, type LoadResult } from './load';
import type { Budget, Report } from './report';
import { processTree } from './rss';
import { type SiteRunOptions, startSite, stopServer, waitForHealth } from './server';
import { int, table, verdict, type Cell } from './table';

export const RULE_COUNT = 10_000;
/** A cached public page that no rule matches. */
export const RULES_PAGE = '/about-us';
/** A path one of the 10,000 rules matches (an exact legacy URL). */
export const RULES_REDIRECT = '/legacy/page-4242.html';
const ROUNDS = 3;

export type RulesRun = {
  rules: number;
  rounds: { none: LoadResult; loaded: LoadResult }[];
  redirect: LoadResult;
  /** The cached page's answer after the warm-up (x-nextjs-cache). */
  cache: string;
  /** From the version raised to the server serving the new rules. */
  loadMs: number[];
  othersCpu: number;
};

const variants = ['all', 'en', 'cn', 'au', 'de', 'it', 'nl', 'fr'];

/** Rule i of the set: exact legacy pages, prefixes in every language, addresses elsewhere. */
function ruleRow(i: number): unknown[] {
  if (i < 8_000) return [`/legacy/page-${i}.html`, 'exact', '/products', 301, 'all'];
  if (i < 9_500) {
    return [`/old-section-${i}/*`, 'prefix', '/support-center/:splat', 308, variants[i % 8]];
  }
  return [`/partner-${i}`, 'exact', `https://partner.example.com/p/${i}`, 302, 'all'];
}

/** Replace the stored rules with the first `count` of the set; the new version. */
async function setRules(db: pg.Client, count: number): Promise<number> {
  await db.query('begin');
  try {
    await db.query('delete from route_rules');
    for (let start = 0; start < count; start += 1_000) {
      const rows = Array.from({ length: Math.min(1_000, count - start) }, (_, k) =>
        ruleRow(start + k),
      );
      const values = rows.map(
        (_, r) => `($${r * 5 + 1}, $${r * 5 + 2}, $${r * 5 + 3}, $${r * 5 + 4}, $${r * 5 + 5})`,
      );
      await db.query(
        `insert into route_rules (source, kind, target, status, variant) values ${values.join(', ')}`,
        rows.flat(),
      );
    }
    const { rows } = await db.query<{ version: string }>(
      `insert into route_rules_state (id, version) values (1, 1)
       on conflict (id) do update set version = route_rules_state.version + 1, changed_at = now()
       returning version`,
    );
    await db.query('commit');
    return Number(rows[0]!.version);
  } catch (error) {
    await db.query('rollback');
    throw error;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Milliseconds until the server answers with this version of the rules (GET /api/route-rules). */
async function waitForVersion(baseUrl: string, version: number, count: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < 30_000) {
    const res = await fetch(`${baseUrl}/api/route-rules`, { signal: AbortSignal.timeout(10_000) });
    const body = (await res.json().catch(() => ({}))) as {
      data?: { version: number; rules: unknown[] };
    };
    if (body.data?.version === version) {
      if (body.data.rules.length !== count) {
        throw new Error(`the server serves ${body.data.rules.length} rules, not ${count}`);
      }
      return Date.now() - started;
    }
    await sleep(50);
  }
  throw new Error(`the server did not load version ${version} of the rules within 30 s`);
}

export async function benchRules(
  opts: SiteRunOptions & {
    duration: number;
    connections: number;
    log: (message: string) => void;
  },
): Promise<RulesRun> {
  const databaseUrl = await recreateDatabase(opts.databaseUrl, 'bench_rules');
  const server = await startSite({
    ...opts,
    name: 'rules',
    env: {
      DATABASE_URL: databaseUrl,
      PGLITE_DIR: opts.pgliteDir,
      // The version check against the database (no Redis): the slower of the two ways.
      REDIS_URL: '',
      SMTP_URL: '',
    },
  });
  const db = new pg.Client({ connectionString: databaseUrl });
  try {
    await waitForHealth(server);
    await db.connect();
    const load = { duration: opts.duration, connections: opts.connections };
    const loadMs: number[] = [];
    const apply = async (count: number) => {
      loadMs.push(await waitForVersion(server.url, await setRules(db, count), count));
      await warmUp(server.url + RULES_PAGE);
    };
    await warmUp(server.url + RULES_PAGE);
    const cached = await fetch(server.url + RULES_PAGE);
    await cached.arrayBuffer();
    const cache = cached.headers.get('x-nextjs-cache') ?? 'none';

    // A load run that is not counted: the first round must not pay for the server's warm-up.
    opts.log(`rules: warming the server up on ${RULES_PAGE}`);
    await runLoad(server.url, RULES_PAGE, { ...load, duration: Math.max(3, load.duration / 2) });

    const ours = () => [process.pid, ...processTree(server.pid)];
    const before = cpuSnapshot(ours());
    const rounds: RulesRun['rounds'] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      await apply(0);
      opts.log(`rules: round ${round}/${ROUNDS}, ${RULES_PAGE} with no rules`);
      const none = await runLoad(server.url, RULES_PAGE, load);
      await apply(RULE_COUNT);
      opts.log(`rules: round ${round}/${ROUNDS}, ${RULES_PAGE} with ${int(RULE_COUNT)} rules`);
      const loaded = await runLoad(server.url, RULES_PAGE, load);
      rounds.push({ none, loaded });
    }
    const check = await fetch(server.url + RULES_REDIRECT, { redirect: 'manual' });
    if (check.status !== 301 || check.headers.get('location') !== '/products') {
      throw new Error(`${RULES_REDIRECT} answered ${check.status}, not the rule's 301`);
    }
    opts.log(`rules: ${RULES_REDIRECT}, a redirect by one of the ${int(RULE_COUNT)} rules`);
    const redirect = await runLoad(server.url, RULES_REDIRECT, load);
    const othersCpu = othersShare(before, cpuSnapshot(ours()));
    return { rules: RULE_COUNT, rounds, redirect, cache, loadMs, othersCpu };
  } finally {
    await db.end().catch(() => {});
    await stopServer(server);
  }
}

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

export function rulesReport(run: RulesRun): Report {
  const none = mean(run.rounds.map((r) => r.none.reqPerSec));
  const loaded = mean(run.rounds.map((r) => r.loaded.reqPerSec));
  const ratio = none > 0 ? loaded / none : 0;
  const redirect = run.redirect.reqPerSec;
  const clean = (r: LoadResult, status: string) =>
    r.errors === 0 && Object.keys(r.statusCodes).every((code) => code === status);
  const allClean =
    run.rounds.every((r) => clean(r.none, '200') && clean(r.loaded, '200')) &&
    clean(run.redirect, '301');
  const budgets: Budget[] = [
    {
      budget: `rules: cached page with ${int(run.rules)} rules vs none`,
      measured: `${(ratio * 100).toFixed(1)} % (${int(loaded)} vs ${int(none)} req/s)`,
      limit: '≥ 95 %',
      pass: allClean && ratio >= 0.95,
    },
    {
      budget: 'rules: matching redirect vs cached page',
      measured: `${int(redirect)} vs ${int(loaded)} req/s`,
      limit: '≥ the cached page',
      pass: allClean && redirect >= loaded,
    },
  ];
  const row = (label: string, r: LoadResult): Cell[] => [
    label,
    r.target,
    int(r.reqPerSec),
    r.latencyP99Ms.toFixed(0),
    int(r.errors),
    Object.entries(r.statusCodes)
      .map(([code, n]) => `${code}×${n}`)
      .join(' '),
  ];
  const rows = run.rounds.flatMap((r, i) => [
    row(`round ${i + 1}: no rules`, r.none),
    row(`round ${i + 1}: ${int(run.rules)} rules`, r.loaded),
  ]);
  rows.push(row('matching redirect', run.redirect));
  rows.push([
    'ratio (mean with rules / mean without)',
    '',
    `${(ratio * 100).toFixed(1)} %`,
    '',
    '',
    verdict(budgets[0]!.pass === true),
  ]);
  const busy = `Other processes took ${(run.othersCpu * 100).toFixed(0)}% of the machine's CPU time during the runs`;
  const notes = [
    `${RULES_PAGE} answered x-nextjs-cache: ${run.cache} after the warm-up (a page from the full-route cache).`,
    'PASS needs every answer as expected (200 for the page, 301 for the redirect) and no errors.',
    `Rules: 8,000 exact, 1,500 prefixes in every language variant, 500 to another site; written in the`,
    `database with the version raised, served by the server ${run.loadMs.map((ms) => `${ms}`).join('/')} ms later (version check, no Redis).`,
    run.othersCpu > 0.1 ? `${busy}: the machine was busy, the figures are noisy.` : `${busy}.`,
  ];
  const title = `(f) Route rules: ${RULES_PAGE} with ${int(run.rules)} rules vs none (${run.rounds.length} rounds each), and a matching redirect`;
  return {
    text: table(
      title,
      ['run', 'target', 'req/s (avg)', 'p99 ms', 'errors', 'statuses'],
      rows,
      notes,
    ),
    budgets,
  };
}
