import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { closeDb } from '@/lib/server/db/client';
import { setFormLimiters } from '@/lib/server/security/rate-limit';
import { post, useFormsEnv, useGenerousLimits, validContact } from './helpers';

// Nothing listens on port 1: the database is down. A submission must then fail visibly (the
// form shows its failure message), never be acknowledged without being stored.
describe('forms with the database down', () => {
  beforeAll(async () => {
    await closeDb();
    useFormsEnv({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none' });
    await useGenerousLimits();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await setFormLimiters(undefined);
    await closeDb();
    useFormsEnv({ DATABASE_URL: undefined });
  });

  it('answers 503, not 200, and no error details', async () => {
    const res = await post('/api/contact', validContact);
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ code: 503, message: 'Service Unavailable' });
  });

  it('still refuses malformed bodies with their 4xx first', async () => {
    expect((await post('/api/contact', '{')).status).toBe(400);
    expect((await post('/api/newsletter', { email: 'x' })).status).toBe(400);
  });
});
