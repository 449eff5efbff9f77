import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { apiApplications, users } from '@/lib/server/db/schema';
import { checkKey } from '@/lib/server/open-api/keys';
import { testDriver } from '../../support/db';
import type { Browser } from '../../support/accounts';
import { queuedMails } from '../../support/outbox';
import {
  ACCESS,
  application,
  auditOf,
  customer,
  KEYS,
  liveKey,
  QUEUE,
  STAFF,
  staffSuite,
  type Access,
  type Made,
} from './access-helpers';

// Live access to the Open API over HTTP (docs/requirements.md, Open API platform): a signed-in
// user applies in the API console, staff approve or reject in the console (audited, mailed in
// the application's language), or grant access directly; live keys follow. The staff's key
// screen is staff-keys.test.ts; the races are live-access.pg.test.ts.

describe(`live access to the Open API (${testDriver})`, () => {
  const staff = staffSuite('open_api_live');
  let editor: Browser;
  let editorId: string;
  beforeAll(() => {
    ({ browser: editor, id: editorId } = staff);
  });

  it('applies (staff told by mail), refuses a second pending one, and is approved: audit, mail, live keys', async () => {
    const { browser: dev, email } = await customer();
    expect(((await dev.get(ACCESS)).body.data as Access).application).toBeNull();
    expect((await dev.post(KEYS, liveKey)).status).toBe(403);

    const applied = await dev.post(ACCESS, application, { language: 'de' });
    expect(applied.status).toBe(200);
    const { id } = (applied.body.data as Access).application!;
    const [staffMail] = await queuedMails({ ref: `api-application:${id}` });
    expect(staffMail).toMatchObject({ to: STAFF, language: 'en' });
    expect(staffMail!.text).toContain(email);
    expect(staffMail!.text).toContain('Sonnen Apps GmbH');

    const again = await dev.post(ACCESS, application);
    expect(again.status).toBe(409);
    expect(again.body.errors).toEqual({ _: ['applicationPending'] });

    const queue = await editor.get(`${QUEUE}?status=pending&q=${encodeURIComponent(email)}`);
    expect(queue.body.data).toMatchObject({
      total: 1,
      items: [{ id, reference: `A-${id}`, email, status: 'pending', systemsCount: 40 }],
    });

    const approved = await editor.post(`${QUEUE}/${id}/approve`);
    expect(approved.status).toBe(200);
    expect(await auditOf('apiApplication.approve', id)).toHaveLength(1);
    const [mail] = await queuedMails({ ref: `api-application:${id}:approved`, to: email });
    expect(mail).toMatchObject({ language: 'de' });
    expect(mail!.subject).toContain('Live-Zugang');
    expect(mail!.text).toContain('/de/personal-center#apiKeys');
    expect((await editor.post(`${QUEUE}/${id}/approve`)).status).toBe(409);
    const twice = await editor.post(`${QUEUE}/${id}/reject`, { reason: 'Too late' });
    expect(twice.status).toBe(409);
    expect(twice.body.errors).toEqual({ _: ['alreadyDecided'] });

    const listed = (await dev.get(KEYS)).body.data as {
      environments: string[];
      liveAccess: boolean;
    };
    expect(listed).toMatchObject({ liveAccess: true, environments: ['sandbox', 'live'] });
    const live = await dev.post(KEYS, liveKey);
    expect(live.status).toBe(200);
    const { key } = live.body.data as Made;
    expect(key).toMatch(/^vlt_live_/);
    expect(await checkKey(await getDb(), key)).toMatchObject({ ok: true, environment: 'live' });
    // Applying again with access is a conflict too.
    expect((await dev.post(ACCESS, application)).body.errors).toEqual({ _: ['alreadyLive'] });
  });

  it('rejects with a reason (audited, mailed): no live keys, and the account may apply again', async () => {
    const { browser: dev, email } = await customer();
    const { id } = ((await dev.post(ACCESS, application, { language: 'fr' })).body.data as Access)
      .application!;
    const bare = await editor.post(`${QUEUE}/${id}/reject`, { reason: ' ' });
    expect(bare.status).toBe(400);
    expect(Object.keys(bare.body.errors ?? {})).toEqual(['reason']);

    const reason = 'Please describe which systems you will reach.';
    expect((await editor.post(`${QUEUE}/${id}/reject`, { reason })).status).toBe(200);
    expect(await auditOf('apiApplication.reject', id)).toMatchObject([{ detail: { reason } }]);
    const [mail] = await queuedMails({ ref: `api-application:${id}:rejected`, to: email });
    expect(mail).toMatchObject({ language: 'fr' });
    expect(mail!.text).toContain(reason);

    const state = (await dev.get(ACCESS)).body.data as Access;
    expect(state).toEqual({
      liveAccess: false,
      application: expect.objectContaining({ id, status: 'rejected', reason }),
    });
    const refused = await dev.post(KEYS, liveKey);
    expect(refused.status).toBe(403);
    expect(refused.body.errors).toEqual({ _: ['liveNotApproved'] });
    expect((await dev.post(ACCESS, application)).status).toBe(200);
  });

  it('refuses an application by field, and one from an account without a proven e-mail', async () => {
    const { browser: dev, id } = await customer();
    const bad = await dev.post(ACCESS, {
      company: '',
      useCase: '',
      systemsCount: 2.5,
      scopes: ['control'],
      terms: false,
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual(
      ['company', 'scopes', 'systemsCount', 'terms', 'useCase'].sort(),
    );
    await (await getDb()).update(users).set({ emailVerified: false }).where(eq(users.id, id));
    const unproven = await dev.post(ACCESS, application);
    expect(unproven.status).toBe(403);
    expect(unproven.body.errors).toEqual({ _: ['emailNeeded'] });
    const stored = await (
      await getDb()
    )
      .select()
      .from(apiApplications)
      .where(eq(apiApplications.userId, id));
    expect(stored).toEqual([]);
  });

  it('grants live access directly by e-mail: an approved application from staff, audited and mailed', async () => {
    const { browser: dev, email, id: userId } = await customer();
    const grant = {
      email: email.toUpperCase(),
      company: 'Phoned GmbH',
      useCase: 'Asked by phone.',
      systemsCount: 2,
      scopes: ['systems:read'],
      language: 'nl',
    };
    const granted = await editor.post(`${QUEUE}/grant`, grant);
    expect(granted.status).toBe(200);
    const { id } = granted.body.data as { id: number };
    const [row] = await (
      await getDb()
    )
      .select()
      .from(apiApplications)
      .where(eq(apiApplications.id, id));
    expect(row).toMatchObject({
      userId,
      source: 'staff',
      status: 'approved',
      decidedBy: editorId,
      termsAcceptedAt: null,
      language: 'nl',
    });
    expect(await auditOf('apiApplication.grant', id)).toHaveLength(1);
    expect(await queuedMails({ ref: `api-application:${id}:granted`, to: email })).toHaveLength(1);
    expect(((await dev.get(ACCESS)).body.data as Access).liveAccess).toBe(true);
    expect((await dev.post(KEYS, liveKey)).status).toBe(200);

    const twice = await editor.post(`${QUEUE}/grant`, grant);
    expect(twice.status).toBe(409);
    expect(twice.body.errors).toEqual({ _: ['alreadyLive'] });
    const stranger = await editor.post(`${QUEUE}/grant`, { ...grant, email: 'nobody@apps.test' });
    expect(stranger.status).toBe(404);
    expect(stranger.body.errors).toEqual({ email: ['noAccount'] });

    const { browser: waiting, email: waitingEmail } = await customer();
    expect((await waiting.post(ACCESS, application)).status).toBe(200);
    const pending = await editor.post(`${QUEUE}/grant`, { ...grant, email: waitingEmail });
    expect(pending.status).toBe(409);
    expect(pending.body.errors).toEqual({ _: ['applicationPending'] });
  });
});
