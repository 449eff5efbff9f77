// The warranty server runs of `npm run bench -- --warranty` (`--warranty-only` alone), on
// PostgreSQL in a database of its own:
// 1. the console imports a CSV of 100,000 new serials (budget ≤ 30 s, all or nothing);
// 2. owners register systems, 100 connections for 30 s. Every system is sent twice, by two
//    different owners one request apart, so the serial check races all the time. Then: every 2xx
//    must have its row (0 lost), no serial may be in two registrations, no system registered
//    twice.
// Owners sign up through the API (the puzzle solved by its test hook, the code read from the
// outbox), each from an address of its own; the per-account limit (60 registrations in 10 min)
// is not lifted, so enough owners share the load to stay under it.
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { makeSerial, type FamilyCode } from '@/lib/warranty/serial';
import { recreateDatabase } from '../lib/postgres-database';
import { client, postgresProbe, PUZZLE_HOOK_ENV } from './auth';
import { clientAddress } from './forms';
import type { Budget, Report } from './report';
import { type SiteRunOptions, startSite, stopServer, waitForHealth } from './server';
import { int, table, verdict } from './table';

const IMPORT_ROWS = 100_000;
const IMPORT_BUDGET_S = 30;
/** Imported serials start here, above every seeded sequence (lib/server/db/seed/serials.ts). */
const FIRST_SEQUENCE = 100_001;
const IMPORT_MONTHS = 10;
/** Of every five imported serials, four battery modules and one hybrid unit. */
const MODULES_PER_HYBRID = 4;
const MODULES_PER_SYSTEM = 2;
const OWNERS = 200;
const ADMIN = { email: 'bench-admin@example.com', password: 'Bench-Admin-42x' };
const PASSWORD = 'Owner-Pass42';

export type WarrantyLoadRun = {
  importRows: number;
  importS: number;
  imported: number;
  importStatus: number;
  connections: number;
  durationS: number;
  requests: number;
  statusCodes: Record<string, number>;
  answered: number;
  perSec: number;
  latencyP99Ms: number;
  errors: number;
  stored: number;
  /** Answered 2xx without a row: must be 0. */
  lost: number;
  /** Serials in more than one registration: must be 0. */
  duplicatedSerials: number;
  /** Systems answered 2xx more than once: must be 0. */
  doubleRegistered: number;
  /** Systems sent (each twice) and those registered. */
  systems: number;
  registeredSystems: number;
};

/** The n-th imported serial of a family, spread over the months of 2025. */
function imported(code: FamilyCode, n: number): string {
  return makeSerial(
    code,
    2025,
    1 + (n % IMPORT_MONTHS),
    FIRST_SEQUENCE + Math.floor(n / IMPORT_MONTHS),
  );
}

function importCsv(): { csv: string; hybrids: number } {
  const rows = ['serial,model,manufactured_on'];
  const hybrids = IMPORT_ROWS / (MODULES_PER_HYBRID + 1);
  const day = (n: number) => `2025-${String(1 + (n % IMPORT_MONTHS)).padStart(2, '0')}-15`;
  for (let n = 0; n < hybrids; n++) rows.push(`${imported('HU', n)},HES-10K3,${day(n)}`);
  for (let n = 0; n < hybrids * MODULES_PER_HYBRID; n++)
    rows.push(`${imported('BM', n)},HV-LFP 5.1,${day(n)}`);
  return { csv: `${rows.join('\n')}\n`, hybrids };
}

type Owner = { cookie: string; ip: string };

/** An owner signed up through the API, with the session cookie it got. */
async function signUpOwner(baseUrl: string, databaseUrl: string, n: number, run: string) {
  const ip = clientAddress(0xfa0000 + n);
  const api = client(baseUrl, ip, { cookies: true });
  const email = `owner${n}.${run}@bench.example`;
  const codeBody = { country: 'DE', channel: 'email', email };
  const sent = await api.withPuzzle('/api/account/codes/sign-up', codeBody, 'sign-up');
  if (sent.answer.status !== 200) throw new Error(`sign-up code: HTTP ${sent.answer.status}`);
  const mail = await postgresProbe(databaseUrl).mailText(email, 'code:sign-up');
  const code = mail?.match(/^(\d{6})$/m)?.[1];
  if (!code) throw new Error(`no sign-up code mailed to ${email}`);
  const signedUp = await api.post('/api/account/sign-up', {
    ...codeBody,
    username: `o${n}${run}`,
    nickname: `Owner ${n}`,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    code,
    terms: true,
  });
  if (signedUp.status !== 200) throw new Error(`sign-up: HTTP ${signedUp.status}`);
  return { cookie: api.cookieHeader(), ip } satisfies Owner;
}

