import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { app } from '@/lib/server/api/app';
import { closeDb } from '@/lib/server/db/client';
import { resetServerEnv } from '@/lib/server/env';
import { stopRouteRules } from '@/lib/server/route-rules/loader';

// Nothing listens on port 1: every connection is refused at once.
describe('API with the database down', () => {
  beforeAll(async () => {
    await closeDb();
    process.env.DATABASE_URL = 'postgres://postgres@127.0.0.1:1/none';
    resetServerEnv();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterAll(async () => {
    await stopRouteRules();
    await closeDb();
  });

  it('reports the database down on /api/health with 503', async () => {
    const res = await app.request('/api/health');
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      code: 503,
      message: 'Service Unavailable',
      data: { database: 'down', driver: 'postgres' },
    });
  });

  it('answers a list with a 503 envelope and no error details', async () => {
    const res = await app.request('/api/news');
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ code: 503, message: 'Service Unavailable' });
  });

  it('answers the route rules with 503 when they could never be loaded', async () => {
    const started = Date.now();
    const res = await app.request('/api/route-rules');
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
