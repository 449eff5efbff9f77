import 'server-only';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { compileRules, emptyRuleSet, type RuleSet } from '@/lib/route-rules/match';
import { returnHits, setActiveRuleSet, takeHits, type RuleHit } from '@/lib/route-rules/runtime';
import { getDb, type Db } from '@/lib/server/db/client';
import { routeRules } from '@/lib/server/db/schema';
import { serverEnv } from '@/lib/server/env';
import { allRules, readVersion } from './read';

// Each instance's copy of the route rules. Loaded before the server answers its first
// request (instrumentation.ts, with a bounded wait), then kept current off the request path:
// a Redis message when REDIS_URL is set, and a one-row version check against the database
// (every 500 ms without Redis or while it is down, every 10 s as a safety net with it). A
// database that is down leaves the last rules in place (none at first): logged once, retried.

/** The Redis channel a change is announced on; the message is the new version. */
export const RULES_CHANNEL = 'voltara:route-rules';

export type RuleLoaderOptions = {
  getDb?: () => Promise<Db>;
  /** Set → listen for changes on Redis. */
  redisUrl?: string;
  /** Version checks without Redis (or while it is down), in ms. */
  pollMs?: number;
  /** Version checks while Redis is listening, in ms. */
  redisPollMs?: number;
  /** Hand each newly loaded set on (the process's loader: to the proxy). */
  onLoad?: (set: RuleSet) => void;
  /** Write the proxy's hit counts to the database every flushMs (the process's loader only). */
  flushMs?: number;
  name?: string;
};

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

export class RuleLoader {
  private current: RuleSet = emptyRuleSet(-1);
  private readonly options: Required<Omit<RuleLoaderOptions, 'redisUrl' | 'onLoad' | 'flushMs'>> &
    RuleLoaderOptions;
  private timers: NodeJS.Timeout[] = [];
  private subscriber: Redis | undefined;
  private running: Promise<void> | null = null;
  private isDirty = false;
  private lastCheck = 0;
  private isFailing = false;
  private hasRedisFailed = false;

  constructor(options: RuleLoaderOptions = {}) {
    this.options = { getDb, pollMs: 500, redisPollMs: 10_000, name: 'route-rules', ...options };
  }

  /** The rules this loader holds (version -1 until the first load). */
  get ruleSet(): RuleSet {
    return this.current;
  }

  get version(): number {
    return this.current.version;
  }

  /**
   * Start listening and checking, and load the rules, waiting at most `waitMs` for them: true
   * when they are loaded by then (else they arrive later, or the database is down).
   */
  async start(waitMs = 10_000): Promise<boolean> {
    const { pollMs, flushMs, redisUrl } = this.options;
    if (redisUrl) this.listen(redisUrl);
    this.timers.push(setInterval(() => this.tick(), pollMs).unref());
    if (flushMs) this.timers.push(setInterval(() => void this.flushHits(), flushMs).unref());
    await Promise.race([this.check(), sleep(waitMs)]);
    return this.current.version >= 0;
  }

  async stop(): Promise<void> {
    for (const timer of this.timers) clearInterval(timer);
    this.timers = [];
    // A database that hangs must not hold the shutdown: the hits are lost then.
    if (this.options.flushMs) await Promise.race([this.flushHits(), sleep(2_000)]);
    // A listener has nothing to finish: disconnect (quit would wait for a Redis that is down).
    this.subscriber?.disconnect();
    this.subscriber = undefined;
  }

  /** Redis is connected and this loader hears of changes from it. */
  get isListening(): boolean {
    return this.subscriber?.status === 'ready';
  }

  private tick(): void {
    const every = this.isListening ? this.options.redisPollMs : this.options.pollMs;
    if (Date.now() - this.lastCheck >= every - 50) void this.check();
  }

