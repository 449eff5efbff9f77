// `npm run bench [-- --no-build --postgres --duration 10 --connections 50 --forms --auth --rules --search --open-api]`
// (a) first-load JS per route vs an empty Next app, (b) load test, (c) server memory:
//     RSS at idle, after the load run and at peak, on PGlite and on PostgreSQL, beside the empty
//     app (--memory-only runs (b) and (c) alone),
// (d) with --forms: contact submissions and malformed bodies on PostgreSQL.
// (e) with --auth: 1,000 wrong-password logins against one account from one address.
// (f) with --rules: a cached page with 10,000 route rules vs none, and a redirect;
//     --rules-only runs (f) alone.
// (j) with --lighthouse: Lighthouse mobile on the ten key pages and the empty app,
//     and on /estimator with its own budget when --estimator is given too.
// (k) with --estimator: the sizing model's year in Node and Chromium;
//     --estimator-only runs (k) alone, without a build.
// (m) with --search: site search over 10,000+ generated articles on PGlite and PostgreSQL, 20
//     connections, and keystroke-to-results in Chromium; --search-only runs (m) alone.
// (g) cached pages: the empty app, next start alone and deploy/nginx.conf beside nginx
//     serving the same HTML as a static file, all with Accept-Encoding: gzip; --pages-only runs
//     (g) alone.
// (h) document weight per key page, raw and gzipped, and its RSC share.
// (i) with --mail: code mails from the request to an SMTP peer's receipt, on PGlite and
//     PostgreSQL; --mail-only runs (i) alone.
// (l) with --quotes: 100 concurrent quote requests for 30 s on PostgreSQL with SMTP down, every
//     acknowledged one stored and assigned once, every mail sent after recovery;
//     --quotes-only runs (l) alone.
// (l) with --warranty: certificate PDF generation, p95 over 200 certificates.
// (n) with --unknown: random unknown detail paths beside a cached page, the RSS after 6,000 of
//     them, and the Redis keys 3,000 of them add; --unknown-only runs (n) alone.
// (o) with --open-api: the Open API's live telemetry (one day at 15 min) against /api/health at 20
//     connections, on PGlite and PostgreSQL, and the key rows' writes; --open-api-only runs (o) alone.
// Budgets are reported (PASS/MISS), not enforced: exit 0 when the benchmark ran, 1 when it could not.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { recreateDatabase } from '../lib/postgres-database';
import { authReport, benchAuth } from './auth';
import { buildReason, ensureEmptyApp, nextBuild, SITE_SOURCES, WEIGHT_PAGE } from './build';
import { documentsReport, measureDocument, type DocumentWeight } from './documents';
import { measureFirstLoad, type FirstLoad } from './first-load';
import { formsReport, runMalformed, runSubmissions } from './forms';
import { benchMail, mailReport } from './mail';
import { benchOpenApi, openApiReport } from './open-api';
import { benchQuotes, quotesReport } from './quotes';
import { runLoad, warmUp, type LoadResult } from './load';
import {
  idleSample,
  memoryReport,
  probeEnv,
  sampleMemory,
  siteLoadRun,
  withPeak,
  type Database,
  type ServerMemory,
} from './memory';
import { benchCachedPages, GZIP, NEXT_CACHE_HEADER, newsArticlePath } from './pages';
import { benchLighthouse, lighthouseReport, type LighthousePage } from './lighthouse';
import { benchRules, rulesReport } from './rules';
import { estimatorReport, timeInChromium, timeInNode } from './estimator';
import { benchSearch, searchReport } from './search';
import { benchUnknownPaths, unknownPathsReport } from './unknown-paths';
import { runWarrantyPdf } from './warranty';
import { benchWarrantyLoad, warrantyLoadReport } from './warranty-load';
import { processTree } from './rss';
import {
  nextBin,
  type Server,
  spawnTracked,
  startNext,
  startScript,
  stopAll,
  stopAllNow,
  stopServer,
  waitForHealth,
  waitForOk,
} from './server';
import {
  budgetSummary,
  cachedPagesReport,
  firstLoadReport,
  loadReport,
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
/** The site on the other database, for its memory figures. */
const MEMORY_PORT = 3204;
const MAIL_PORT = 3210;
// The quote run's site and its SMTP port (closed during the run); env to move them off others'.
const QUOTES_PORT = Number(process.env.BENCH_QUOTES_PORT ?? 3211);
const QUOTES_SMTP_PORT = Number(process.env.BENCH_QUOTES_SMTP_PORT ?? QUOTES_PORT + 1);
const NGINX_PORT = 3205;
const SEARCH_PORT = 3207;
const WARRANTY_PORT = Number(process.env.BENCH_WARRANTY_PORT ?? 3213);
const STATIC_PORT = 3206;
const UNKNOWN_PORT = Number(process.env.BENCH_UNKNOWN_PORT ?? 3214);
const OPEN_API_PORT = Number(process.env.BENCH_OPEN_API_PORT ?? 3215);
const ROUTES = [
  '/',
  '/products',
  '/de/products',
  '/de/products/high-voltage-lfp-battery',
  '/explore/news',
  '/login',
  '/sign-up',
  '/retrieve-password',
  '/de/login',
  '/about-us',
  '/support-center/downloads',
  '/installer',
  '/estimator',
];
const LOAD_TARGETS = ['/', '/de/products', '/api/health'];
/** In the page lists below, NEWS_ARTICLE stands for the first article of /explore/news. */
const NEWS_ARTICLE = 'news article';
/** The key pages, for the document weight (h). */
const DOCUMENT_ROUTES = [
  '/',
  '/cn',
  '/products',
  '/de/products',
  '/products/three-phase-home-battery-energy-storage-system',
  '/de/products/high-voltage-lfp-battery',
  '/products/ac-charger',
  '/explore/news',
  NEWS_ARTICLE,
  '/support-center/downloads',
  '/installer',
  '/about-us',
  '/login',
  '/contact-us',
];
const CACHED_PAGES = ['/', '/de/products', NEWS_ARTICLE, '/support-center/downloads'];
const ESTIMATOR_PAGE = '/estimator';
/** The key pages for Lighthouse; NEWS_ARTICLE and the product stand for seeded items. */
const LIGHTHOUSE_PAGES = [
  '/',
  '/products',
  '/products/power-conversion-system',
  '/de/products/high-voltage-lfp-battery',
  '/explore/news',
  NEWS_ARTICLE,
  '/support-center/downloads',
  '/installer',
  '/login',
  '/contact-us',
];
const DEFAULT_POSTGRES = 'postgres://postgres@127.0.0.1:5432/test';
// The form run: 200 concurrent contact submissions for 30 s, then 1,000 malformed bodies.
const FORM_RUN = { connections: 200, duration: 30, malformed: 1000 };

const results: Record<string, unknown> = { startedAt: new Date().toISOString() };
const budgets: Budget[] = [];
let tempDir: string | null = null;

function print(report: Report): void {
  console.log(report.text);
  budgets.push(...report.budgets);
}

const USAGE =
  'usage: npm run bench -- [--no-build] [--postgres] [--duration S] [--connections N] [--forms] [--auth] [--rules | --rules-only] [--memory-only] [--pages-only] [--mail | --mail-only] [--lighthouse] [--estimator | --estimator-only] [--warranty | --warranty-only] [--search | --search-only] [--unknown | --unknown-only] [--open-api | --open-api-only]\n' +
  '  BENCH_DATABASE_URL=postgres://… runs the site on that database (default with --postgres: ' +
  `${DEFAULT_POSTGRES}); otherwise on a fresh PGlite dir. --forms adds the form run (always on\n` +
  '  PostgreSQL: it counts the stored rows while the site runs). --auth adds the login flood,\n' +
  '  on PostgreSQL, against a second server started with the puzzle test hook. --rules adds the route-rule\n' +
  '  run: a server on its own PostgreSQL database, a cached page with 10,000 rules vs none, and a\n' +
  '  redirect; --rules-only runs it alone. --memory-only runs the load and memory runs alone: the empty app,\n' +
  '  the site on PGlite and on PostgreSQL (BENCH_DATABASE_URL or the default, in a database of its own).\n' +
  '  --pages-only runs the cached-page table alone: the empty app, then the cached pages from next start\n' +
  '  and through nginx (no first-load, document weight, load or memory runs).\n' +
  '  --mail adds the code-mail run: 50 sign-up codes to an SMTP peer, on PGlite and on a\n' +
  '  PostgreSQL database of its own; --mail-only runs it alone. --lighthouse adds Lighthouse mobile on the ten key pages, and on /estimator with --estimator.\n' +
  '  --estimator adds the sizing model timed in Node and Chromium; --estimator-only runs it alone.\n' +
  '  --warranty adds the certificate PDF run: p95 over 200 certificates with the CJK font, then on PostgreSQL\n' +
  '  a console import of 100,000 serials and 100 connections × 30 s of registrations racing for serials\n' +
  '  (BENCH_WARRANTY_PORT, default 3213); --warranty-only runs these alone.\n' +
  '  --search adds the site-search run (PGlite and PostgreSQL, then Chromium); --search-only runs it alone.\n' +
  '  --quotes adds the quote-request run: 100 connections for 30 s on a PostgreSQL database of its own\n' +
  '  with SMTP down, then SMTP up until every mail is out (BENCH_QUOTES_PORT, default 3211, and the port after\n' +
  '  it for SMTP); --quotes-only runs it alone.\n' +
  '  --unknown adds the unknown-path run: random unknown detail paths beside a cached page, the RSS after\n' +
  '  6,000 of them, and the keys 3,000 add to Redis (REDIS_URL or redis://127.0.0.1:6379, logical database 9,\n' +
  '  emptied first; BENCH_UNKNOWN_PORT, default 3214); --unknown-only runs it alone.\n' +
  "  --open-api adds the Open API run: a live key's telemetry of one day at 15 minutes against /api/health,\n" +
  '  20 connections, on PGlite and on a PostgreSQL database of its own, and the key rows written meanwhile\n' +
  '  (BENCH_OPEN_API_PORT, default 3215; BENCH_OPEN_API_KEYS to set the number of keys); --open-api-only runs it alone.';

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
      'memory-only': { type: 'boolean', default: false },
      'pages-only': { type: 'boolean', default: false },
      mail: { type: 'boolean', default: false },
      'mail-only': { type: 'boolean', default: false },
      lighthouse: { type: 'boolean', default: false },
      estimator: { type: 'boolean', default: false },
      'estimator-only': { type: 'boolean', default: false },
      warranty: { type: 'boolean', default: false },
      'warranty-only': { type: 'boolean', default: false },
      search: { type: 'boolean', default: false },
      'search-only': { type: 'boolean', default: false },
      quotes: { type: 'boolean', default: false },
      'quotes-only': { type: 'boolean', default: false },
      unknown: { type: 'boolean', default: false },
      'unknown-only': { type: 'boolean', default: false },
      'open-api': { type: 'boolean', default: false },
      'open-api-only': { type: 'boolean', default: false },
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
    memoryOnly: values['memory-only'],
    pagesOnly: values['pages-only'],
    mail: values.mail || values['mail-only'],
    mailOnly: values['mail-only'],
    lighthouse: values.lighthouse,
    estimator: values.estimator || values['estimator-only'],
    estimatorOnly: values['estimator-only'],
    warranty: values.warranty || values['warranty-only'],
    warrantyOnly: values['warranty-only'],
    search: values.search || values['search-only'],
    searchOnly: values['search-only'],
    quotes: values.quotes || values['quotes-only'],
    quotesOnly: values['quotes-only'],
    unknown: values.unknown || values['unknown-only'],
    unknownOnly: values['unknown-only'],
    openApi: values['open-api'] || values['open-api-only'],
    openApiOnly: values['open-api-only'],
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
  if (
    opts.rulesOnly ||
    opts.mailOnly ||
    opts.searchOnly ||
    opts.quotesOnly ||
    opts.warrantyOnly ||
    opts.unknownOnly ||
    opts.openApiOnly
  )
    return;
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

/**
 * The empty app's first-load JS, its req/s with gzip (the reference of table (g)), and its memory
 * at idle, after that run and at its peak (the reference of table (c); no Node flags of ours);
 * then its page of the site's weight under the same load (Next's own ceiling in table (g)).
 */
async function measureEmptyApp(opts: Options): Promise<{
  firstLoad: FirstLoad;
  load: LoadResult;
  /** Null with --memory-only, which prints no table (g). */
  weightLoad: LoadResult | null;
  memory: ServerMemory;
  /** Its / and WEIGHT_PAGE (a static page of the site's weight), with --lighthouse. */
  lighthouse?: LighthousePage[];
}> {
  const probeFile = path.join(tempDir!, 'memory-empty-app.json');
  const server = await startNext({
    name: 'empty app',
    cwd: EMPTY_APP,
    nextBin: EMPTY_NEXT_BIN,
    port: EMPTY_PORT,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...probeEnv(probeFile) },
    logFile: path.join(OUT_DIR, 'server-empty-app.log'),
  });
  try {
    await waitForOk(server, '/', 60_000);
    const idle = await idleSample(server, probeFile);
    const firstLoad = await measureFirstLoad(server.url, '/');
    if (firstLoad.error) throw new Error(`empty app '/': ${firstLoad.error}`);
    await warmUp(server.url + '/');
    log(`load: the empty app's / (${opts.connections} connections, ${opts.duration} s, gzip)`);
    const { result: load, peak } = await withPeak(server, probeFile, () =>
      runLoad(server.url, '/', opts, { headers: GZIP, countHeader: NEXT_CACHE_HEADER }),
    );
    const after = sampleMemory(server, probeFile);
    const weightLoad = opts.memoryOnly ? null : await weightPageLoad(server, opts);
    const memory: ServerMemory = {
      server: 'empty app',
      database: null,
      startSettings: [],
      idle,
      after,
      peak: after.rssMb > peak.rssMb ? after : peak,
      runs: [load],
    };
    const lighthouse = opts.lighthouse
      ? await benchLighthouse(server.url, ['/', WEIGHT_PAGE], log)
      : undefined;
    return { firstLoad, load, weightLoad, memory, lighthouse };
  } finally {
    await stopServer(server);
  }
}