async function inBatches<T>(count: number, size: number, make: (n: number) => Promise<T>) {
  const out: T[] = [];
  for (let start = 0; start < count; start += size) {
    const batch = Array.from({ length: Math.min(size, count - start) }, (_, i) => make(start + i));
    out.push(...(await Promise.all(batch)));
  }
  return out;
}

async function importSerials(baseUrl: string) {
  const admin = client(baseUrl, clientAddress(0xf90001), { cookies: true });
  const signedIn = await admin.withPuzzle(
    '/api/account/sign-in',
    { identifier: ADMIN.email, password: ADMIN.password, terms: true },
    'sign-in',
  );
  if (signedIn.answer.status !== 200)
    throw new Error(`admin sign-in: HTTP ${signedIn.answer.status}`);
  const { csv, hybrids } = importCsv();
  const started = performance.now();
  const res = await fetch(`${baseUrl}/api/admin/warranty/serials/import`, {
    method: 'POST',
    headers: { 'content-type': 'text/csv', origin: baseUrl, cookie: admin.cookieHeader() },
    body: csv,
    signal: AbortSignal.timeout(120_000),
  });
  const body = (await res.json().catch(() => ({}))) as { data?: { imported?: number } };
  return {
    status: res.status,
    seconds: (performance.now() - started) / 1000,
    imported: body.data?.imported ?? 0,
    hybrids,
  };
}

/** System k: imported hybrid unit k and the next battery modules, one tower. */
const systemOf = (k: number) => ({
  hybrid: imported('HU', k),
  towers: [
    Array.from({ length: MODULES_PER_SYSTEM }, (_, i) =>
      imported('BM', k * MODULES_PER_SYSTEM + i),
    ),
  ],
  installedOn: '2026-03-02',
  address: 'Sonnenallee 1, 12045 Berlin',
  country: 'DE',
  certificate: '',
});

type Context = { system?: number };

async function register(
  baseUrl: string,
  owners: Owner[],
  systems: number,
  opts: { connections: number; duration: number },
) {
  let n = 0;
  const answeredIds = new Set<number>();
  const answersPerSystem = new Map<number, number>();
  const result = await autocannon({
    url: `${baseUrl}/api/warranty/registrations`,
    connections: opts.connections,
    duration: opts.duration,
    timeout: 30,
    requests: [
      {
        method: 'POST',
        setupRequest: (request, context: Context) => {
          // Requests 2k and 2k+1 send system k, from two owners.
          const i = n++;
          const owner = owners[i % owners.length]!;
          context.system = Math.floor(i / 2) % systems;
          return {
            ...request,
            headers: {
              'content-type': 'application/json',
              origin: baseUrl,
              cookie: owner.cookie,
              'x-forwarded-for': owner.ip,
            },
            body: JSON.stringify(systemOf(context.system)),
          };
        },
        onResponse: (status: number, body: string, context: Context) => {
          if (status !== 200 || context.system === undefined) return;
          const id = (JSON.parse(body) as { data?: { id?: number } }).data?.id;
          if (id) answeredIds.add(id);
          answersPerSystem.set(context.system, (answersPerSystem.get(context.system) ?? 0) + 1);
        },
      },
    ],
  });
  return { result, answeredIds, answersPerSystem, sent: Math.min(Math.ceil(n / 2), systems) };
}

