// `npm run bench [-- --no-build --postgres --duration 10 --connections 50 --forms --auth --rules --search]`
// (a) first-load JS per route vs an empty Next app, (b) load test, (c) server RSS,
// (d) with --forms: contact submissions and malformed bodies on PostgreSQL (issue 4).
// (e) with --auth: 1,000 wrong-password logins against one account from one address (issue 5).
// (f) with --rules: a cached page with 10,000 route rules vs none, and a redirect (issue 16);
//     --rules-only runs (f) alone.
// (h) with --search: site search over 10,000+ generated articles on PGlite and PostgreSQL, 20
//     connections, and keystroke-to-results in Chromium (issue 13); --search-only runs (h) alone.
// (g) cached pages (issue 11): the empty app, next start alone and deploy/nginx.conf beside nginx
//     serving the same HTML as a static file, all with Accept-Encoding: gzip.
// Budgets are reported (PASS/MISS), not enforced: exit 0 when the benchmark ran, 1 when it could not.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { authReport, benchAuth } from './auth';
import { buildReason, ensureEmptyApp, nextBuild, SITE_SOURCES } from './build';
import { measureFirstLoad, type FirstLoad } from './first-load';
import { formsReport, runMalformed, runSubmissions } from './forms';
import { runLoad, warmUp, type LoadResult } from './load';
import { benchCachedPages, GZIP, NEXT_CACHE_HEADER, newsArticlePath } from './pages';
import { benchRules, rulesReport } from './rules';
import { benchSearch, searchReport } from './search';
import { cpuSnapshot, othersShare } from './cpu';
import { processTree, treeRss } from './rss';
import {
  nextBin,
  spawnTracked,
  startNext,
  stopAll,
  stopAllNow,
  stopServer,
  tail,
  waitForOk,
} from './server';
import {
  budgetSummary,
  cachedPagesReport,
  firstLoadReport,
  loadReport,
  rssReport,
  type Budget,
  type Report,
} from './report';

const ROOT = path.resolve(import.meta.dirname, '../..');
const OUT_DIR = path.join(ROOT, '.bench');
const EMPTY_APP = path.join(OUT_DIR, 'empty-app');
const NEXT_BIN = nextBin(ROOT);
// The empty app's next is a hard link of the site's (the same files, see build.ts), run from its
// own path so that Next and the app load one and the same React.
const EMPTY_NEXT_BIN = nextBin(EMPTY_APP);
const SITE_PORT = 3200;
const EMPTY_PORT = 3201;
const AUTH_PORT = 3202;
const RULES_PORT = 3203;
const NGINX_PORT = 3205;
const SEARCH_PORT = 3207;
const STATIC_PORT = 3206;
const ROUTES = [
  '/',
  '/products',
  '/de/products',
  '/explore/news',
  '/login',
  '/about-us',
  '/support-center/downloads',
];
const LOAD_TARGETS = ['/', '/de/products', '/api/health'];
/** Issue 11's cached pages; NEWS_ARTICLE stands for the first article of /explore/news. */
const NEWS_ARTICLE = 'news article';
const CACHED_PAGES = ['/', '/de/products', NEWS_ARTICLE, '/support-center/downloads'];
const DEFAULT_POSTGRES = 'postgres://postgres@127.0.0.1:5432/test';
// Issue 4: 200 concurrent contact submissions for 30 s, then 1,000 malformed bodies.
const FORM_RUN = { connections: 200, duration: 30, malformed: 1000 };

const results: Record<string, unknown> = { startedAt: new Date().toISOString() };
const budgets: Budget[] = [];
let tempDir: string | null = null;

function print(report: Report): void {
  console.log(report.text);
  budgets.push(...report.budgets);
}

