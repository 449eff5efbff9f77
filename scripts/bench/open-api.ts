// The Open API run (`npm run bench -- --open-api`, `--open-api-only` alone), part (o): the built
// site on PGlite and on PostgreSQL, each with one owner, one active warranty registration of a
// seeded hybrid unit, live keys (systems:read, telemetry:read) and 7 days of 5-minute readings of
// that unit; then GET /api/open/v1/systems/<serial>/telemetry for one day at 15 minutes, 20
// connections for the run's duration, and the same loop on /api/health on the same server.
// Budgets: telemetry p95 ≤ 2 × health p95 with no answer but 200; and a key check costs no
// database write per request: the key rows' writes (last_used_at, at most one per key a minute,
// by the usage flush) are counted by a trigger from the first keyed request to the server's stop.
//
// The limits (lib/server/open-api/limits.ts: 600 a minute per key, 1,200 per address) hold in
// the run: the keys are used in turn, enough of them for the rate a server could answer, and
// every request comes from an address of its own (X-Forwarded-For, as the search run does).
import { randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import { register } from 'node:module';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import pg from 'pg';
import { recreateDatabase } from '../lib/postgres-database';
import { cpuSnapshot, othersShare } from './cpu';
import { clientAddress } from './forms';
import { quantile } from './mail';
import type { Budget, Report } from './report';
import { processTree } from './rss';
import { startSite, stopServer, waitForHealth, type Server, type SiteRunOptions } from './server';
import { int, table } from './table';

const CONNECTIONS = 20;
/** Telemetry p95 at most this many times health's p95 in the same run. */
const RATIO_BUDGET = 2;
const PER_KEY_PER_MINUTE = 600;
/**
 * A rate no single server of the site answers the telemetry at: the keys are enough for it
 * (at 90 % of their limit), so that a 429 in the run means the limits, not the bench, are off.
 */
const CEILING_PER_S = 2_000;
const MIN_KEYS = 40;
const WARM_UP = 100;
const DAY_MS = 86_400_000;
const STEP_MS = 5 * 60_000;
const READING_DAYS = 7;
/** One UTC day at 15 minutes. */
const POINTS = 96;
/** Key writes at most once a minute (lib/server/open-api/usage-write.ts). */
const LAST_USED_RESOLUTION_S = 60;

/** Keys for a run of `durationS`: its requests of the first minute stay under their limit. */
export function keysFor(durationS: number): number {
  const fromEnv = Number(process.env.BENCH_OPEN_API_KEYS);
  if (Number.isInteger(fromEnv) && fromEnv > 0) return fromEnv;
  const firstMinute = WARM_UP + CEILING_PER_S * Math.min(durationS, 60);
  return Math.max(MIN_KEYS, Math.ceil(firstMinute / (0.9 * PER_KEY_PER_MINUTE)));
}

/** A small deterministic generator, so both databases hold the same readings. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

export type ReadingRow = [
  serial: string,
  time: string,
  pvW: number,
  loadW: number,
  batteryW: number,
  gridW: number,
  socPct: number,
];

/**
 * 5-minute readings of a home system from `fromMs` for `days`: 6 kW of PV around noon (UTC, for
 * simplicity), a household's load with morning and evening peaks, a 10 kWh battery charged from
 * the surplus and discharged into the deficit (5 kW at most, 10–100 %), the grid the rest. In the
 * API's signs, load = pv + battery + grid (battery > 0 discharging, grid > 0 importing).
 */
export function readings(serial: string, fromMs: number, days: number): ReadingRow[] {
  const next = random(7);
  const capacityWh = 10_000;
  const maxW = 5_000;
  const stepsPerHour = 3_600_000 / STEP_MS;
  let soc = 50;
  const rows: ReadingRow[] = [];
  for (let t = fromMs; t < fromMs + days * DAY_MS; t += STEP_MS) {
    const hour = (t % DAY_MS) / 3_600_000;
    const sun = Math.max(0, Math.sin(((hour - 6) / 12) * Math.PI));
    const pv = Math.round(6_000 * sun * (0.75 + 0.25 * next()));
    const peak = (hour >= 17 && hour < 22 ? 1_200 : 0) + (hour >= 7 && hour < 9 ? 600 : 0);
    const load = Math.round(350 + 250 * next() + peak);
    const surplus = pv - load;
    // W that fill (or empty) the battery's room in one step.
    const room = (((100 - soc) / 100) * capacityWh * stepsPerHour) | 0;
    const stored = Math.max(0, (((soc - 10) / 100) * capacityWh * stepsPerHour) | 0);
    const battery = surplus > 0 ? -Math.min(surplus, maxW, room) : Math.min(-surplus, maxW, stored);
    soc -= (battery / stepsPerHour / capacityWh) * 100;
    const grid = load - pv - battery;
    rows.push([
      serial,
      new Date(t).toISOString(),
      pv,
      load,
      battery,
      grid,
      Math.round(soc * 10) / 10,
    ]);
  }
  return rows;
}

/** One statement on either driver: PGlite's `query` and pg's take the same arguments. */
type Query = (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

let keyModule: Promise<typeof import('@/lib/server/open-api/key-format')> | undefined;

/** The key module is server code (`import 'server-only'`): loaded with the marker emptied. */
function keyFormat() {
  if (keyModule) return keyModule;
  // As scripts/admin-create.ts does: this is server code, so the marker resolves to nothing.
  register(
    `data:text/javascript,${encodeURIComponent(
      `export async function resolve(s, c, next) {
        return s === 'server-only' ? { url: 'data:text/javascript,', shortCircuit: true } : next(s, c);
      }`,
    )}`,
  );
  return (keyModule = import('@/lib/server/open-api/key-format'));
}

/**
 * Counts writes for the run: a row per key row whose last-used date moved (with that date) and
 * per usage row written, each with its transaction. Bench tables in the bench's own database.
 */
const WRITE_COUNTER = [
  `create table bench_open_api_writes (
    tbl text not null, key_id int not null, used_at timestamptz,
    tx bigint not null default txid_current(), at timestamptz not null default clock_timestamp())`,
  `create function bench_open_api_write() returns trigger language plpgsql as $$
  begin
    if tg_table_name = 'api_keys' then
      insert into bench_open_api_writes (tbl, key_id, used_at) values (tg_table_name, new.id, new.last_used_at);
    else
      insert into bench_open_api_writes (tbl, key_id) values (tg_table_name, new.key_id);
    end if;
    return null;
  end $$`,
  `create trigger bench_open_api_write after update of last_used_at on api_keys for each row
    when (old.last_used_at is distinct from new.last_used_at)
    execute function bench_open_api_write()`,
  `create trigger bench_open_api_write after insert or update on api_usage_daily for each row
    execute function bench_open_api_write()`,
];

type Setup = { serial: string; keys: string[]; day: string; nextDay: string };

/** The owner, the registration, the keys, the readings and the write counter. */
async function setUp(query: Query, keyCount: number, now: number): Promise<Setup> {
  const { generateKey } = await keyFormat();
  const [hybrid] = (
    await query(
      `select s.serial from serial_numbers s
        where s.family = 'hybridUnit'
          and not exists (select 1 from warranty_items i where i.serial = s.serial and i.current)
        order by s.serial limit 1`,
    )
  ).rows;
  if (!hybrid) throw new Error('open api: no seeded hybrid unit in serial_numbers');
  const serial = String(hybrid.serial);
  const userId = randomUUID();
  await query(
    `insert into users (id, name, email, email_verified, country, terms_accepted_at)
      values ($1, 'Bench Open API', $2, true, 'DE', now())`,
    [userId, `open-api.${userId.slice(0, 8)}@bench.example`],
  );
  const [registration] = (
    await query(
      `insert into warranty_registrations (code, status, owner_id, registered_by, installed_on,
        address, country, term_years, valid_until, language)
      values ($1, 'active', $2, $2, '2026-01-15', 'Sonnenallee 1, 12045 Berlin', 'DE', 10,
        '2036-01-15', 'en')
      returning id`,
      [randomBytes(16).toString('base64url'), userId],
    )
  ).rows;
  await query(
    `insert into warranty_items (registration_id, serial, role, current) values ($1, $2, 'hybrid', true)`,
    [registration!.id, serial],
  );
  const keys = Array.from({ length: keyCount }, () => generateKey('live'));
  for (let start = 0; start < keys.length; start += 200) {
    const batch = keys.slice(start, start + 200);
    await query(
      `insert into api_keys (user_id, name, environment, key_hash, hint, scopes, expires_at)
        select $1, 'bench ' || n, 'live', h, hint, '{systems:read,telemetry:read}', now() + interval '90 days'
        from unnest($2::text[], $3::text[], $4::int[]) as k(h, hint, n)`,
      [
        userId,
        batch.map((k) => k.hash),
        batch.map((k) => k.hint),
        batch.map((_, i) => start + i + 1),
      ],
    );
  }
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  const rows = readings(serial, today - READING_DAYS * DAY_MS, READING_DAYS);
  for (let start = 0; start < rows.length; start += 500) {
    const batch = rows.slice(start, start + 500);
    await query(
      `insert into api_system_readings (serial, time, pv_w, load_w, battery_w, grid_w, soc_pct)
        values ${batch.map((_, r) => `(${Array.from({ length: 7 }, (_, c) => `$${r * 7 + c + 1}`).join(', ')})`).join(', ')}`,
      batch.flat(),
    );
  }
  for (const statement of WRITE_COUNTER) await query(statement);
  // A day in the middle of the readings.
  const dayMs = today - Math.ceil(READING_DAYS / 2) * DAY_MS;
  const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return {
    serial,
    keys: keys.map((k) => k.key),
    day: isoDay(dayMs),
    nextDay: isoDay(dayMs + DAY_MS),
  };
}

export type Writes = {
  /** Requests sent with a key (warm-up and load), and the seconds from the first to the count. */
  keyedRequests: number;
  spanS: number;
  keys: number;
  /** Keys whose last-used date is set after the run. */
  keysUsed: number;
  /** Key rows written (their last-used date moved), the most for one key. */
  keyWrites: number;
  maxPerKey: number;
  /** The smallest step of one key's stored last-used date, s; null with no second write. */
  minStepS: number | null;
  usageRows: number;
  /** Transactions that wrote any of these rows (the usage flushes). */
  transactions: number;
};

async function countWrites(
  query: Query,
): Promise<Omit<Writes, 'keyedRequests' | 'spanS' | 'keys'>> {
  const [row] = (
    await query(
      `select
        (select count(*)::int from api_keys where last_used_at is not null) as keys_used,
        (select count(*)::int from bench_open_api_writes where tbl = 'api_keys') as key_writes,
        (select coalesce(max(n), 0)::int from (select count(*) as n from bench_open_api_writes
          where tbl = 'api_keys' group by key_id) as per_key) as max_per_key,
        (select extract(epoch from min(step))::float8 from (select used_at - lag(used_at)
          over (partition by key_id order by used_at) as step from bench_open_api_writes
          where tbl = 'api_keys') as steps) as min_step_s,
        (select count(*)::int from bench_open_api_writes where tbl = 'api_usage_daily') as usage_rows,
        (select count(distinct tx)::int from bench_open_api_writes) as transactions`,
    )
  ).rows;
  return {
    keysUsed: Number(row!.keys_used),
    keyWrites: Number(row!.key_writes),
    maxPerKey: Number(row!.max_per_key),
    minStepS: row!.min_step_s === null ? null : Number(row!.min_step_s),
    usageRows: Number(row!.usage_rows),
    transactions: Number(row!.transactions),
  };
}

export type OpenApiLoad = {
  label: string;
  requests: number;
  reqPerSec: number;
  p50: number;
  p95: number;
  p99: number;
  /** Answers but 200, and requests with no answer. */
  errors: number;
  statusCodes: Record<string, number>;
};

/** `CONNECTIONS` loops, each sending its next request as soon as its last answer came. */
async function load(
  baseUrl: string,
  label: string,
  durationS: number,
  next: (address: string) => { path: string; headers?: Record<string, string> },
): Promise<OpenApiLoad> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const latencies: number[] = [];
  const statusCodes: Record<string, number> = {};
  let failed = 0;
  const one = (request: { path: string; headers?: Record<string, string> }) =>
    new Promise<number>((resolve, reject) => {
      const started = performance.now();
      const req = http.get(
        `${baseUrl}${request.path}`,
        { agent, headers: request.headers },
        (res) => {
          res.resume();
          res.on('end', () => {
            const code = String(res.statusCode);
            statusCodes[code] = (statusCodes[code] ?? 0) + 1;
            resolve(performance.now() - started);
          });
        },
      );
      req.setTimeout(10_000, () => req.destroy(new Error('timeout')));
      req.on('error', reject);
    });
  const started = Date.now();
  const deadline = started + durationS * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, c) => {
      for (let n = 0; Date.now() < deadline; n++) {
        // Every request from an address of its own: 10.<loop>.x.y (the per-address limit).
        const address = clientAddress(c * 65_536 + (n % 65_536));
        try {
          latencies.push(await one(next(address)));
        } catch {
          failed += 1;
        }
      }
    }),
  );
  agent.destroy();
  const seconds = (Date.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const non200 = latencies.length - (statusCodes['200'] ?? 0);
  return {
    label,
    requests: latencies.length,
    reqPerSec: latencies.length / seconds,
    p50: quantile(latencies, 0.5) ?? 0,
    p95: quantile(latencies, 0.95) ?? 0,
    p99: quantile(latencies, 0.99) ?? 0,
    errors: failed + non200,
    statusCodes,
  };
}