  private listen(url: string): void {
    const subscriber = new Redis(url, { maxRetriesPerRequest: null, lazyConnect: false });
    this.subscriber = subscriber;
    subscriber.on('message', () => void this.check());
    // (Re)connected: a message may have been missed meanwhile.
    subscriber.on('ready', () => {
      this.hasRedisFailed = false;
      void this.check();
    });
    subscriber.on('error', (error: Error) => {
      if (!this.hasRedisFailed) {
        console.error(`[${this.options.name}] redis: ${error.message}; checking the database`);
      }
      this.hasRedisFailed = true;
    });
    subscriber.subscribe(RULES_CHANNEL).catch(() => {
      // reported by the error listener; ioredis subscribes again when it reconnects
    });
  }

  /**
   * Compare the stored version with ours and reload when it differs. Calls during a check make
   * one more check after it (a change may have landed while the rules were read).
   */
  check(): Promise<void> {
    if (this.running) {
      this.isDirty = true;
      return this.running;
    }
    this.running = (async () => {
      do {
        this.isDirty = false;
        await this.checkOnce();
      } while (this.isDirty);
    })().finally(() => (this.running = null));
    return this.running;
  }

  private async checkOnce(): Promise<void> {
    this.lastCheck = Date.now();
    try {
      const db = await this.options.getDb();
      const version = await readVersion(db);
      if (version !== this.current.version) {
        const set = compileRules(await allRules(db), version);
        this.current = set;
        this.options.onLoad?.(set);
      }
      if (this.isFailing) console.info(`[${this.options.name}] the rules are read again`);
      this.isFailing = false;
    } catch (error) {
      if (!this.isFailing) {
        const message = error instanceof Error ? error.message : String(error);
        console.error(
          `[${this.options.name}] cannot read the rules (${message}); serving the last ones loaded`,
        );
      }
      this.isFailing = true;
    }
  }

  /** Add the hits counted since the last flush to the database, in batches. */
  async flushHits(): Promise<void> {
    const hits = takeHits();
    if (hits.length === 0) return;
    try {
      await writeHits(await this.options.getDb(), hits);
    } catch {
      // Counted again at the next flush; the database being down is reported by check().
      returnHits(hits);
    }
  }
}

const HIT_BATCH = 1000;

/** One UPDATE per batch of rules: hits added, the last hit moved on. */
export async function writeHits(db: Db, hits: readonly RuleHit[]): Promise<void> {
  for (let i = 0; i < hits.length; i += HIT_BATCH) {
    const rows = hits
      .slice(i, i + HIT_BATCH)
      .map((h) => sql`(${h.id}::int, ${h.count}::bigint, ${h.last.toISOString()}::timestamptz)`);
    await db.execute(sql`
      update ${routeRules} as r
      set hits = r.hits + v.n, last_hit_at = greatest(r.last_hit_at, v.t)
      from (values ${sql.join(rows, sql`, `)}) as v(id, n, t)
      where r.id = v.id`);
  }
}

// The process's loader, on globalThis like the database: instrumentation.ts starts it, the API
// and the console's writes find it from their own bundles.
const slot = globalThis as typeof globalThis & { __voltaraRuleLoader?: Promise<RuleLoader> };

/**
 * Start the process's loader (once): its rules go to the proxy (lib/route-rules/runtime.ts),
 * the proxy's hits to the database every 10 s. Waits for the first load at most `waitMs`.
 */
export function startRouteRules(waitMs = 10_000): Promise<RuleLoader> {
  slot.__voltaraRuleLoader ??= (async () => {
    const loader = new RuleLoader({
      redisUrl: serverEnv().REDIS_URL,
      onLoad: setActiveRuleSet,
      flushMs: 10_000,
    });
    await loader.start(waitMs);
    return loader;
  })();
  return slot.__voltaraRuleLoader;
}

/** The process's loader when it was started (this process serves pages), else undefined. */
export const processRuleLoader = (): Promise<RuleLoader> | undefined => slot.__voltaraRuleLoader;

/** Stop the process's loader (tests, shutdown): hits flushed, Redis closed, proxy emptied. */
export async function stopRouteRules(): Promise<void> {
  const loader = slot.__voltaraRuleLoader;
  slot.__voltaraRuleLoader = undefined;
  if (loader) await (await loader).stop();
  setActiveRuleSet(emptyRuleSet());
}
