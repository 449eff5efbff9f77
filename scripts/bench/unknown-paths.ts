// The unknown-path run (`npm run bench -- --unknown`): hostile traffic asking for detail pages
// that do not exist (random news ids, product and blog slugs, certificate codes, in every
// language, some with a query string). Such paths must stay cheap and leave nothing behind
// (docs/requirements.md, Limits):
// - their req/s beside a cached article's, in the same server and run;
// - the server's RSS after 6,000 distinct unknown paths, on the embedded database;
// - with REDIS_URL, the Redis keys that 3,000 distinct unknown paths add, in two halves, and every
//   key's TTL. The first half may store each language's not-found pages once; the second half,
//   as many new paths again, must add nothing: what the site keeps does not grow with traffic.
// Two servers of the built site, one after the other: on PGlite without Redis (as `npm start`
// runs by default), then on PGlite with Redis in a logical database of its own, emptied first.
import { randomBytes, randomInt } from 'node:crypto';
import { Redis } from 'ioredis';
import { cpuSnapshot, othersShare } from './cpu';
import { runLoad, type LoadResult } from './load';
import { idleSample, MEMORY_BUDGET_MB, probeEnv, sampleMemory } from './memory';
import { newsArticlePath, warmUntilHit, GZIP, NEXT_CACHE_HEADER } from './pages';
import type { Budget, Report } from './report';
import { processTree } from './rss';
import { type Server, startNext, stopServer, waitForHealth } from './server';
import { int, table, verdict, type Cell } from './table';

/** Distinct unknown paths before the RSS figure, and before the Redis key count. */
export const RSS_PATHS = 6_000;
export const REDIS_PATHS = 3_000;
export const BUDGET = { ofCached: 0.5 } as const;
/** The Redis logical database of the run (emptied before it). */
const REDIS_DB = 9;
const PREFIXES = ['', '/cn', '/au', '/de', '/it', '/nl', '/fr'];
/**
 * The cache entries unknown paths may create at all: the one not-found page of each kind (a
 * detail, a certificate code: MissingPage in lib/known-details.ts) in each language.
 */
export const NOT_FOUND_PAGES = 2 * PREFIXES.length;
const slug = () => `x${randomBytes(6).toString('hex')}`;
const KINDS = [
  () => `/explore/news/${randomInt(100_000_000, 999_999_999)}`,
  () => `/products/${slug()}`,
  () => `/explore/blog/${slug()}`,
];
// Certificate codes only where no load run sends them: their per-address limit answers 429 after
// a few, which would make the throughput look better than it is.
const certificate = () => `/warranty/verify/${randomBytes(16).toString('base64url').slice(0, 22)}`;

let counter = 0;
/** A new unknown detail path each call, in turn across kinds and languages; every fifth with a query. */
export function unknownPath(withCertificates = false): string {
  const kinds = withCertificates ? [...KINDS, certificate] : KINDS;
  const n = counter++;
  const path = PREFIXES[n % PREFIXES.length]! + kinds[n % kinds.length]!();
  return n % 5 === 4 ? `${path}?utm_source=${slug()}` : path;
}

export type UnknownPathsRun = {
  article: string;
  cached: LoadResult;
  unknown: LoadResult;
  rssIdleMb: number;
  rssAfterMb: number;
  /** Statuses of the RSS_PATHS requests. */
  rssStatuses: Record<string, number>;
  redis: UnknownPathsRedis | null;
  redisError?: string;
  othersCpu: number;
};

/** A count before the paths, after their first half, and after all of them. */
type Counts = Record<'before' | 'half' | 'after', number>;

type UnknownPathsRedis = {
  keys: Counts;
  statuses: Record<string, number>;
  /** Keys with no TTL (the cache handler's tag hashes), with their fields. */
  withoutTtl: { key: string; fields: Counts }[];
  longestTtlS: number;
};