type Measured = {
  telemetry: OpenApiLoad;
  /** GET …/systems/<serial>: the key check and the system's lookup without the readings. */
  system: OpenApiLoad;
  health: OpenApiLoad;
  keyedRequests: number;
  /** When the first keyed request went out, ms since the epoch. */
  firstKeyedAt: number;
  /** Share of the machine's CPU other processes took during both loads. */
  othersCpu: number;
};

async function measure(
  server: Server,
  setup: Setup,
  durationS: number,
  log: (msg: string) => void,
  database: string,
): Promise<Measured> {
  await waitForHealth(server);
  const target = `/api/open/v1/systems/${setup.serial}/telemetry?${new URLSearchParams({
    from: `${setup.day}T00:00:00Z`,
    to: `${setup.nextDay}T00:00:00Z`,
    resolution: '15m',
  })}`;
  let keyed = 0;
  const firstKeyedAt = Date.now();
  const telemetry = (address: string) => ({
    path: target,
    headers: {
      authorization: `Bearer ${setup.keys[keyed++ % setup.keys.length]}`,
      'x-forwarded-for': address,
    },
  });
  // Warm-up, each from an address of its own (10.255.x.y, beside the run's 10.<loop>.x.y): the
  // first answer must be the day's 96 points, or the run stops here (a build without the route).
  for (let i = 0; i < WARM_UP; i++) {
    const request = telemetry(clientAddress(255 * 65_536 + i));
    const res = await fetch(server.url + request.path, {
      headers: request.headers,
      signal: AbortSignal.timeout(30_000),
    });
    const body = await res.text();
    if (res.status !== 200) {
      throw new Error(
        `open api: GET ${target} answered HTTP ${res.status} (${body.slice(0, 200)}); ` +
          (res.status === 404 ? 'does the build predate the live telemetry route?' : ''),
      );
    }
    if (i === 0) {
      const points = (JSON.parse(body) as { points?: unknown[] }).points?.length ?? 0;
      if (points !== POINTS)
        throw new Error(`open api: ${points} points for the day, not ${POINTS}`);
    }
    const health = await fetch(`${server.url}/api/health`);
    await health.arrayBuffer();
  }
  const ours = () => [process.pid, ...processTree(server.pid)];
  const cpuBefore = cpuSnapshot(ours());
  log(`open api: ${database}, telemetry, ${CONNECTIONS} connections, ${durationS} s`);
  const run = await load(server.url, 'telemetry', durationS, telemetry);
  log(`open api: ${database}, /api/health, ${CONNECTIONS} connections, ${durationS} s`);
  // What stands between telemetry and the floor: the same keyed request without the readings.
  log(`open api: ${database}, one system, ${CONNECTIONS} connections, ${durationS} s`);
  const system = await load(server.url, 'one system', durationS, (address) => ({
    ...telemetry(address),
    path: `/api/open/v1/systems/${setup.serial}`,
  }));
  log(`open api: ${database}, /api/health, ${CONNECTIONS} connections, ${durationS} s`);
  const health = await load(server.url, '/api/health', durationS, (address) => ({
    path: '/api/health',
    headers: { 'x-forwarded-for': address },
  }));
  const othersCpu = othersShare(cpuBefore, cpuSnapshot(ours()));
  return { telemetry: run, system, health, keyedRequests: keyed, firstKeyedAt, othersCpu };
}

