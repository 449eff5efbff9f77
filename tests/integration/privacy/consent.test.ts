import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { closeDb, getDb } from '@/lib/server/db/client';
import { consentRecords } from '@/lib/server/db/schema';
import { createPrivacyLimiters, setPrivacyLimiters } from '@/lib/server/privacy/limits';
import { testDriver, useTestDatabase } from '../../support/db';
import { post, rowCount, useFormsEnv } from '../forms/helpers';
import { choice, newId, useGenerousPrivacyLimits } from './helpers';

const recordsOf = async (consentId: string) =>
  (await getDb())
    .select()
    .from(consentRecords)
    .where(eq(consentRecords.consentId, consentId))
    .orderBy(consentRecords.id);

describe(`POST /api/consent (${testDriver})`, () => {
  beforeAll(async () => {
    useFormsEnv();
    await useTestDatabase('privacy_consent');
    await getDb();
  });
  beforeEach(() => useGenerousPrivacyLimits());
  afterAll(async () => {
    await setPrivacyLimiters(undefined);
    await closeDb();
  });

  it('stores the choice with its id, categories, version, time and language', async () => {
    const id = newId();
    const before = Date.now();
    const res = await post('/api/consent', choice(id), { language: 'fr' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 200, data: { consentId: id } });
    const [row] = await recordsOf(id);
    expect(row).toMatchObject({
      consentId: id,
      action: 'selection',
      preference: false,
      statistics: true,
      marketing: false,
      policyVersion: 1,
      language: 'fr',
    });
    expect(row!.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('keeps no IP address: no column holds the client address', async () => {
    const id = newId();
    await post('/api/consent', choice(id), { headers: { 'X-Forwarded-For': '198.51.100.77' } });
    const [row] = await recordsOf(id);
    expect(JSON.stringify(row)).not.toContain('198.51.100.77');
  });

  it('keeps the history: a changed choice is a new record, the old one stays', async () => {
    const id = newId();
    await post(
      '/api/consent',
      choice(id, { action: 'accept_all', preference: true, marketing: true }),
    );
    await post('/api/consent', choice(id, { action: 'decline', statistics: false }));
    const rows = await recordsOf(id);
    expect(rows.map((r) => r.action)).toEqual(['accept_all', 'decline']);
  });

  it('stores English when the Language header is missing or unknown', async () => {
    const id = newId();
    await post('/api/consent', choice(id), { language: 'xx' });
    expect((await recordsOf(id))[0]!.language).toBe('en');
  });

  it('refuses a record that contradicts its action, with field errors (400)', async () => {
    const id = newId();
    const res = await post('/api/consent', choice(id, { action: 'accept_all' }));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ action: ['invalid'] });
    expect(await recordsOf(id)).toHaveLength(0);
  });

  it.each([
    ['a short id', { consentId: 'abc' }, 'consentId'],
    ['an id with odd characters', { consentId: 'x'.repeat(15) + '<script>' }, 'consentId'],
    ['an unknown action', { action: 'maybe' }, 'action'],
    ['a category that is no boolean', { statistics: 'yes' }, 'statistics'],
    ['a version of 0', { version: 0 }, 'version'],
  ])('refuses %s (400)', async (_name, overrides, field) => {
    const res = await post('/api/consent', choice(newId(), overrides));
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors ?? {})).toContain(field);
  });

  it('refuses a POST from another site (403) and stores nothing', async () => {
    const before = await rowCount(consentRecords);
    const res = await post('/api/consent', choice(newId()), {
      headers: { Origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
    expect(await rowCount(consentRecords)).toBe(before);
  });

  it('refuses bodies that are not small JSON objects (415, 413)', async () => {
    const asText = await post('/api/consent', JSON.stringify(choice(newId())), {
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(asText.status).toBe(415);
    const huge = await post('/api/consent', { ...choice(newId()), padding: 'x'.repeat(4096) });
    expect(huge.status).toBe(413);
  });

  it('limits an address (429 with Retry-After), not its neighbours', async () => {
    await setPrivacyLimiters(
      createPrivacyLimiters({
        keyPrefix: `test:${newId()}`,
        consent: { points: 2, duration: 600 },
      }),
    );
    const from = (ip: string) => ({ headers: { 'X-Forwarded-For': ip } });
    expect((await post('/api/consent', choice(newId()), from('192.0.2.1'))).status).toBe(200);
    expect((await post('/api/consent', choice(newId()), from('192.0.2.1'))).status).toBe(200);
    const limited = await post('/api/consent', choice(newId()), from('192.0.2.1'));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await post('/api/consent', choice(newId()), from('192.0.2.2'))).status).toBe(200);
  });

  it('answers 405 with Allow: POST to a GET', async () => {
    const { app } = await import('@/lib/server/api/app');
    const res = await app.request('/api/consent');
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
  });
});