/** The empty app's page of the site's weight under the same load as its / (table (g)). */
async function weightPageLoad(server: Server, opts: Options): Promise<LoadResult> {
  await warmUp(server.url + WEIGHT_PAGE);
  log(`load: the empty app's ${WEIGHT_PAGE}, a static page of the site's weight`);
  return runLoad(server.url, WEIGHT_PAGE, opts, { headers: GZIP, countHeader: NEXT_CACHE_HEADER });
}

/** The site's environment on one database; the probe reports to probeFile. */
function siteEnv(databaseUrl: string | undefined, pgliteDir: string, probeFile: string) {
  // An empty DATABASE_URL means "unset" to the app, and keeps a .env file from setting one.
  return {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    PGLITE_DIR: pgliteDir,
    DATABASE_URL: databaseUrl ?? '',
    ...probeEnv(probeFile),
  };
}

/**
 * The site on the database the main run does not use — PostgreSQL in a database of its
 * own beside BENCH_DATABASE_URL (or the default), or PGlite in a fresh dir — started, left idle,
 * loaded like the main run, stopped. A database that cannot be reached is reported, not fatal.
 */
async function otherDatabaseMemory(opts: Options, startSettings: string[]): Promise<ServerMemory> {
  const database: Database = opts.databaseUrl ? 'pglite' : 'postgres';
  const memory: ServerMemory = { server: 'site', database, startSettings };
  const probeFile = path.join(tempDir!, `memory-site-${database}.json`);
  let server: Server | undefined;
  try {
    const databaseUrl =
      database === 'postgres'
        ? await recreateDatabase(process.env.BENCH_DATABASE_URL || DEFAULT_POSTGRES, 'bench_memory')
        : undefined;
    log(`memory: the site on ${database} on port ${MEMORY_PORT}`);
    server = await startNext({
      name: `site on ${database}`,
      cwd: ROOT,
      nextBin: NEXT_BIN,
      asNpmStart: true,
      port: MEMORY_PORT,
      env: siteEnv(databaseUrl, path.join(tempDir!, 'db-memory'), probeFile),
      logFile: path.join(OUT_DIR, `server-site-${database}.log`),
    });
    await waitForHealth(server);
    memory.idle = await idleSample(server, probeFile);
    const run = await siteLoadRun(server, probeFile, LOAD_TARGETS, opts, log);
    Object.assign(memory, { after: run.after, peak: run.peak, runs: run.runs });
  } catch (error) {
    memory.error = (error as Error).message.split('\n')[0];
    log(`memory: the site on ${database} not measured: ${memory.error}`);
  } finally {
    if (server) await stopServer(server);
  }
  return memory;
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
  // Every server of the run is started with this Node (process.execPath): npm's own, Node 24 LTS
  // (docs/decisions/node-from-npm.md).
  log(`node ${process.version} (${process.execPath}), ${os.cpus().length} cores`);

  if (opts.warranty) {
    // Certificate PDFs, in process (no server needed), before the build and the runs.
    const run = await runWarrantyPdf(ROOT);
    results.warrantyPdf = run.result;
    print(run.report);
  }
  if (opts.estimator) await runEstimator();
  if (opts.estimatorOnly) {
    console.log(budgetSummary(budgets));
    results.budgets = budgets;
    return;
  }
  await buildAll(opts);
  if (opts.warrantyOnly) {
    await runWarrantyLoad(opts, pgliteDir);
    console.log(budgetSummary(budgets));
    results.budgets = budgets;
    return;
  }
  if (opts.quotesOnly) {
    await runQuotes(opts, pgliteDir);
    console.log(budgetSummary(budgets));
    results.budgets = budgets;
    return;
  }
  if (opts.unknownOnly) {
    await runUnknownPaths(opts, pgliteDir);
    console.log(budgetSummary(budgets));
    results.budgets = budgets;
    return;
  }
  if (opts.openApiOnly) {
    await runOpenApi(opts, `${pgliteDir}-open-api`);
    console.log(budgetSummary(budgets));
    results.budgets = budgets;
    return;
  }
  if (opts.searchOnly) {
    await runSearch(opts, pgliteDir);
    console.log(budgetSummary(budgets));
    results.budgets = budgets;
    return;
  }
  if (opts.rulesOnly || opts.mailOnly) {
    if (opts.rulesOnly) await runRules(opts, pgliteDir);
    if (opts.mailOnly) await runMail(opts, pgliteDir);
    console.log(budgetSummary(budgets));
    results.budgets = budgets;
    return;
  }

  log(`measuring the empty app on port ${EMPTY_PORT}`);
  const {
    firstLoad: empty,
    load: emptyLoad,
    weightLoad: emptyWeightLoad,
    memory: emptyMemory,
    lighthouse: emptyLighthouse,
  } = await measureEmptyApp(opts);

  const { env: startEnv, nodeFlags } = startScript(ROOT);
  const settings = [...Object.entries(startEnv).map(([k, v]) => `${k}=${v}`), ...nodeFlags];
  log(`starting the site on port ${SITE_PORT} (${database}; as npm start: ${settings.join(' ')})`);
  const siteProbe = path.join(tempDir, 'memory-site.json');
  const site = await startNext({
    name: 'site',
    cwd: ROOT,
    nextBin: NEXT_BIN,
    asNpmStart: true,
    port: SITE_PORT,
    env: siteEnv(opts.databaseUrl, pgliteDir, siteProbe),
    logFile: path.join(OUT_DIR, 'server-site.log'),
  });
  try {
    await waitForHealth(site);
    if (opts.pagesOnly) {
      await cachedPagesAndForms(opts, site, { emptyLoad, emptyWeightLoad }, emptyLighthouse);
      console.log(budgetSummary(budgets));
      results.budgets = budgets;
      return;
    }
    const siteMemory: ServerMemory = {
      server: 'site',
      database: opts.databaseUrl ? 'postgres' : 'pglite',
      startSettings: settings,
      idle: await idleSample(site, siteProbe),
    };

    if (!opts.memoryOnly) {
      const routes: FirstLoad[] = [];
      for (const route of ROUTES) routes.push(await measureFirstLoad(site.url, route));
      results.firstLoad = { emptyApp: empty, routes };
      print(firstLoadReport(empty, routes));

      const documents: DocumentWeight[] = [];
      const articlePath = await newsArticlePath(site.url);
      for (const route of DOCUMENT_ROUTES) {
        const path = route === NEWS_ARTICLE ? articlePath : route;
        documents.push(await measureDocument(site.url, path));
      }
      results.documents = documents;
      print(documentsReport(documents));
    }

    const run = await siteLoadRun(site, siteProbe, LOAD_TARGETS, opts, log);
    const { runs, othersCpu } = run;
    Object.assign(siteMemory, { after: run.after, peak: run.peak, runs });
    results.load = { othersCpuShare: othersCpu, runs };
    print(loadReport(runs, { ...opts, othersCpu, cpus: os.cpus().length }));
    const memory = [emptyMemory, siteMemory];
    // The other database's server runs while this one waits (idle, its pages cached).
    memory.push(await otherDatabaseMemory(opts, settings));
    results.memory = memory;
    print(memoryReport(memory));
    if (!opts.memoryOnly)
      await cachedPagesAndForms(opts, site, { emptyLoad, emptyWeightLoad }, emptyLighthouse);
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
  if (opts.mail) await runMail(opts, pgliteDir);
  if (opts.quotes) await runQuotes(opts, pgliteDir);
  if (opts.warranty) await runWarrantyLoad(opts, pgliteDir);
  if (opts.search) await runSearch(opts, `${pgliteDir}-search`);
  if (opts.unknown) await runUnknownPaths(opts, pgliteDir);
  if (opts.openApi) await runOpenApi(opts, `${pgliteDir}-open-api`);

  console.log(budgetSummary(budgets));
  results.budgets = budgets;
}

/** Table (g), cached pages, and with --forms the form runs, against the running site. */
async function cachedPagesAndForms(
  opts: Options,
  site: Server,
  { emptyLoad, emptyWeightLoad }: { emptyLoad: LoadResult; emptyWeightLoad: LoadResult | null },
  emptyLighthouse: LighthousePage[] | undefined,
) {
  const ourPids = () => [process.pid, ...processTree(site.pid)];
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
  results.cachedPages = {
    emptyApp: emptyLoad,
    emptyAppWeightPage: emptyWeightLoad,
    pages,
    othersCpuShare: pagesOthersCpu,
  };
  print(
    cachedPagesReport({ empty: emptyLoad, weight: emptyWeightLoad }, pages, {
      ...opts,
      othersCpu: pagesOthersCpu,
      cpus: os.cpus().length,
    }),
  );

  if (emptyLighthouse) {
    const lighthousePaths = LIGHTHOUSE_PAGES.map((p) => (p === NEWS_ARTICLE ? article : p));
    // The estimator page, with its own budget, when the estimator is benched too.
    if (opts.estimator) lighthousePaths.push(ESTIMATOR_PAGE);
    // Public pages render on their first request: a visitor's first visit is a
    // cached page, so each is asked for once before Lighthouse measures it.
    for (const p of lighthousePaths) await warmUp(site.url + p, 2);
    const lighthouse = await benchLighthouse(site.url, lighthousePaths, log);
    results.lighthouse = { emptyApp: emptyLighthouse, pages: lighthouse };
    print(lighthouseReport(emptyLighthouse, lighthouse));
  }

  if (opts.forms && opts.databaseUrl) {
    log(`forms: POST /api/contact (${FORM_RUN.connections} connections, ${FORM_RUN.duration} s)`);
    const submissions = await runSubmissions(site.url, opts.databaseUrl, FORM_RUN);
    log(`forms: ${FORM_RUN.malformed} malformed bodies`);
    const malformed = await runMalformed(site.url, opts.databaseUrl, FORM_RUN.malformed);
    results.forms = { submissions, malformed };
    print(formsReport(submissions, malformed));
  }
}

async function runUnknownPaths(opts: Options, pgliteDir: string): Promise<void> {
  log(`unknown paths: a server of the site on port ${UNKNOWN_PORT}, then one with Redis`);
  const run = await benchUnknownPaths({
    root: ROOT,
    nextBin: NEXT_BIN,
    port: UNKNOWN_PORT,
    pgliteDir,
    probeFile: path.join(tempDir!, 'memory-unknown-paths.json'),
    logFile: (name) => path.join(OUT_DIR, `server-${name}.log`),
    redisUrl: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
    load: opts,
    log,
  });
  results.unknownPaths = run;
  print(unknownPathsReport(run));
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

async function runMail(opts: Options, pgliteDir: string): Promise<void> {
  const runs = await benchMail({
    root: ROOT,
    nextBin: NEXT_BIN,
    port: MAIL_PORT,
    databaseUrl: opts.databaseUrl ?? DEFAULT_POSTGRES,
    pgliteDir,
    logFile: (driver) => path.join(OUT_DIR, `server-mail-${driver}.log`),
    log,
  });
  results.mail = runs;
  print(mailReport(runs));
}

async function runQuotes(opts: Options, pgliteDir: string): Promise<void> {
  log(
    `quotes: a server on its own PostgreSQL database on port ${QUOTES_PORT}, SMTP port ${QUOTES_SMTP_PORT}`,
  );
  const run = await benchQuotes({
    root: ROOT,
    nextBin: NEXT_BIN,
    port: QUOTES_PORT,
    smtpPort: QUOTES_SMTP_PORT,
    databaseUrl: opts.databaseUrl ?? DEFAULT_POSTGRES,
    pgliteDir,
    logFile: path.join(OUT_DIR, 'server-quotes.log'),
    log,
  });
  results.quotes = run;
  print(quotesReport(run));
}

async function runWarrantyLoad(opts: Options, pgliteDir: string): Promise<void> {
  log(`warranty: a server on its own PostgreSQL database on port ${WARRANTY_PORT}`);
  const run = await benchWarrantyLoad({
    root: ROOT,
    nextBin: NEXT_BIN,
    port: WARRANTY_PORT,
    databaseUrl: opts.databaseUrl ?? DEFAULT_POSTGRES,
    pgliteDir,
    logFile: path.join(OUT_DIR, 'server-warranty.log'),
    log,
  });
  results.warrantyLoad = run;
  print(warrantyLoadReport(run));
}

async function runEstimator(): Promise<void> {
  log('estimator: the model in Node, then bundled in Chromium');
  const node = timeInNode();
  const browser = await timeInChromium();
  results.estimator = { node, chromium: browser };
  print(estimatorReport(node, browser));
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

async function runOpenApi(opts: Options, pgliteDir: string): Promise<void> {
  log(
    `open api: a server on its own databases on port ${OPEN_API_PORT}; ${opts.duration} s per run`,
  );
  const run = await benchOpenApi({
    root: ROOT,
    nextBin: NEXT_BIN,
    port: OPEN_API_PORT,
    databaseUrl: opts.databaseUrl ?? DEFAULT_POSTGRES,
    pgliteDir,
    logFile: (database) => path.join(OUT_DIR, `server-open-api-${database}.log`),
    duration: opts.duration,
    log,
  });
  results.openApi = run;
  print(openApiReport(run));
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