const USAGE =
  'usage: npm run bench -- [--no-build] [--postgres] [--duration S] [--connections N] [--forms] [--auth] [--rules | --rules-only] [--search | --search-only]\n' +
  '  BENCH_DATABASE_URL=postgres://… runs the site on that database (default with --postgres: ' +
  `${DEFAULT_POSTGRES}); otherwise on a fresh PGlite dir. --forms adds the form run (always on\n` +
  '  PostgreSQL: it counts the stored rows while the site runs). --auth adds the login flood (issue 5),\n' +
  '  on PostgreSQL, against a second server started with the puzzle test hook. --rules adds the route-rule\n' +
  '  run (issue 16): a server on its own PostgreSQL database, a cached page with 10,000 rules vs none, and a\n' +
  '  redirect; --rules-only runs it alone. --search adds the site-search run (issue 13, PGlite and\n' +
  '  PostgreSQL, then Chromium); --search-only runs it alone.';

function options() {
  const { values } = parseArgs({
    options: {
      'no-build': { type: 'boolean', default: false },
      postgres: { type: 'boolean', default: false },
      duration: { type: 'string', default: '10' },
      connections: { type: 'string', default: '50' },
      forms: { type: 'boolean', default: false },
      auth: { type: 'boolean', default: false },
      rules: { type: 'boolean', default: false },
      'rules-only': { type: 'boolean', default: false },
      search: { type: 'boolean', default: false },
      'search-only': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const positive = (name: string, v: string) => {
    const n = Number(v);
    if (!Number.isInteger(n) || n <= 0) throw new Error(`--${name} must be a positive integer`);
    return n;
  };
  const databaseUrl =
    process.env.BENCH_DATABASE_URL ||
    (values.postgres ||
    values.forms ||
    values.auth ||
    values.rules ||
    values['rules-only'] ||
    values.search ||
    values['search-only']
      ? DEFAULT_POSTGRES
      : undefined);
  return {
    build: !values['no-build'],
    duration: positive('duration', values.duration),
    connections: positive('connections', values.connections),
    databaseUrl,
    forms: values.forms,
    auth: values.auth,
    rules: values.rules || values['rules-only'],
    rulesOnly: values['rules-only'],
    search: values.search || values['search-only'],
    searchOnly: values['search-only'],
  };
}
type Options = ReturnType<typeof options>;

const log = (msg: string) => console.log(`bench: ${msg}`);
const hidePassword = (url: string) => url.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@');

async function buildAll(opts: Options): Promise<void> {
  const siteReason = buildReason(ROOT, SITE_SOURCES);
  if (!opts.build) {
    if (!fs.existsSync(path.join(ROOT, '.next/BUILD_ID')))
      throw new Error('--no-build, but the site has no build');
    log(`--no-build: using the existing site build${siteReason ? ` (stale: ${siteReason})` : ''}`);
  } else if (siteReason) {
    log(`building the site (${siteReason}); log: .bench/build-site.log`);
    log(
      `site built in ${(await nextBuild(ROOT, NEXT_BIN, path.join(OUT_DIR, 'build-site.log'))).toFixed(0)} s`,
    );
  } else {
    log('site build is up to date');
  }
  // The empty app is the first-load run's yardstick only.
  if (opts.rulesOnly || opts.searchOnly) return;
  const emptyReason = ensureEmptyApp(EMPTY_APP, ROOT);
  if (emptyReason) {
    log(`building the empty app (${emptyReason}); log: .bench/build-empty-app.log`);
    const seconds = await nextBuild(
      EMPTY_APP,
      EMPTY_NEXT_BIN,
      path.join(OUT_DIR, 'build-empty-app.log'),
    );
    log(`empty app built in ${seconds.toFixed(0)} s`);
  }
}

/** The empty app's first-load JS, and its req/s with gzip (the reference of table (d)). */
async function measureEmptyApp(opts: Options): Promise<{ firstLoad: FirstLoad; load: LoadResult }> {
  const server = await startNext({
    name: 'empty app',
    cwd: EMPTY_APP,
    nextBin: EMPTY_NEXT_BIN,
    port: EMPTY_PORT,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    logFile: path.join(OUT_DIR, 'server-empty-app.log'),
  });
  try {
    await waitForOk(server, '/', 60_000);
    const firstLoad = await measureFirstLoad(server.url, '/');
    if (firstLoad.error) throw new Error(`empty app '/': ${firstLoad.error}`);
    await warmUp(server.url + '/');
    log(`load: the empty app's / (${opts.connections} connections, ${opts.duration} s, gzip)`);
    const load = await runLoad(server.url, '/', opts, {
      headers: GZIP,
      countHeader: NEXT_CACHE_HEADER,
    });
    return { firstLoad, load };
  } finally {
    await stopServer(server);
  }
}

async function main(opts: Options): Promise<void> {
  fs.mkdirSync(OUT_DIR, { recursive: true });
  tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pglite-'));
  const pgliteDir = path.join(tempDir, 'db');
  const database = opts.databaseUrl
    ? `PostgreSQL ${hidePassword(opts.databaseUrl)}`
    : `PGlite at ${pgliteDir}`;
  results.options = { ...opts, databaseUrl: opts.databaseUrl && hidePassword(opts.databaseUrl) };
  results.environment = { node: process.version, cpus: os.cpus().length, database };

  await buildAll(opts);
  if (opts.searchOnly) {
    await runSearch(opts, pgliteDir);
    console.log(budgetSummary(budgets));
    results.budgets = budgets;
    return;
  }
  if (opts.rulesOnly) {
    await runRules(opts, pgliteDir);
    console.log(budgetSummary(budgets));
    results.budgets = budgets;
    return;
  }

  log(`measuring the empty app on port ${EMPTY_PORT}`);
  const { firstLoad: empty, load: emptyLoad } = await measureEmptyApp(opts);

  log(`starting the site on port ${SITE_PORT} (${database})`);
  const site = await startNext({
    name: 'site',
    cwd: ROOT,
    nextBin: NEXT_BIN,
    port: SITE_PORT,
    // An empty DATABASE_URL means "unset" to the app, and keeps a .env file from setting one.
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      PGLITE_DIR: pgliteDir,
      DATABASE_URL: opts.databaseUrl ?? '',
    },
    logFile: path.join(OUT_DIR, 'server-site.log'),
  });
  try {
    await waitForOk(site, '/api/health', 120_000).catch((error: Error) => {
      throw new Error(
        `${error.message}\nserver log (.bench/server-site.log):\n${tail(site.logFile)}`,
      );
    });

    const routes: FirstLoad[] = [];
    for (const route of ROUTES) routes.push(await measureFirstLoad(site.url, route));
    results.firstLoad = { emptyApp: empty, routes };
    print(firstLoadReport(empty, routes));

    for (const target of LOAD_TARGETS) {
      const statuses = await warmUp(site.url + target);
      log(`warmed up ${target}: HTTP ${[...new Set(statuses)].join(', ')}`);
    }
    const ourPids = () => [process.pid, ...processTree(site.pid)];
    const cpuBefore = cpuSnapshot(ourPids());
    const runs: LoadResult[] = [];
    let peakMb = 0;
    const sampler = setInterval(() => {
      peakMb = Math.max(peakMb, treeRss(site.pid, SITE_PORT).totalMb);
    }, 1000);
    try {
      for (const target of LOAD_TARGETS) {
        log(`load: ${target} (${opts.connections} connections, ${opts.duration} s)`);
        runs.push(await runLoad(site.url, target, opts));
      }
    } finally {
      clearInterval(sampler);
    }
    const othersCpu = othersShare(cpuBefore, cpuSnapshot(ourPids()));
    const after = treeRss(site.pid, SITE_PORT);
    peakMb = Math.max(peakMb, after.totalMb);
    results.load = { othersCpuShare: othersCpu, runs };
    results.rss = { ...after, peakMb };
    print(loadReport(runs, { ...opts, othersCpu, cpus: os.cpus().length }));
    print(rssReport(after, peakMb, database, SITE_PORT));

    const article = await newsArticlePath(site.url);
    const paths = CACHED_PAGES.map((p) => (p === NEWS_ARTICLE ? article : p));
    const { runs: pages, othersCpu: pagesOthersCpu } = await benchCachedPages({
      siteUrl: site.url,
      sitePort: SITE_PORT,
      nginxPort: NGINX_PORT,
      staticPort: STATIC_PORT,
      paths,
      load: opts,
      spawn: spawnTracked,
      log,
      ourPids,
      nginxLogFile: path.join(OUT_DIR, 'nginx-error.log'),
    });
    results.cachedPages = { emptyApp: emptyLoad, pages, othersCpuShare: pagesOthersCpu };
    print(
      cachedPagesReport(emptyLoad, pages, {
        ...opts,
        othersCpu: pagesOthersCpu,
        cpus: os.cpus().length,
      }),
    );

    if (opts.forms && opts.databaseUrl) {
      log(`forms: POST /api/contact (${FORM_RUN.connections} connections, ${FORM_RUN.duration} s)`);
      const submissions = await runSubmissions(site.url, opts.databaseUrl, FORM_RUN);
      log(`forms: ${FORM_RUN.malformed} malformed bodies`);
      const malformed = await runMalformed(site.url, opts.databaseUrl, FORM_RUN.malformed);
      results.forms = { submissions, malformed };
      print(formsReport(submissions, malformed));
    }
  } finally {
    await stopServer(site);
  }

  if (opts.auth && opts.databaseUrl) {
    log(`auth: a server with the puzzle's test hook on port ${AUTH_PORT}; 1,000 wrong passwords`);
    const run = await benchAuth({
      root: ROOT,
      nextBin: NEXT_BIN,
      port: AUTH_PORT,
      databaseUrl: opts.databaseUrl,
      pgliteDir,
      logFile: path.join(OUT_DIR, 'server-auth.log'),
    });
    results.auth = run;
    print(authReport(run));
  }

  if (opts.rules) await runRules(opts, pgliteDir);
  if (opts.search) await runSearch(opts, `${pgliteDir}-search`);

  console.log(budgetSummary(budgets));
  results.budgets = budgets;
}

async function runRules(opts: Options, pgliteDir: string): Promise<void> {
  log(`rules: a server on its own database on port ${RULES_PORT}; ${opts.duration} s per run`);
  const run = await benchRules({
    root: ROOT,
    nextBin: NEXT_BIN,
    port: RULES_PORT,
    databaseUrl: opts.databaseUrl!,
    pgliteDir,
    logFile: path.join(OUT_DIR, 'server-rules.log'),
    duration: opts.duration,
    connections: opts.connections,
    log,
  });
  results.rules = run;
  print(rulesReport(run));
}

async function runSearch(opts: Options, pgliteDir: string): Promise<void> {
  log(`search: a server on its own databases on port ${SEARCH_PORT}; ${opts.duration} s per run`);
  const run = await benchSearch({
    root: ROOT,
    nextBin: NEXT_BIN,
    port: SEARCH_PORT,
    databaseUrl: opts.databaseUrl!,
    pgliteDir,
    logDir: OUT_DIR,
    duration: opts.duration,
    log,
  });
  results.search = run;
  print(searchReport(run));
}

function writeResults(): void {
  fs.mkdirSync(OUT_DIR, { recursive: true });
  const file = path.join(OUT_DIR, 'results.json');
  fs.writeFileSync(
    file,
    `${JSON.stringify({ ...results, finishedAt: new Date().toISOString() }, null, 2)}\n`,
  );
  log(`results written to ${path.relative(ROOT, file)}`);
}

async function cleanUp(): Promise<void> {
  await stopAll();
  if (tempDir) fs.rmSync(tempDir, { recursive: true, force: true });
}

process.on('exit', stopAllNow);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\nbench: ${signal}: stopping the servers and builds it started`);
    void cleanUp().finally(() => process.exit(130));
  });
}

let opts: Options;
try {
  opts = options();
} catch (error) {
  console.error(`bench: ${(error as Error).message}\n${USAGE}`);
  process.exit(2);
}

main(opts)
  .then(async () => {
    writeResults();
    await cleanUp();
  })
  .catch(async (error: Error) => {
    console.error(`bench: could not run: ${error.message}`);
    results.error = error.message;
    writeResults();
    await cleanUp();
    process.exit(1);
  });
