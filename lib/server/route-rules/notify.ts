import 'server-only';
import { Redis } from 'ioredis';
import { serverEnv } from '@/lib/server/env';
import { closeRedis } from '@/lib/server/security/rate-limit';
import { RULES_CHANNEL, processRuleLoader } from './loader';

// After a change of the route rules commits: this instance reloads before the editor's request
// is answered, and every other instance hears of it on Redis at once (without Redis, their
// version check finds it within half a second).

const slot = globalThis as typeof globalThis & {
  __voltaraRulesPublisher?: Redis;
  __voltaraRulesPublishFailed?: boolean;
};

function publisher(url: string): Redis {
  if (!slot.__voltaraRulesPublisher) {
    const redis = new Redis(url, { maxRetriesPerRequest: 1, commandTimeout: 2_000 });
    redis.on('error', () => {
      // reported by publish() below, once
    });
    slot.__voltaraRulesPublisher = redis;
  }
  return slot.__voltaraRulesPublisher;
}

export async function rulesChanged(version: number): Promise<void> {
  const url = serverEnv().REDIS_URL;
  if (url) {
    // Not awaited: an editor's save never waits on Redis (the version check is the fallback).
    publisher(url)
      .publish(RULES_CHANNEL, String(version))
      .then(() => (slot.__voltaraRulesPublishFailed = false))
      .catch((error: Error) => {
        if (!slot.__voltaraRulesPublishFailed) {
          console.error(`[route-rules] could not announce version ${version}: ${error.message}`);
        }
        slot.__voltaraRulesPublishFailed = true;
      });
  }
  const loader = await processRuleLoader();
  await loader?.check();
}

/** Close the publisher's connection (tests, shutdown). */
export async function closeRulesPublisher(): Promise<void> {
  const redis = slot.__voltaraRulesPublisher;
  slot.__voltaraRulesPublisher = undefined;
  if (redis) await closeRedis(redis);
}
