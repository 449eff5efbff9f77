import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { normaliseRule } from '@/lib/route-rules/check';
import { findRedirect } from '@/lib/route-rules/match';
import { closeDb, getDb, type Db } from '@/lib/server/db/client';
import { openDb } from '@/lib/server/db/open';
import type { DbHandle } from '@/lib/server/db/types';
import { resetServerEnv } from '@/lib/server/env';
import { RuleLoader } from '@/lib/server/route-rules/loader';
import { closeRulesPublisher } from '@/lib/server/route-rules/notify';
import { createRule } from '@/lib/server/route-rules/store';
import { testDriver, useTestDatabase } from '../../support/db';

const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
const actor = { actorId: 'test', actorEmail: 'editor@voltara.test' };

let made = 0;
/** A new rule through the store, as the console writes it: the change is announced. */
async function writeRule(): Promise<{ source: string; version: number }> {
  const source = `/sync-${++made}-${Date.now()}`;
  const checked = normaliseRule({
    source,
    target: '/about-us',
    status: 308,
    variant: 'all',
    keepQuery: true,
  });
  if (!checked.ok) throw new Error('bad rule');
  await createRule(await getDb(), checked.rule, actor);
  const { readVersion } = await import('@/lib/server/route-rules/read');
  return { source, version: await readVersion(await getDb()) };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Milliseconds until every loader holds `version` (fails after 5 s). */
async function timeUntilSeen(loaders: RuleLoader[], version: number, since: number) {
  while (Date.now() - since < 5_000) {
    if (loaders.every((l) => l.version >= version)) return Date.now() - since;
    await sleep(5);
  }
  throw new Error(`not seen within 5 s: ${loaders.map((l) => l.version)} < ${version}`);
}

describe(`route rules: every instance sees a change within 1 s (${testDriver})`, () => {
  /** A second instance's own connection (PostgreSQL); PGlite is one process's database. */
  let second: DbHandle | undefined;
  let secondDb: () => Promise<Db>;
  const loaders: RuleLoader[] = [];
  const loader = async (options: ConstructorParameters<typeof RuleLoader>[0], db = getDb) => {
    const made = new RuleLoader({ getDb: db, ...options });
    loaders.push(made);
    await made.start();
    return made;
  };

  beforeAll(async () => {
    const config = await useTestDatabase('route_rules_sync');
    await getDb();
    if (config.databaseUrl) {
      second = await openDb(config);
      secondDb = async () => second!.db;
    } else secondDb = getDb;
  });
  afterEach(async () => {
    await Promise.all(loaders.splice(0).map((l) => l.stop()));
    await closeRulesPublisher();
    delete process.env.REDIS_URL;
    resetServerEnv();
  });
  afterAll(async () => {
    await second?.close();
    await closeDb();
  });

  it('through Redis pub/sub: two instances, no version polling', async () => {
    process.env.REDIS_URL = REDIS_URL;
    resetServerEnv();
    // Version checks a minute apart: only the Redis message can bring the change in time.
    const slow = { redisUrl: REDIS_URL, pollMs: 60_000, redisPollMs: 60_000 };
    const a = await loader({ ...slow, name: 'instance-a' });
    const b = await loader({ ...slow, name: 'instance-b' }, secondDb);
    for (let i = 0; i < 100 && !(a.isListening && b.isListening); i++) await sleep(20);
    expect(a.isListening && b.isListening).toBe(true);
    const times: number[] = [];
    for (let i = 0; i < 3; i++) {
      const since = Date.now();
      const { source, version } = await writeRule();
      times.push(await timeUntilSeen([a, b], version, since));
      expect(findRedirect(b.ruleSet, source, '')?.location).toBe('/about-us');
    }
    console.log(`route rules via Redis: seen by both instances after ${times.join(', ')} ms`);
    expect(Math.max(...times)).toBeLessThan(1_000);
  });

  it('without Redis: the version check against the database', async () => {
    const a = await loader({ name: 'instance-a' });
    const b = await loader({ name: 'instance-b' }, secondDb);
    const times: number[] = [];
    for (let i = 0; i < 3; i++) {
      const since = Date.now();
      const { source, version } = await writeRule();
      times.push(await timeUntilSeen([a, b], version, since));
      expect(findRedirect(a.ruleSet, `/de${source}`, '')?.location).toBe('/de/about-us');
    }
    console.log(`route rules via the version check: seen after ${times.join(', ')} ms`);
    expect(Math.max(...times)).toBeLessThan(1_000);
  });

  it('Redis down: the version check takes over', async () => {
    const a = await loader({ name: 'instance-a', redisUrl: 'redis://127.0.0.1:1' });
    expect(a.isListening).toBe(false);
    const since = Date.now();
    const { version } = await writeRule();
    expect(await timeUntilSeen([a], version, since)).toBeLessThan(1_000);
  });

  it('a database that is down: no rules, no failure, one log line, the rules once it is back', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    let isDown = true;
    const flaky = () =>
      isDown ? Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432')) : getDb();
    const started = Date.now();
    const down = new RuleLoader({ getDb: flaky, pollMs: 20, name: 'down' });
    loaders.push(down);
    expect(await down.start()).toBe(false);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(down.version).toBe(-1);
    expect(findRedirect(down.ruleSet, '/anything', '')).toBeNull();
    await sleep(200);
    expect(errors).toHaveBeenCalledTimes(1);
    expect(String(errors.mock.calls[0]![0])).toMatch(/cannot read the rules .*ECONNREFUSED/);
    isDown = false;
    const { version } = await writeRule();
    await timeUntilSeen([down], version, Date.now());
    errors.mockRestore();
  });

  it('waits a bounded time for a database that hangs', async () => {
    const hanging = new RuleLoader({ getDb: () => new Promise<Db>(() => {}), name: 'hang' });
    loaders.push(hanging);
    const started = Date.now();
    expect(await hanging.start(300)).toBe(false);
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