export type OpenApiDatabaseRun = {
  database: string;
  serial: string;
  day: string;
  telemetry: OpenApiLoad;
  system: OpenApiLoad;
  health: OpenApiLoad;
  othersCpu: number;
  writes: Writes;
};

export type OpenApiRun = {
  connections: number;
  durationS: number;
  keys: number;
  databases: OpenApiDatabaseRun[];
};

export async function benchOpenApi(
  opts: Omit<SiteRunOptions, 'logFile'> & {
    logFile: (database: string) => string;
    duration: number;
    log: (msg: string) => void;
  },
): Promise<OpenApiRun> {
  const keyCount = keysFor(opts.duration);
  const start = (database: string, env: Record<string, string>) =>
    startSite({
      name: `open api (${database})`,
      root: opts.root,
      nextBin: opts.nextBin,
      port: opts.port,
      logFile: opts.logFile(database),
      // Limits in this process's memory: no Redis shared with other runs.
      env: { REDIS_URL: '', ...env },
    });
  const databases: OpenApiDatabaseRun[] = [];

  // PGlite: the server migrates and seeds, stops; the rows go in with the dir unlocked; the
  // server starts again on them; after it stops, the writes are counted the same way.
  const pgliteEnv = { DATABASE_URL: '', PGLITE_DIR: opts.pgliteDir };
  const openLite = () => new PGlite(opts.pgliteDir, { extensions: { pg_trgm, unaccent } });
  let server = await start('pglite-setup', pgliteEnv);
  try {
    await waitForHealth(server);
  } finally {
    await stopServer(server);
  }
  opts.log(`open api: PGlite: an owner, ${keyCount} live keys, ${READING_DAYS} days of readings`);
  let lite = openLite();
  const liteSetup = await setUp((text, params) => lite.query(text, params), keyCount, Date.now());
  await lite.close();
  server = await start('pglite', pgliteEnv);
  let measured: Measured;
  try {
    measured = await measure(server, liteSetup, opts.duration, opts.log, 'PGlite');
  } finally {
    await stopServer(server);
  }
  lite = openLite();
  try {
    const counted = await countWrites((text, params) => lite.query(text, params));
    databases.push({
      database: 'PGlite',
      serial: liteSetup.serial,
      day: liteSetup.day,
      telemetry: measured.telemetry,
      system: measured.system,
      health: measured.health,
      othersCpu: measured.othersCpu,
      writes: {
        keyedRequests: measured.keyedRequests,
        spanS: (Date.now() - measured.firstKeyedAt) / 1000,
        keys: keyCount,
        ...counted,
      },
    });
  } finally {
    await lite.close();
  }

  // PostgreSQL: a database of its own, migrated and seeded by the server, the rows written
  // beside it while it runs.
  const url = await recreateDatabase(opts.databaseUrl, 'bench_open_api');
  const db = new pg.Client({ connectionString: url });
  server = await start('postgres', { DATABASE_URL: url });
  try {
    await waitForHealth(server);
    await db.connect();
    opts.log(
      `open api: PostgreSQL: an owner, ${keyCount} live keys, ${READING_DAYS} days of readings`,
    );
    const setup = await setUp((text, params) => db.query(text, params), keyCount, Date.now());
    try {
      measured = await measure(server, setup, opts.duration, opts.log, 'PostgreSQL');
    } finally {
      await stopServer(server);
    }
    const counted = await countWrites((text, params) => db.query(text, params));
    databases.push({
      database: 'PostgreSQL',
      serial: setup.serial,
      day: setup.day,
      telemetry: measured.telemetry,
      system: measured.system,
      health: measured.health,
      othersCpu: measured.othersCpu,
      writes: {
        keyedRequests: measured.keyedRequests,
        spanS: (Date.now() - measured.firstKeyedAt) / 1000,
        keys: keyCount,
        ...counted,
      },
    });
  } finally {
    await db.end().catch(() => undefined);
    await stopServer(server);
  }
  return { connections: CONNECTIONS, durationS: opts.duration, keys: keyCount, databases };
}