/** GET every path, `parallel` at a time; the count of each status. */
async function requestAll(baseUrl: string, paths: string[], parallel = 16) {
  const statuses: Record<string, number> = {};
  let next = 0;
  const worker = async () => {
    while (next < paths.length) {
      const path = paths[next++]!;
      const res = await fetch(baseUrl + path, {
        headers: GZIP,
        redirect: 'manual',
        signal: AbortSignal.timeout(30_000),
      });
      await res.arrayBuffer();
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return statuses;
}

const paths = (count: number) => Array.from({ length: count }, () => unknownPath(true));

/**
 * Keys in the run's Redis database, the longest TTL (s), and each key without a TTL with its size
 * (fields of a hash): the handler's tag hashes have none, and must not grow with the traffic.
 */
async function redisKeys(redis: Redis) {
  const withoutTtl = new Map<string, number>();
  let longest = 0;
  let count = 0;
  let cursor = '0';
  do {
    const [nextCursor, keys] = await redis.scan(cursor, 'COUNT', 1000);
    cursor = nextCursor;
    for (const key of keys) {
      count++;
      const ttl = await redis.ttl(key);
      if (ttl === -1) {
        const hash = (await redis.type(key)) === 'hash';
        withoutTtl.set(key, hash ? await redis.hlen(key) : 1);
      }
      longest = Math.max(longest, ttl);
    }
  } while (cursor !== '0');
  return { count, withoutTtl, longest };
}

type Options = {
  root: string;
  nextBin: string;
  port: number;
  pgliteDir: string;
  probeFile: string;
  logFile: (name: string) => string;
  redisUrl: string;
  load: { connections: number; duration: number };
  log: (message: string) => void;
};

function start(opts: Options, name: string, env: Record<string, string>): Promise<Server> {
  return startNext({
    name,
    cwd: opts.root,
    nextBin: opts.nextBin,
    asNpmStart: true,
    port: opts.port,
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      DATABASE_URL: '',
      SMTP_URL: '',
      ...env,
    },
    logFile: opts.logFile(name),
  });
}

export async function benchUnknownPaths(opts: Options): Promise<UnknownPathsRun> {
  const embedded = await start(opts, 'unknown-paths', {
    PGLITE_DIR: `${opts.pgliteDir}-unknown`,
    REDIS_URL: '',
    ...probeEnv(opts.probeFile),
  });
  let run: Omit<UnknownPathsRun, 'redis' | 'redisError'>;
  try {
    await waitForHealth(embedded);
    const rssIdleMb = (await idleSample(embedded, opts.probeFile)).rssMb;
    const article = await newsArticlePath(embedded.url);
    await warmUntilHit(embedded.url + article, NEXT_CACHE_HEADER);
    const ours = () => [process.pid, ...processTree(embedded.pid)];
    const before = cpuSnapshot(ours());
    opts.log(`unknown paths: the cached ${article}, then random unknown ids; load`);
    const cached = await runLoad(embedded.url, article, opts.load, {
      headers: GZIP,
      countHeader: NEXT_CACHE_HEADER,
    });
    // The target is the first request's path; setupRequest gives each one its own.
    const unknown = await runLoad(embedded.url, unknownPath(), opts.load, {
      headers: GZIP,
      nextPath: () => unknownPath(),
    });
    const othersCpu = othersShare(before, cpuSnapshot(ours()));
    opts.log(`unknown paths: ${int(RSS_PATHS)} more, each once, then the server's RSS`);
    const rssStatuses = await requestAll(embedded.url, paths(RSS_PATHS));
    const rssAfterMb = sampleMemory(embedded, opts.probeFile).rssMb;
    run = { article, cached, unknown, rssIdleMb, rssAfterMb, rssStatuses, othersCpu };
  } finally {
    await stopServer(embedded);
  }

  const redisUrl = `${opts.redisUrl.replace(/\/\d*$/, '')}/${REDIS_DB}`;
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    await redis.flushdb();
  } catch (error) {
    redis.disconnect();
    return { ...run, redis: null, redisError: (error as Error).message };
  }
  const shared = await start(opts, 'unknown-paths-redis', {
    PGLITE_DIR: `${opts.pgliteDir}-unknown-redis`,
    REDIS_URL: redisUrl,
  });
  try {
    await waitForHealth(shared);
    // The pages a visitor would reach first are in the cache before the count starts.
    await warmUntilHit(shared.url + run.article, NEXT_CACHE_HEADER);
    await warmUntilHit(shared.url + '/', NEXT_CACHE_HEADER);
    const before = await redisKeys(redis);
    opts.log(`unknown paths: ${int(REDIS_PATHS)} with REDIS_URL (database ${REDIS_DB})`);
    const firstHalf = await requestAll(shared.url, paths(REDIS_PATHS / 2));
    const half = await redisKeys(redis);
    const secondHalf = await requestAll(shared.url, paths(REDIS_PATHS / 2));
    const after = await redisKeys(redis);
    const statuses = { ...firstHalf };
    for (const [code, n] of Object.entries(secondHalf)) statuses[code] = (statuses[code] ?? 0) + n;
    return {
      ...run,
      redis: {
        keys: { before: before.count, half: half.count, after: after.count },
        statuses,
        withoutTtl: [...after.withoutTtl].map(([key, fields]) => ({
          key,
          fields: {
            before: before.withoutTtl.get(key) ?? 0,
            half: half.withoutTtl.get(key) ?? 0,
            after: fields,
          },
        })),
        longestTtlS: after.longest,
      },
    };
  } finally {
    await stopServer(shared);
    redis.disconnect();
  }
}

const statusText = (statuses: Record<string, number>) =>
  Object.entries(statuses)
    .map(([code, n]) => `${code}×${int(n)}`)
    .join(' ');
