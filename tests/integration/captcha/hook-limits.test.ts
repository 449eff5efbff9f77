import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { app } from '@/lib/server/api/app';
import { createCaptchaLimiters, setCaptchaLimiters } from '@/lib/server/captcha/limits';
import { createMemoryStore, createRedisStore, setCaptchaStore } from '@/lib/server/captcha/store';
import type { CaptchaChallenge } from '@/lib/validation/captcha';
import { post, useFormsEnv } from '../forms/helpers';
import { dragTrack } from './tracks';

const SECRET = 'integration-secret-0123456789';
const from = (ip: string) => ({ headers: { 'X-Forwarded-For': ip } });

async function newChallengeId(ip = '192.0.2.1') {
  const res = await post('/api/captcha/challenge', { action: 'sign-in' }, from(ip));
  expect(res.status).toBe(200);
  return (res.body.data as CaptchaChallenge).id;
}

const askAnswer = (id: string, secret = SECRET) =>
  app.request(`/api/captcha/test-answer/${id}`, {
    headers: secret ? { 'x-captcha-test-secret': secret } : {},
  });

describe('captcha test hook over HTTP', () => {
  beforeAll(() => useFormsEnv({ REDIS_URL: undefined }));
  beforeEach(() => setCaptchaStore(createMemoryStore()));
  afterEach(() => vi.unstubAllEnvs());
  afterAll(() => setCaptchaStore(undefined));

  it('answers the gap with NODE_ENV=test, the secret set and presented', async () => {
    vi.stubEnv('CAPTCHA_TEST_SECRET', SECRET);
    const res = await askAnswer(await newChallengeId());
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: { x: number } }).data.x).toBeGreaterThan(0);
  });

  it('is a 404 in a production server, even with the secret set and presented', async () => {
    vi.stubEnv('CAPTCHA_TEST_SECRET', SECRET);
    const id = await newChallengeId();
    vi.stubEnv('NODE_ENV', 'production');
    const res = await askAnswer(id);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ code: 404, message: 'Not Found' });
  });

  it('is a 404 without CAPTCHA_TEST_SECRET, or with a wrong secret presented', async () => {
    vi.stubEnv('CAPTCHA_TEST_SECRET', '');
    const id = await newChallengeId();
    expect((await askAnswer(id)).status).toBe(404);
    vi.stubEnv('CAPTCHA_TEST_SECRET', SECRET);
    expect((await askAnswer(id, 'not-the-secret-000000')).status).toBe(404);
    expect((await askAnswer(id, '')).status).toBe(404);
  });
});

describe('captcha limits and methods', () => {
  beforeAll(() => useFormsEnv({ REDIS_URL: undefined }));
  beforeEach(() => setCaptchaStore(createMemoryStore()));
  afterEach(() => setCaptchaLimiters(undefined));
  afterAll(() => setCaptchaStore(undefined));

  it('answers 429 with Retry-After once an address asks for too many puzzles', async () => {
    await setCaptchaLimiters(
      createCaptchaLimiters({
        keyPrefix: `test:${randomUUID()}`,
        requests: { points: 2, duration: 600 },
      }),
    );
    await newChallengeId('203.0.113.7');
    await newChallengeId('203.0.113.7');
    const limited = await post(
      '/api/captcha/challenge',
      { action: 'sign-in' },
      from('203.0.113.7'),
    );
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    await newChallengeId('203.0.113.8');
  });

  it('refuses every attempt from an address that failed too often, the right one too', async () => {
    vi.stubEnv('CAPTCHA_TEST_SECRET', SECRET);
    await setCaptchaLimiters(
      createCaptchaLimiters({
        keyPrefix: `test:${randomUUID()}`,
        failures: { points: 2, duration: 600 },
      }),
    );
    const guesser = from('203.0.113.20');
    for (let i = 0; i < 2; i++) {
      const id = await newChallengeId('203.0.113.20');
      const res = await post('/api/captcha/verify', { id, x: 1, track: [{ x: 1, t: 0 }] }, guesser);
      expect(res.status).toBe(400);
    }
    const id = await newChallengeId('203.0.113.20');
    const x = ((await (await askAnswer(id)).json()) as { data: { x: number } }).data.x;
    const res = await post('/api/captcha/verify', { id, x, track: dragTrack(x) }, guesser);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(500);
    vi.unstubAllEnvs();
  });

  it('takes POST only on the puzzle calls (405 with Allow)', async () => {
    const res = await app.request('/api/captcha/challenge');
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
  });
});

const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

describe('captcha store on Redis', () => {
  beforeAll(() => useFormsEnv({ REDIS_URL: undefined, CAPTCHA_TEST_SECRET: SECRET }));
  afterAll(() => setCaptchaStore(undefined));

  it('keeps challenges and tokens in Redis: one take, expiry by TTL', async () => {
    const store = createRedisStore(REDIS_URL, `test:${randomUUID()}:`);
    await setCaptchaStore(store);
    await store.set('k', 'v', 200);
    expect(await store.get('k')).toBe('v');
    expect(await Promise.all([store.take('k'), store.take('k')])).toEqual(['v', null]);
    await store.set('short', 'v', 50);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(await store.get('short')).toBeNull();
  });

  it('serves the API from Redis: a second instance sees the same challenge', async () => {
    const prefix = `test:${randomUUID()}:`;
    await setCaptchaStore(createRedisStore(REDIS_URL, prefix));
    const id = await newChallengeId('192.0.2.50');
    const other = createRedisStore(REDIS_URL, prefix);
    expect(await other.get(`challenge:${id}`)).toMatch(/"action":"sign-in"/);
    await other.close();
  });

  it('counts failed attempts in Redis, shared by every instance', async () => {
    await setCaptchaStore(createMemoryStore());
    const options = { redisUrl: REDIS_URL, keyPrefix: `test:${randomUUID()}` };
    // An instance whose connection is up (until then its own memory counts: see rate-limit.ts).
    const instance = async () => {
      const limiters = createCaptchaLimiters({ ...options, failures: { points: 1, duration: 60 } });
      if (limiters.redis!.status !== 'ready') await once(limiters.redis!, 'ready');
      await setCaptchaLimiters(limiters);
    };
    const guesser = from('203.0.113.30');
    const bad = { id: 'A'.repeat(24), x: 1, track: [{ x: 1, t: 0 }] };
    await instance();
    expect((await post('/api/captcha/verify', bad, guesser)).status).toBe(400);
    await instance();
    expect((await post('/api/captcha/verify', bad, guesser)).status).toBe(429);
    await setCaptchaLimiters(undefined);
  });

  it('answers 503, not 500, when Redis cannot be reached', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await setCaptchaStore(createRedisStore('redis://127.0.0.1:1'));
    const res = await post('/api/captcha/challenge', { action: 'sign-in' }, from('192.0.2.60'));
    expect(res.status).toBe(503);
    vi.mocked(console.error).mockRestore();
  });
});
