import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { findCountry } from '@/lib/estimator/data/regions';
import { defaultsFor } from '@/lib/estimator/inputs';
import { app } from '@/lib/server/api/app';
import { getDb } from '@/lib/server/db/client';
import { auditLog, outbox, quoteEvents, quoteRequests } from '@/lib/server/db/schema';
import { createQuoteRequest } from '@/lib/server/quotes/create';
import { partnerKeysOf } from '@/lib/server/quotes/leads';
import { quoteRequestSchema } from '@/lib/validation/quote-request';
import { testDriver } from '../../support/db';
import { Browser, signedInUser } from '../../support/accounts';
import { expectQueuedMails } from '../../support/outbox';
import { partnerSuite, quoteBody, quoteSuiteHooks } from './helpers';

// The partner's side (leads in the personal center: accept, or decline with a
// reason and the lead passes on) and the console's (every request, its history, reassign, CSV).
async function quote(over: Record<string, unknown> = {}) {
  return createQuoteRequest(await getDb(), quoteRequestSchema.parse(quoteBody(over)), 'de');
}

/** What a refused answer must leave alone: the request's row and its history. */
async function snapshot(id: number) {
  const db = await getDb();
  const [row] = await db.select().from(quoteRequests).where(eq(quoteRequests.id, id));
  const events = await db.select().from(quoteEvents).where(eq(quoteEvents.quoteId, id));
  return { row, events: events.length };
}