export async function benchWarrantyLoad(
  opts: SiteRunOptions & {
    connections?: number;
    duration?: number;
    log: (message: string) => void;
  },
): Promise<WarrantyLoadRun> {
  const connections = opts.connections ?? 100;
  const duration = opts.duration ?? 30;
  const url = await recreateDatabase(opts.databaseUrl, 'bench_warranty');
  const server = await startSite({
    ...opts,
    name: 'warranty (PostgreSQL)',
    env: {
      ...PUZZLE_HOOK_ENV,
      DATABASE_URL: url,
      PGLITE_DIR: opts.pgliteDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      REDIS_URL: '',
    },
  });
  const db = new pg.Client({ connectionString: url });
  try {
    await waitForHealth(server);
    await db.connect();
    opts.log(`warranty: importing ${int(IMPORT_ROWS)} serials through the console`);
    const imports = await importSerials(server.url);
    const run = randomUUID().slice(0, 6);
    opts.log(`warranty: ${OWNERS} owners sign up`);
    const owners = await inBatches(OWNERS, 10, (n) => signUpOwner(server.url, url, n, run));
    opts.log(
      `warranty: ${connections} connections × ${duration} s of registrations, each system twice`,
    );
    const systems = imports.hybrids;
    const load = await register(server.url, owners, systems, { connections, duration });
    // Requests the server had read when the run stopped still commit: let them settle first.
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    const stored = (
      await db.query<{ id: number }>(
        `select r.id from warranty_registrations r join users u on u.id = r.registered_by
          where u.email like $1`,
        [`%.${run}@bench.example`],
      )
    ).rows.map((r) => r.id);
    const storedIds = new Set(stored);
    const duplicated = await db.query<{ n: number }>(
      `select count(*)::int as n from (select serial from warranty_items
        group by serial having count(*) > 1) as d`,
    );
    const statusCodes: Record<string, number> = {};
    for (const [code, stat] of Object.entries(load.result.statusCodeStats ?? {})) {
      statusCodes[code] = stat.count ?? 0;
    }
    const answered = statusCodes['200'] ?? 0;
    return {
      importRows: IMPORT_ROWS,
      importS: imports.seconds,
      imported: imports.imported,
      importStatus: imports.status,
      connections,
      durationS: load.result.duration,
      requests: load.result.requests.total,
      statusCodes,
      answered,
      perSec: answered / load.result.duration,
      latencyP99Ms: load.result.latency.p99,
      errors: load.result.errors + load.result.timeouts,
      stored: stored.length,
      lost: [...load.answeredIds].filter((id) => !storedIds.has(id)).length,
      duplicatedSerials: duplicated.rows[0]!.n,
      doubleRegistered: [...load.answersPerSystem.values()].filter((n) => n > 1).length,
      systems: load.sent,
      registeredSystems: load.answersPerSystem.size,
    };
  } finally {
    await db.end().catch(() => undefined);
    await stopServer(server);
  }
}

export function warrantyLoadReport(run: WarrantyLoadRun): Report {
  const importPass =
    run.importStatus === 200 && run.imported === run.importRows && run.importS <= IMPORT_BUDGET_S;
  const exactPass = run.lost === 0 && run.duplicatedSerials === 0 && run.doubleRegistered === 0;
  const codes = Object.entries(run.statusCodes)
    .map(([code, n]) => `${code}: ${int(n)}`)
    .join(', ');
  const text = table(
    '(m) warranty on PostgreSQL: serial import, then registrations racing for serials',
    ['figure', 'value'],
    [
      [
        'import',
        `${int(run.imported)} of ${int(run.importRows)} rows in ${run.importS.toFixed(1)} s (HTTP ${run.importStatus})`,
      ],
      [
        'registrations',
        `${run.connections} connections × ${run.durationS} s: ${int(run.requests)} requests (${codes}), ${run.errors} errors`,
      ],
      [
        'answered 200',
        `${int(run.answered)} (${run.perSec.toFixed(0)}/s, p99 ${int(run.latencyP99Ms)} ms)`,
      ],
      ['systems', `${int(run.systems)} sent twice each, ${int(run.registeredSystems)} registered`],
      ['rows', `${int(run.stored)} stored; ${run.lost} answered without a row`],
      [
        'races',
        `${run.duplicatedSerials} serials in two registrations, ${run.doubleRegistered} systems registered twice`,
      ],
    ],
  );
  const budgets: Budget[] = [
    {
      budget: 'warranty import of 100,000 serials',
      measured: `${run.importS.toFixed(1)} s, ${int(run.imported)} rows`,
      limit: `≤ ${IMPORT_BUDGET_S} s, all rows`,
      pass: importPass,
    },
    {
      budget: 'warranty registrations: lost / duplicated',
      measured: `${run.lost} lost, ${run.duplicatedSerials} serials and ${run.doubleRegistered} systems twice`,
      limit: '0 / 0',
      pass: exactPass,
    },
  ];
  return { text: `${text}\n${verdict(importPass && exactPass)}`, budgets };
}
