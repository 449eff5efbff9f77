import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { closeDb, getDb } from '@/lib/server/db/client';
import { visitorVisits } from '@/lib/server/db/schema';
import { createPrivacyLimiters, setPrivacyLimiters } from '@/lib/server/privacy/limits';
import { findVisit } from '@/lib/server/privacy/visits';
import { testDriver, useTestDatabase } from '../../support/db';
import { post, rowCount, useFormsEnv } from '../forms/helpers';
import { beacon, choice, newId, useGenerousPrivacyLimits } from './helpers';

/** As navigator.sendBeacon sends a string: text/plain, our Origin, no Language header. */
const sendBeacon = (body: unknown, headers: Record<string, string> = {}) =>
  post('/api/tracking', JSON.stringify(body), {
    headers: { 'Content-Type': 'text/plain;charset=UTF-8', ...headers },
  });

async function consented(statistics = true): Promise<string> {
  const id = newId();
  const overrides = statistics ? {} : { action: 'selection', statistics: false, preference: true };
  expect((await post('/api/consent', choice(id, overrides))).status).toBe(200);
  return id;
}

describe(`POST /api/tracking (${testDriver})`, () => {
  beforeAll(async () => {
    useFormsEnv();
    await useTestDatabase('privacy_tracking');
    await getDb();
  });
  beforeEach(() => useGenerousPrivacyLimits());
  afterAll(async () => {
    await setPrivacyLimiters(undefined);
    await closeDb();
  });

  it('stores a beacon sent as text/plain when statistics consent is on record', async () => {
    const consentId = await consented();
    const sessionId = newId();
    const res = await sendBeacon(beacon(sessionId, consentId));
    expect(res.status).toBe(200);
    const visit = await findVisit(await getDb(), sessionId);
    expect(visit).toMatchObject({
      consentId,
      client: 'desktop',
      landingPage: '/de/products',
      browser: 'Chrome 140',
      jumpOut: false,
      refer: 'https://www.example.org/search',
      timezone: 'Europe/Berlin',
      language: 'de',
      resources: ['http://127.0.0.1:3100/files/datasheet.pdf'],
    });
    expect(visit!.routes.map((r) => r.path)).toEqual(['/de/products', '/de/about-us']);
  });

  it('keeps one row per visit: a later beacon replaces the data of the first', async () => {
    const consentId = await consented();
    const sessionId = newId();
    const first = beacon(sessionId, consentId, { jumpOut: true, routes: [{ path: '/', at: 1 }] });
    await sendBeacon(first);
    const before = await rowCount(visitorVisits);
    await sendBeacon(beacon(sessionId, consentId));
    expect(await rowCount(visitorVisits)).toBe(before);
    const visit = await findVisit(await getDb(), sessionId);
    expect(visit!.jumpOut).toBe(false);
    expect(visit!.routes).toHaveLength(2);
  });

  it('refuses a beacon without statistics consent on record (403), storing nothing', async () => {
    const sessionId = newId();
    const unknown = await sendBeacon(beacon(sessionId, newId()));
    expect(unknown.status).toBe(403);
    const declined = await sendBeacon(beacon(sessionId, await consented(false)));
    expect(declined.status).toBe(403);
    expect(await findVisit(await getDb(), sessionId)).toBeNull();
  });

  it('stops storing once the latest choice withdraws statistics', async () => {
    const consentId = await consented();
    await post('/api/consent', choice(consentId, { action: 'decline', statistics: false }));
    const res = await sendBeacon(beacon(newId(), consentId));
    expect(res.status).toBe(403);
  });

  it('does not let another consent id overwrite a visit', async () => {
    const owner = await consented();
    const sessionId = newId();
    await sendBeacon(beacon(sessionId, owner));
    await sendBeacon(beacon(sessionId, await consented(), { landingPage: '/forged' }));
    expect((await findVisit(await getDb(), sessionId))!.landingPage).toBe('/de/products');
  });

  it.each([
    ['a NUL character in a path', { landingPage: '/a\u0000b' }, 'landingPage'],
    ['a lone surrogate', { browser: 'Chrome \ud800' }, 'browser'],
    ['a path not starting with /', { landingPage: 'https://evil.example/' }, 'landingPage'],
    ['an unknown client kind', { client: 'tv' }, 'client'],
    [
      'too many routes',
      { routes: Array.from({ length: 201 }, (_, i) => ({ path: `/${i}`, at: i })) },
      'routes',
    ],
    ['no routes', { routes: [] }, 'routes'],
    ['an unknown language', { language: 'xx' }, 'language'],
  ])(
    'refuses %s with a field error (400), never a database error',
    async (_name, overrides, field) => {
      const res = await sendBeacon(beacon(newId(), await consented(), overrides));
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.errors ?? {})).toContain(field);
    },
  );

  it('refuses a beacon from another site (403) and a body too large (413)', async () => {
    const consentId = await consented();
    const foreign = await sendBeacon(beacon(newId(), consentId), {
      Origin: 'https://evil.example',
    });
    expect(foreign.status).toBe(403);
    const huge = await sendBeacon(beacon(newId(), consentId, { browser: 'x'.repeat(70_000) }));
    expect(huge.status).toBe(413);
  });

  it('limits an address (429)', async () => {
    const consentId = await consented();
    await setPrivacyLimiters(
      createPrivacyLimiters({
        keyPrefix: `test:${newId()}`,
        tracking: { points: 1, duration: 600 },
      }),
    );
    const from = { 'X-Forwarded-For': '192.0.2.9' };
    expect((await sendBeacon(beacon(newId(), consentId), from)).status).toBe(200);
    expect((await sendBeacon(beacon(newId(), consentId), from)).status).toBe(429);
  });
});