describe(`quote leads: partners and console (${testDriver})`, () => {
  let alpha: Browser;
  let alphaTech: Browser;
  let beta: Browser;
  let gamma: Browser;
  let outsider: Browser;
  let editor: Browser;

  partnerSuite('quote_leads');
  beforeAll(async () => {
    alpha = await signedInUser({ email: 'a1@alpha.test', ip: '198.51.100.1' });
    alphaTech = await signedInUser({ email: 'a2@alpha.test', ip: '198.51.100.2' });
    beta = await signedInUser({ email: 'b@beta.test', ip: '198.51.100.3' });
    gamma = await signedInUser({ email: 'g@gamma.test', ip: '198.51.100.4' });
    outsider = await signedInUser({ email: 'someone@example.test', ip: '198.51.100.5' });
    editor = await signedInUser({ role: 'editor' });
  }, 120_000);
  quoteSuiteHooks();

  it('shows each certified person the leads of their partner only; others get 403, no session 401', async () => {
    const first = await quote({ email: 'v1@example.com' }); // alpha's turn
    const second = await quote({ email: 'v2@example.com' }); // beta's turn
    const seen = async (b: Browser) => {
      const res = await b.get('/api/account/leads');
      return (res.body.data as { items: { id: number }[] }).items.map((l) => l.id);
    };
    expect(await seen(alpha)).toEqual([first.id]);
    expect(await seen(alphaTech)).toEqual([first.id]);
    expect(await seen(beta)).toEqual([second.id]);
    expect((await gamma.get('/api/account/leads')).status).toBe(403);
    expect((await outsider.get('/api/account/leads')).status).toBe(403);
    expect((await new Browser().get('/api/account/leads')).status).toBe(401);
  });

  it('counts a certificate only for a proven e-mail', async () => {
    const db = await getDb();
    expect(await partnerKeysOf(db, { email: 'A1@alpha.test', emailVerified: true })).toEqual([
      'alpha solar',
    ]);
    expect(await partnerKeysOf(db, { email: 'a1@alpha.test', emailVerified: false })).toEqual([]);
    expect(await partnerKeysOf(db, { email: 'g@gamma.test', emailVerified: true })).toEqual([]);
  });

  it('accepts a lead once: someone else’s is 403, a second accept 409, nothing changed', async () => {
    const { id } = await quote();
    const foreign = await beta.post(`/api/account/leads/${id}/accept`);
    expect(foreign.status).toBe(403);
    const notPartner = await gamma.post(`/api/account/leads/${id}/accept`);
    expect(notPartner.status).toBe(403);
    const before = await snapshot(id);
    expect(before.row).toMatchObject({ status: 'assigned', acceptedBy: null });

    const ok = await alphaTech.post(`/api/account/leads/${id}/accept`);
    expect(ok.status).toBe(200);
    const accepted = await snapshot(id);
    expect(accepted.row).toMatchObject({ status: 'accepted', acceptedBy: 'a2@alpha.test' });
    expect(accepted.events).toBe(before.events + 1);

    const twice = await alpha.post(`/api/account/leads/${id}/accept`);
    expect(twice.status).toBe(409);
    const declineAfter = await alpha.post(`/api/account/leads/${id}/decline`, { reason: 'x' });
    expect(declineAfter.status).toBe(409);
    expect(await snapshot(id)).toEqual(accepted);
    expect((await alpha.post('/api/account/leads/999999/accept')).status).toBe(404);
    expect((await alpha.post('/api/account/leads/abc/accept')).status).toBe(400);
  });

  it('refuses a write from another site and one without a reason, changing nothing', async () => {
    const { id } = await quote();
    const before = await snapshot(id);
    const foreign = await alpha.post(
      `/api/account/leads/${id}/accept`,
      {},
      {
        headers: { Origin: 'https://evil.test' },
      },
    );
    expect(foreign.status).toBe(403);
    const empty = await alpha.post(`/api/account/leads/${id}/decline`, { reason: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toHaveProperty('reason');
    expect(await snapshot(id)).toEqual(before);
  });

  it('passes a declined lead to the next partner in turn, then to staff when none is left', async () => {
    const { id } = await quote();
    const db = await getDb();
    await db.delete(outbox);
    const declined = await alpha.post(`/api/account/leads/${id}/decline`, {
      reason: 'Too far away',
    });
    expect(declined.status).toBe(200);
    expect(declined.body.data).toMatchObject({ toStaff: false });
    expect((await snapshot(id)).row).toMatchObject({
      partnerKey: 'beta energie',
      status: 'assigned',
    });
    const [toBeta] = await expectQueuedMails(['b@beta.test'], { to: 'b@beta.test' });
    expect(toBeta!.text).toContain('+49 30 555 0101');
    // Alpha no longer sees it; Beta does.
    const alphaLeads = (await alpha.get('/api/account/leads')).body.data as { items: unknown[] };
    expect(alphaLeads.items).toHaveLength(0);

    const again = await beta.post(`/api/account/leads/${id}/decline`, { reason: 'Fully booked' });
    expect(again.body.data).toMatchObject({ toStaff: true });
    expect((await snapshot(id)).row).toMatchObject({ partnerKey: null, status: 'staff' });
    await expectQueuedMails(['staff@voltara.test'], { to: 'staff@voltara.test' });
    const history = await db
      .select()
      .from(quoteEvents)
      .where(eq(quoteEvents.quoteId, id))
      .orderBy(quoteEvents.id);
    expect(history.map((e) => [e.kind, e.partnerKey, e.reason])).toEqual([
      ['assigned', 'alpha solar', null],
      ['declined', 'alpha solar', 'Too far away'],
      ['reassigned', 'beta energie', null],
      ['declined', 'beta energie', 'Fully booked'],
      ['staff', null, null],
    ]);
  });

  it('answers 409, not 403, to a colleague accepting a lead the company passed on', async () => {
    // The order in which a decline wins the race below: the lead is with beta by then.
    const { id } = await quote();
    expect(
      (await alphaTech.post(`/api/account/leads/${id}/decline`, { reason: 'No' })).status,
    ).toBe(200);
    const late = await alpha.post(`/api/account/leads/${id}/accept`);
    expect(late.status).toBe(409);
    // Someone whose company never had it learns nothing more than before: 403.
    expect((await gamma.post(`/api/account/leads/${id}/accept`)).status).toBe(403);
  });

  it('lets one of an accept and a decline racing on one lead win, the other 409', async () => {
    const { id } = await quote();
    const answers = await Promise.all([
      alpha.post(`/api/account/leads/${id}/accept`),
      alphaTech.post(`/api/account/leads/${id}/decline`, { reason: 'No' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const { row, events } = await snapshot(id);
    expect(events).toBe(row!.status === 'accepted' ? 2 : 3);
  });

  it('lists every request in the console with its assignment and history', async () => {
    const a = await quote({ email: 'v1@example.com' });
    const fr = await quote({
      email: 'v2@example.com',
      configuration: { ...defaultsFor(findCountry('FR')!), kwh: 4000, pv: 6 },
    });
    const res = await editor.get('/api/admin/quotes');
    expect(res.status).toBe(200);
    const items = (
      res.body.data as { items: { id: number; partner: string | null; status: string }[] }
    ).items;
    expect(items.map((i) => [i.id, i.partner, i.status])).toEqual([
      [fr.id, null, 'staff'],
      [a.id, 'Alpha Solar', 'assigned'],
    ]);
    const staffOnly = await editor.get('/api/admin/quotes?status=staff');
    expect((staffOnly.body.data as { total: number }).total).toBe(1);
    expect((await editor.get('/api/admin/quotes?status=lost')).status).toBe(400);
    const detail = await editor.get(`/api/admin/quotes/${a.id}`);
    expect(detail.body.data).toMatchObject({
      history: [{ kind: 'assigned', partner: 'Alpha Solar' }],
      candidates: [
        { key: 'alpha solar', company: 'Alpha Solar' },
        { key: 'beta energie', company: 'Beta Energie' },
      ],
    });
    expect((await alpha.get('/api/admin/quotes')).status).toBe(403);
  });

  it('reassigns in the console only to a published certified partner of the country, audited', async () => {
    const { id } = await quote();
    const before = await snapshot(id);
    for (const partnerKey of ['gamma haus', 'no such company', 'zon bv']) {
      const forged = await editor.post(`/api/admin/quotes/${id}/reassign`, { partnerKey });
      expect(forged.status).toBe(409);
    }
    const same = await editor.post(`/api/admin/quotes/${id}/reassign`, {
      partnerKey: 'alpha solar',
    });
    expect(same.status).toBe(409);
    const bad = await editor.post(`/api/admin/quotes/${id}/reassign`, { partnerKey: 42 });
    expect(bad.status).toBe(400);
    const byPartner = await alpha.post(`/api/admin/quotes/${id}/reassign`, {
      partnerKey: 'alpha solar',
    });
    expect(byPartner.status).toBe(403);
    expect(await snapshot(id)).toEqual(before);

    const db = await getDb();
    await db.delete(outbox);
    const moved = await editor.post(`/api/admin/quotes/${id}/reassign`, {
      partnerKey: 'beta energie',
    });
    expect(moved.status).toBe(200);
    expect((await snapshot(id)).row).toMatchObject({
      partnerKey: 'beta energie',
      status: 'assigned',
    });
    await expectQueuedMails(['b@beta.test'], { to: 'b@beta.test' });
    const toStaff = await editor.post(`/api/admin/quotes/${id}/reassign`, { partnerKey: null });
    expect(toStaff.status).toBe(200);
    expect((await snapshot(id)).row).toMatchObject({ partnerKey: null, status: 'staff' });
    const audit = await db.select().from(auditLog).where(eq(auditLog.action, 'quote.reassign'));
    expect(audit.filter((r) => r.entityId === String(id)).map((r) => r.detail)).toEqual([
      { from: 'alpha solar', to: 'beta energie', previousStatus: 'assigned' },
      { from: 'beta energie', to: null, previousStatus: 'assigned' },
    ]);
  });

  it('exports the requests as CSV with formula cells neutralised', async () => {
    await quote({ name: '=HYPERLINK("http://evil.test","x")', postcode: '+10115' });
    const res = await app.request('/api/admin/quotes/export.csv', {
      headers: editor.sessionHeaders(),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(/quote-requests-\d{4}-\d{2}-\d{2}\.csv/);
    const lines = (await res.text()).replace(/^\ufeff/, '').split('\r\n');
    expect(lines[0]).toBe(
      'reference,created_at,status,country,language,partner,accepted_by,name,email,phone,postcode,system,economic,history',
    );
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.test"",""x"")"`);
    expect(lines[1]).toContain(",'+10115,");
    expect(lines[1]).toContain('assigned Alpha Solar');
    // The household of quoteBody asks for the economic recommendation.
    expect(lines[1]).toMatch(/,1 x \d+ kW \+ \d modules,yes,/);
    expect((await alpha.get('/api/admin/quotes/export.csv')).status).toBe(403);
  });
});
