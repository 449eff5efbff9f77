import { beforeAll, describe, expect, it } from 'vitest';
import { findCountry } from '@/lib/estimator/data/regions';
import { defaultsFor } from '@/lib/estimator/inputs';
import { estimate } from '@/lib/estimator/model';
import { getDb } from '@/lib/server/db/client';
import { quoteRequests } from '@/lib/server/db/schema';
import { Browser, signedInUser } from '../../support/accounts';
import { testDriver } from '../../support/db';
import { expectQueuedMails, queuedMails } from '../../support/outbox';
import { post } from '../forms/helpers';
import { germany, partnerSuite, quoteBody, quoteSuiteHooks } from './helpers';

// A quote request carries the system the visitor chose in the estimator (the economic
// recommendation, or a larger one "for more independence") and says which it is: stored with
// the request, in the console's view, in the mails to staff, partner and visitor
// (requirements: Estimator). The server sizes it again from the inputs, with the same model.
const france = { ...defaultsFor(findCountry('FR')!), kwh: 5000, pv: 10 };

type Stored = {
  inputs: { modules: number | null };
  recommended: { modules: number };
  chosen: { modules: number; unitKw: number; units: number };
  economic: boolean;
};

describe(`a quote request carries the chosen system (${testDriver})`, () => {
  let editor: Browser;

  partnerSuite('quote_chosen_system');
  beforeAll(async () => {
    editor = await signedInUser({ role: 'editor' });
  }, 120_000);
  quoteSuiteHooks();

  it('stores a larger system the visitor chose, marked not economic, and staff see both', async () => {
    const economic = estimate(france).recommended.modules;
    const chosen = economic + 2;
    const res = await post(
      '/api/quote-requests',
      quoteBody({ configuration: { ...france, modules: chosen } }),
      { language: 'fr' },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { reference } = res.body.data as { reference: string };
    const [row] = await (await getDb()).select().from(quoteRequests);
    expect(reference).toBe(`Q-${row!.id}`);
    const stored = row!.configuration as Stored;
    expect(stored.inputs.modules).toBe(chosen);
    expect(stored.chosen.modules).toBe(chosen);
    expect(stored.recommended.modules).toBe(economic);
    expect(stored.economic).toBe(false);

    // France has no partner: staff get it, with the chosen system and the economic one.
    const [staff] = await queuedMails({ to: 'staff@voltara.test' });
    expect(staff!.text).toContain(`${chosen} × 4.99 kWh`);
    expect(staff!.text).toContain(
      `Economic recommendation: no: a larger system, for more independence (economic: `,
    );
    expect(staff!.text).toContain(`${economic} × 4.99 kWh (`);
    // The visitor's confirmation, in French, says so too.
    const [visitor] = await queuedMails({ to: 'jonas@example.com' });
    expect(visitor!.text).toContain(`${chosen} × 4,99 kWh`);
    expect(visitor!.text).toContain('plus grand que la recommandation économique');

    // The console's view of the request.
    const detail = await editor.get(`/api/admin/quotes/${row!.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({
      chosen: { modules: chosen },
      recommended: { modules: economic },
      economic: false,
    });
    const list = await editor.get('/api/admin/quotes');
    expect((list.body.data as { items: unknown[] }).items).toEqual([
      expect.objectContaining({
        id: row!.id,
        chosen: expect.objectContaining({ modules: chosen }),
      }),
    ]);
  });

  it('marks the economic recommendation as such, also when the visitor picked that size', async () => {
    const economic = estimate(germany).recommended.modules;
    for (const [email, modules] of [
      ['none@example.com', null],
      ['same@example.com', economic],
    ] as const) {
      const res = await post(
        '/api/quote-requests',
        quoteBody({ email, configuration: { ...germany, modules } }),
        { language: 'de' },
      );
      expect(res.status).toBe(200);
    }
    const db = await getDb();
    const rows = await db.select().from(quoteRequests).orderBy(quoteRequests.id);
    for (const row of rows) {
      expect(row.configuration).toMatchObject({
        chosen: { modules: economic },
        recommended: { modules: economic },
        economic: true,
      });
    }
    // The partner's lead mail (German) names it the economic recommendation.
    const [lead] = await queuedMails({ to: 'a1@alpha.test' });
    expect(lead!.text).toContain('Das ist die wirtschaftliche Empfehlung des Speicherrechners.');
    const detail = await editor.get(`/api/admin/quotes/${rows[0]!.id}`);
    expect(detail.body.data).toMatchObject({ economic: true });
  });

  it('takes a request without the choice (a page from before it) as the recommendation', async () => {
    const before: Record<string, unknown> = { ...germany };
    delete before.modules;
    const res = await post('/api/quote-requests', quoteBody({ configuration: before }), {
      language: 'de',
    });
    expect(res.status).toBe(200);
    const [row] = await (await getDb()).select().from(quoteRequests);
    expect(row!.configuration).toMatchObject({
      inputs: { modules: null },
      economic: true,
    });
  });

  it('keeps the system an older request asked for (stored before the choice) when it moves on', async () => {
    // Stored as requests were before the choice: the inputs without it, the recommendation of
    // the time (three modules), no flag.
    const oldInputs: Record<string, unknown> = { ...germany };
    delete oldInputs.modules;
    const db = await getDb();
    const [row] = await db
      .insert(quoteRequests)
      .values({
        name: 'Old Request',
        email: 'old@example.com',
        phone: '+49 30 555 0100',
        postcode: '10115',
        country: 'DE',
        language: 'de',
        configuration: {
          inputs: oldInputs,
          recommended: { modules: 3, unitKw: 5, units: 1 },
        },
        partnerKey: 'alpha solar',
        status: 'assigned',
      })
      .returning({ id: quoteRequests.id });
    const detail = await editor.get(`/api/admin/quotes/${row!.id}`);
    expect(detail.body.data).toMatchObject({ chosen: { modules: 3 }, economic: null });
    const moved = await editor.post(`/api/admin/quotes/${row!.id}/reassign`, {
      partnerKey: 'beta energie',
    });
    expect(moved.status).toBe(200);
    const [lead] = await queuedMails({ to: 'b@beta.test' });
    expect(lead!.text).toContain('3 × 4,99 kWh');
  });

  it('refuses a module count the hybrid unit cannot take, and stores nothing', async () => {
    for (const modules of [1, 7, 2.5, '4', -3]) {
      const res = await post(
        '/api/quote-requests',
        quoteBody({ configuration: { ...germany, modules } }),
        { language: 'de' },
      );
      expect(res.status, String(modules)).toBe(400);
      expect(res.body.errors).toHaveProperty('configuration');
    }
    expect(await (await getDb()).select().from(quoteRequests)).toHaveLength(0);
    await expectQueuedMails([]);
  });
});
