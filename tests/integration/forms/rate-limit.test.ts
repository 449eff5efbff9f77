import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { closeDb, getDb } from '@/lib/server/db/client';
import { contactRequests } from '@/lib/server/db/schema';
import { createFormLimiters, setFormLimiters } from '@/lib/server/security/rate-limit';
import { testDriver, useTestDatabase } from '../../support/db';
import { post, rowCount, useFormsEnv, validContact } from './helpers';

const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
const from = (ip: string) => ({ headers: { 'X-Forwarded-For': `203.0.113.9, ${ip}` } });
const contact = (n: number) => ({ ...validContact, email: `person${n}@example.com` });

describe(`form rate limits (${testDriver})`, () => {
  beforeAll(async () => {
    useFormsEnv();
    await useTestDatabase('forms_limits');
    await getDb();
  });
  afterEach(() => setFormLimiters(undefined));
  afterAll(() => closeDb());

  it('answers 429 with Retry-After once an address exceeds its limit (memory)', async () => {
    await setFormLimiters(
      createFormLimiters({
        keyPrefix: `test:${randomUUID()}`,
        perIp: { points: 2, duration: 600 },
      }),
    );
    const before = await rowCount(contactRequests);
    expect((await post('/api/contact', contact(1), from('198.51.100.1'))).status).toBe(200);
    expect((await post('/api/contact', contact(2), from('198.51.100.1'))).status).toBe(200);
    const limited = await post('/api/contact', contact(3), from('198.51.100.1'));
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ code: 429 });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(500);
    // Another address is not affected; a limited request stored nothing.
    expect((await post('/api/contact', contact(4), from('198.51.100.2'))).status).toBe(200);
    expect(await rowCount(contactRequests)).toBe(before + 3);
  });

  it('limits per email address across addresses, in any letter case', async () => {
    await setFormLimiters(
      createFormLimiters({
        keyPrefix: `test:${randomUUID()}`,
        perEmail: { points: 1, duration: 3600 },
      }),
    );
    const first = { ...validContact, email: 'same@example.com' };
    expect((await post('/api/contact', first, from('198.51.100.3'))).status).toBe(200);
    const again = { ...validContact, email: 'SAME@example.com' };
    expect((await post('/api/contact', again, from('198.51.100.4'))).status).toBe(429);
  });

  describe('with Redis', () => {
    let redis: Redis;
    const prefix = `voltara-test:${randomUUID()}`;

    beforeAll(async () => {
      redis = new Redis(REDIS_URL, { lazyConnect: true });
      await redis.connect();
    });
    afterAll(async () => {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length) await redis.del(...keys);
      await redis.quit();
    });

    it('shares the count in Redis (REDIS_URL) and answers 429', async () => {
      const limiters = createFormLimiters({
        redisUrl: REDIS_URL,
        keyPrefix: prefix,
        perIp: { points: 2, duration: 600 },
      });
      if (limiters.redis!.status !== 'ready') await once(limiters.redis!, 'ready');
      await setFormLimiters(limiters);

      for (const n of [1, 2]) {
        expect((await post('/api/contact', contact(10 + n), from('192.0.2.7'))).status).toBe(200);
      }
      const limited = await post('/api/contact', contact(13), from('192.0.2.7'));
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);

      // The counter lives in Redis: a second process (a second limiter) sees it.
      expect(await redis.get(`${prefix}:ip:contact:192.0.2.7`)).toBe('3');
      const other = createFormLimiters({ redisUrl: REDIS_URL, keyPrefix: prefix });
      if (other.redis!.status !== 'ready') await once(other.redis!, 'ready');
      await expect(other.perIp.get('contact:192.0.2.7')).resolves.toMatchObject({
        consumedPoints: 3,
      });
      await other.redis!.quit();
    });

    it('keeps the forms working on memory limits while Redis is unreachable', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const limiters = createFormLimiters({
        redisUrl: 'redis://127.0.0.1:1',
        keyPrefix: prefix,
        perIp: { points: 1, duration: 600 },
      });
      await setFormLimiters(limiters);
      expect((await post('/api/contact', contact(20), from('192.0.2.8'))).status).toBe(200);
      expect((await post('/api/contact', contact(21), from('192.0.2.8'))).status).toBe(429);
      limiters.redis!.disconnect();
      vi.restoreAllMocks();
    });
  });
});