/** Only 404s (and the certificate limit's 429s), no errors. */
const onlyNotFound = (statuses: Record<string, number>) =>
  Object.keys(statuses).every((code) => code === '404' || code === '429');

export function unknownPathsReport(run: UnknownPathsRun): Report {
  const ratio = run.cached.reqPerSec > 0 ? run.unknown.reqPerSec / run.cached.reqPerSec : 0;
  const unknownClean = run.unknown.errors === 0 && onlyNotFound(run.unknown.statusCodes);
  const budgets: Budget[] = [
    {
      budget: 'unknown detail path req/s ÷ cached page req/s, same run',
      measured: `${ratio.toFixed(2)} (${int(run.unknown.reqPerSec)} vs ${int(run.cached.reqPerSec)})`,
      limit: `≥ ${BUDGET.ofCached}`,
      pass: unknownClean && ratio >= BUDGET.ofCached,
    },
    {
      budget: `RSS after ${int(RSS_PATHS)} unknown paths, embedded`,
      measured: `${run.rssAfterMb.toFixed(0)} MB (idle ${run.rssIdleMb.toFixed(0)})`,
      limit: `≤ ${MEMORY_BUDGET_MB.pglite} MB`,
      pass: onlyNotFound(run.rssStatuses) && run.rssAfterMb <= MEMORY_BUDGET_MB.pglite,
    },
  ];
  const redis = run.redis;
  // What each half added: keys, and the most fields any hash without a TTL (the tag index) gained.
  const growth = (from: 'before' | 'half', to: 'half' | 'after') => {
    if (!redis) return { keys: 0, fields: 0 };
    return {
      keys: redis.keys[to] - redis.keys[from],
      fields: Math.max(0, ...redis.withoutTtl.map((k) => k.fields[to] - k.fields[from])),
    };
  };
  const first = growth('before', 'half');
  const second = growth('half', 'after');
  const half = int(REDIS_PATHS / 2);
  budgets.push({
    budget: `Redis keys and tag-index fields added by ${half} unknown paths, then by ${half} more`,
    measured: redis
      ? `+${int(first.keys)} keys +${int(first.fields)} fields a hash, then +${int(second.keys)} keys +${int(second.fields)} fields`
      : `not measured: ${run.redisError}`,
    limit: `≤ ${NOT_FOUND_PAGES} each (the not-found pages), then 0`,
    pass: redis
      ? onlyNotFound(redis.statuses) &&
        first.keys <= NOT_FOUND_PAGES &&
        first.fields <= NOT_FOUND_PAGES &&
        second.keys === 0 &&
        second.fields === 0
      : null,
  });
  const row = (label: string, r: LoadResult): Cell[] => [
    label,
    int(r.reqPerSec),
    r.latencyP99Ms.toFixed(0),
    int(r.errors),
    statusText(r.statusCodes),
  ];
  const rows: Cell[][] = [
    row(`cached ${run.article}`, run.cached),
    row('unknown ids (news, products, blog; 7 languages)', run.unknown),
    ['ratio', ratio.toFixed(2), '', '', verdict(budgets[0]!.pass === true)],
  ];
  const busy = `Other processes took ${(run.othersCpu * 100).toFixed(0)}% of the machine's CPU time during the two runs`;
  const notes = [
    `RSS of the server's process tree: ${run.rssIdleMb.toFixed(0)} MB idle, ${run.rssAfterMb.toFixed(0)} MB after the two runs and ${int(RSS_PATHS)} more distinct unknown paths (${statusText(run.rssStatuses)}), certificate codes included; ${verdict(budgets[1]!.pass === true)}.`,
    redis
      ? `With REDIS_URL: ${int(redis.keys.before)} keys after warming / and the article, ${int(redis.keys.half)} after ${half} distinct unknown paths, ${int(redis.keys.after)} after ${half} more (${statusText(redis.statuses)}); the longest TTL ${int(redis.longestTtlS)} s; ${verdict(budgets[2]!.pass === true)}.`
      : `Redis not measured: ${run.redisError}.`,
    ...(redis?.withoutTtl.map(
      (k) =>
        `No TTL: ${k.key.replace(/^.*:/, '')} (the cache handler's tag index, one field per cached entry): ${int(k.fields.before)} → ${int(k.fields.half)} → ${int(k.fields.after)} fields.`,
    ) ?? []),
    'Every fifth path carries a query string of its own: a 404 must not multiply anything by it.',
    run.othersCpu > 0.1 ? `${busy}: the machine was busy, the figures are noisy.` : `${busy}.`,
  ];
  return {
    text: table(
      '(n) Unknown detail paths: random ids beside a cached page, the RSS after them, and Redis',
      ['run', 'req/s (avg)', 'p99 ms', 'errors', 'statuses'],
      rows,
      notes,
    ),
    budgets,
  };
}