/** Key writes allowed: one per key used, and one more per full minute of the span. */
export const allowedKeyWrites = (w: Pick<Writes, 'keysUsed' | 'spanS'>) =>
  w.keysUsed * (Math.floor(w.spanS / LAST_USED_RESOLUTION_S) + 1);

export function openApiReport(run: OpenApiRun): Report {
  const ms = (n: number) => n.toFixed(1);
  const codes = (l: OpenApiLoad) =>
    Object.entries(l.statusCodes)
      .filter(([code]) => code !== '200')
      .map(([code, n]) => `${code}: ${int(n)}`)
      .join(', ');
  const rows = run.databases.flatMap((d) =>
    [d.telemetry, d.system, d.health].map((l) => [
      d.database,
      l.label,
      int(l.requests),
      int(l.reqPerSec),
      ms(l.p50),
      ms(l.p95),
      ms(l.p99),
      int(l.errors),
    ]),
  );
  const busy = run.databases.map((d) => `${d.database} ${(d.othersCpu * 100).toFixed(0)}%`);
  const errorNotes = run.databases.flatMap((d) =>
    [d.telemetry, d.system, d.health]
      .filter((l) => l.errors > 0)
      .map((l) => `${d.database} ${l.label} errors: ${codes(l) || 'none answered'}`),
  );
  const writeRows = run.databases.map((d) => {
    const w = d.writes;
    return [
      d.database,
      int(w.keyedRequests),
      w.spanS.toFixed(0),
      `${w.keysUsed}/${w.keys}`,
      int(w.keyWrites),
      w.maxPerKey,
      w.minStepS === null ? '-' : w.minStepS.toFixed(0),
      int(w.usageRows),
      w.transactions,
    ];
  });
  const budgets: Budget[] = run.databases.flatMap((d) => {
    const { telemetry: t, health: h, writes: w } = d;
    const ratio = h.p95 > 0 ? t.p95 / h.p95 : Infinity;
    const clean = t.errors === 0 && h.errors === 0;
    const allowed = allowedKeyWrites(w);
    const keyWritesPass =
      w.keyWrites === 0
        ? null
        : w.keyWrites <= allowed &&
          w.maxPerKey <= Math.floor(w.spanS / LAST_USED_RESOLUTION_S) + 1 &&
          (w.minStepS === null || w.minStepS >= LAST_USED_RESOLUTION_S);
    return [
      {
        budget: `Open API telemetry p95 ≤ 2 × /api/health p95, ${d.database}`,
        measured: `${ratio.toFixed(2)}× (${ms(t.p95)} vs ${ms(h.p95)} ms), ${int(t.errors + h.errors)} errors`,
        limit: `≤ ${RATIO_BUDGET.toFixed(2)}×, 0 errors`,
        pass: ratio <= RATIO_BUDGET && clean,
      },
      {
        budget: `Open API key check: no write per request, ${d.database}`,
        measured:
          w.keyWrites === 0
            ? `no last-used write seen (${int(w.keyedRequests)} requests)`
            : `${int(w.keyWrites)} key writes for ${int(w.keyedRequests)} requests (${w.maxPerKey} per key at most)`,
        limit: `≤ 1 per key a minute (≤ ${int(allowed)})`,
        pass: keyWritesPass,
      },
    ];
  });
  const [first] = run.databases;
  const text = [
    table(
      `(o) Open API: GET /api/open/v1/systems/<serial>/telemetry, one UTC day at 15 min (${POINTS} points of 5-minute readings), ${run.connections} connections × ${run.durationS} s, ${run.keys} live keys in turn`,
      ['database', 'route', 'requests', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'errors'],
      rows,
      [
        `serial ${first?.serial ?? '-'}, day ${first?.day ?? '-'}; every request from an address of its own;`,
        'one system: GET /api/open/v1/systems/<serial> with the same keys: the key check and the system lookup, no readings (what telemetry costs before its own query);',
        '/api/health: the same loop on the same server right after (the proxy, the API and one `select 1`);',
        'errors: any answer but 200, or none.',
        ...errorNotes,
        `other processes took ${busy.join(', ')} of the cores' time during the loads${
          run.databases.some((d) => d.othersCpu > 0.1)
            ? ': the machine was busy, these figures are low'
            : ''
        }.`,
      ],
    ),
    table(
      '(o) Open API: database writes from the first keyed request to the server stopped (counted by a trigger)',
      [
        'database',
        'keyed requests',
        'span s',
        'keys used',
        'key writes',
        'max per key',
        'min step s',
        'usage rows',
        'write txs',
      ],
      writeRows,
      [
        'key writes: api_keys rows whose last_used_at moved; min step: the smallest move of one key (≥ 60 s by design);',
        'usage rows: api_usage_daily rows upserted; write txs: the transactions of both (the usage flushes, every 10 s and at stop).',
      ],
    ),
  ].join('\n');
  return { text, budgets };
}
