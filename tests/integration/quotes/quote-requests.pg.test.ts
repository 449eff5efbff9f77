import { beforeAll, describe, expect, it } from 'vitest';
import { findCountry } from '@/lib/estimator/data/regions';
import { defaultsFor } from '@/lib/estimator/inputs';
import { getDb } from '@/lib/server/db/client';
import {
  distributors,
  quoteEvents,
  quoteRequests,
  trainingApplications,
} from '@/lib/server/db/schema';
import { createFormLimiters, setFormLimiters } from '@/lib/server/security/rate-limit';
import { testDriver, useTestDatabase } from '../../support/db';
import { expectQueuedMails, queuedMails } from '../../support/outbox';
import { post, SITE, useFormsEnv, useGenerousLimits } from '../forms/helpers';
import { certify, germany, list, quoteBody, seedGermanPartners, quoteSuiteHooks } from './helpers';

// A quote request is stored with its mails in one transaction and given to the
// certified partner (both certificates in the team) of the visitor's country whose
// listing is published, in turns; without one it goes to staff.
const request = quoteBody;

describe(`quote requests (${testDriver})`, () => {
  beforeAll(async () => {
    useFormsEnv();
    await useTestDatabase('quote_requests');
    await useGenerousLimits();
    const db = await getDb();
    await db.delete(distributors);
    // Two certified, published partners in Germany, and Gamma with one kind only.
    await seedGermanPartners();
    // Not a partner yet: its listing is still a draft.
    await certify('Delta Draft', 'DE', [
      ['d1@delta.test', 'sales'],
      ['d2@delta.test', 'technical'],
    ]);
    await list(9104, 'Delta Draft', 'DE', false);
    // A Dutch partner whose people applied in Dutch.
    const [app] = await db
      .insert(trainingApplications)
      .values({
        firstName: 'Eva',
        lastName: 'Smit',
        jobTitle: 'Installer',
        company: 'Zon BV',
        email: 'eva@zon.test',
        phone: '+31 20 555 0101',
        applyUpcoming: false,
        address: 'Straat 1',
        city: 'Utrecht',
        country: 'NL',
        zip: '3511',
        language: 'nl',
        consentAt: new Date(),
      })
      .returning({ id: trainingApplications.id });
    await certify(
      'Zon BV',
      'NL',
      [
        ['eva@zon.test', 'sales'],
        ['eva@zon.test', 'technical'],
      ],
      app!.id,
    );
    await list(9105, 'Zon BV', 'NL');
  });
  quoteSuiteHooks();

  it('gives requests to the published certified partners of the country in turns', async () => {
    const partners: (string | null)[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await post('/api/quote-requests', request({ email: `v${i}@example.com` }), {
        language: 'de',
      });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ status: 'received', toStaff: false });
    }
    const db = await getDb();
    for (const row of await db.select().from(quoteRequests).orderBy(quoteRequests.id))
      partners.push(row.partnerKey);
    expect(partners).toEqual(['alpha solar', 'beta energie', 'alpha solar', 'beta energie']);
    const events = await db.select().from(quoteEvents);
    expect(events.filter((e) => e.kind === 'assigned')).toHaveLength(4);
  });

  it('mails the partner’s certified people and confirms to the visitor with the configuration', async () => {
    const res = await post('/api/quote-requests', request(), { language: 'de' });
    expect(res.status).toBe(200);
    const mails = await queuedMails();
    const visitor = mails.find((m) => m.to === 'jonas@example.com')!;
    expect(visitor.language).toBe('de');
    expect(visitor.subject).toMatch(/^Ihre Angebotsanfrage Q-\d+$/);
    expect(visitor.text).toContain('Alpha Solar');
    expect(visitor.text).toMatch(/Hybrid|kW \+ \d × 4,99 kWh/);
    expect(visitor.text).toContain('5.000 kWh');
    const partnerMails = mails.filter((m) => m.to.endsWith('@alpha.test'));
    expect(partnerMails.map((m) => m.to).sort()).toEqual(['a1@alpha.test', 'a2@alpha.test']);
    expect(partnerMails[0]!.text).toContain('+49 30 555 0101');
    expect(partnerMails[0]!.text).toContain(`${SITE}/de/personal-center#leads`);
  });

  it('writes the lead in the partner’s language, whatever the visitor’s', async () => {
    const nl = { ...defaultsFor(findCountry('NL')!), kwh: 3500, pv: 5 };
    const res = await post('/api/quote-requests', request({ configuration: nl }), {
      language: 'en',
    });
    expect(res.status).toBe(200);
    const [lead] = await queuedMails({ to: 'eva@zon.test' });
    expect(lead!.language).toBe('nl');
    expect(lead!.subject).toMatch(/^Nieuwe offerteaanvraag Q-\d+/);
    const [confirmation] = await queuedMails({ to: 'jonas@example.com' });
    expect(confirmation!.language).toBe('en');
  });

  it('sends the request to staff, and tells the visitor, when the country has no partner', async () => {
    const fr = { ...defaultsFor(findCountry('FR')!), kwh: 4000, pv: 6 };
    const res = await post('/api/quote-requests', request({ configuration: fr }), {
      language: 'fr',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ toStaff: true });
    const db = await getDb();
    const [row] = await db.select().from(quoteRequests);
    expect(row).toMatchObject({ status: 'staff', partnerKey: null });
    const mails = await expectQueuedMails(['jonas@example.com', 'staff@voltara.test']);
    const visitor = mails.find((m) => m.to === 'jonas@example.com')!;
    expect(visitor.text).toContain('notre équipe vous répondra');
  });

  it('assigns every one of many concurrent requests exactly once, in fair turns', async () => {
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        post('/api/quote-requests', request({ email: `c${i}@example.com` }), { language: 'de' }),
      ),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    const db = await getDb();
    const rows = await db.select().from(quoteRequests);
    expect(rows).toHaveLength(30);
    const per = new Map<string, number>();
    for (const r of rows) per.set(r.partnerKey!, (per.get(r.partnerKey!) ?? 0) + 1);
    expect([...per.values()].sort()).toEqual([15, 15]);
    const events = await db.select().from(quoteEvents);
    const assigned = events.filter((e) => e.kind === 'assigned');
    expect(new Set(assigned.map((e) => e.quoteId)).size).toBe(30);
    expect(assigned).toHaveLength(30);
  });

  it('refuses bad input with field errors, a foreign Origin with 403, and stores nothing', async () => {
    const bad = await post(
      '/api/quote-requests',
      request({ configuration: { ...germany, kwh: -5 } }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty('configuration');
    const units = await post(
      '/api/quote-requests',
      request({ configuration: { ...germany, pv: '10 kWp' } }),
    );
    expect(units.status).toBe(400);
    const noConsent = await post('/api/quote-requests', request({ consent: false }));
    expect(noConsent.body.errors).toHaveProperty('consent');
    const foreign = await post('/api/quote-requests', request(), {
      headers: { Origin: 'https://evil.test' },
    });
    expect(foreign.status).toBe(403);
    const bot = await post('/api/quote-requests', request({ website: 'http://spam.test' }));
    expect(bot.status).toBe(200);
    const db = await getDb();
    expect(await db.select().from(quoteRequests)).toHaveLength(0);
    await expectQueuedMails([]);
  });

  it('limits requests per address like the contact form: 429, and the limited one is not stored', async () => {
    await setFormLimiters(
      createFormLimiters({
        keyPrefix: `test:quotes:${Date.now()}`,
        perIp: { points: 2, duration: 600 },
      }),
    );
    try {
      const from = (ip: string) => ({ headers: { 'X-Forwarded-For': `203.0.113.9, ${ip}` } });
      const db = await getDb();
      const before = (await db.select().from(quoteRequests)).length;
      for (const n of [1, 2]) {
        const res = await post(
          '/api/quote-requests',
          request({ email: `q${n}@example.com` }),
          from('198.51.100.77'),
        );
        expect(res.status).toBe(200);
      }
      const limited = await post(
        '/api/quote-requests',
        request({ email: 'q3@example.com' }),
        from('198.51.100.77'),
      );
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      const other = await post(
        '/api/quote-requests',
        request({ email: 'q4@example.com' }),
        from('198.51.100.78'),
      );
      expect(other.status).toBe(200);
      expect((await db.select().from(quoteRequests)).length).toBe(before + 3);
    } finally {
      await useGenerousLimits();
    }
  });
});
