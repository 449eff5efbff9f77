import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { locales } from '@/lib/i18n/locales';
import { loadArea } from '@/lib/i18n/messages';
import { app } from '@/lib/server/api/app';
import { getDb } from '@/lib/server/db/client';
import { apiSystemConsents, users, warrantyItems } from '@/lib/server/db/schema';
import { createKey } from '@/lib/server/open-api/keys';
import { setOpenApiLimiters } from '@/lib/server/open-api/limits';
import { createFormLimiters } from '@/lib/server/security/rate-limit';
import { voidRegistration } from '@/lib/server/warranty/ownership';
import { MAX_CONSENTS_PER_SYSTEM } from '@/lib/validation/system-access';
import { testDriver } from '../../support/db';
import { Browser, createAccount, whoAmI } from '../../support/accounts';
import { firstSerials, registerSystem } from '../../support/registered-systems';
import { accountSuite } from '../account/helpers';
import { warrantyCodeFor } from '../warranty/helpers';

// An owner's consent, per system, to another account's Open API access, given and withdrawn in
// the personal center (docs/requirements.md, Open API platform): the installer's live key reaches
// the customer's system once the owner consents, changes its mode only with consent to control,
// and stops at once when the consent is withdrawn; nobody consents for a system that is not
// theirs or withdraws another owner's consent; a consent ends when its system changes hands.

const ACCESS = '/api/account/system-access';
const SYSTEMS = '/api/open/v1/systems';
const mode = { mode: { kind: 'backup', reservePct: 40 } };

type Listed = {
  items: {
    serial: string;
    model: string;
    installerName: string | null;
    consents: { id: number; email: string; isOwn: boolean; control: boolean }[];
  }[];
};
type Granted = { item: { id: number; email: string; isOwn: boolean; control: boolean } };

const openApi = (method: 'GET' | 'PUT', path: string, key: string, body?: unknown) =>
  app.request(path, {
    method,
    headers: {
      Authorization: `Bearer ${key}`,
      'X-Forwarded-For': '203.0.113.9',
      ...(body ? { 'Content-Type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
const serialsOf = async (res: Response) =>
  ((await res.json()) as { items: { serial: string }[] }).items.map((s) => s.serial);

describe(`owners' consents to system access (${testDriver})`, () => {
  const ann = new Browser('203.0.113.51');
  const ian = new Browser('203.0.113.52');
  const eve = new Browser('203.0.113.53');
  const ids = { ann: '', ian: '', eve: '' };
  const keys = { ann: '', ian: '' };
  let system: string;
  let battery: string;
  /** Ann's second system, which changes hands in a test of its own. */
  let sold: string;

  accountSuite('open_api_system_access');
  beforeAll(async () => {
    const [hybrids, modules] = [
      await firstSerials('hybridUnit', 3),
      await firstSerials('batteryModule', 3),
    ];
    await createAccount(ann, { email: 'ann@owner.test', username: 'ann.owner' });
    await createAccount(ian, { email: 'ian@installer.test', username: 'ian.installer' });
    await createAccount(eve, { email: 'eve@other.test', username: 'eve.other' });
    for (const [name, browser] of [
      ['ann', ann],
      ['ian', ian],
      ['eve', eve],
    ] as const) {
      ids[name] = (await whoAmI(browser)).id;
    }
    system = hybrids[0]!;
    battery = modules[0]!;
    // Ian registered Ann's system for her: it is hers, his name on it.
    await registerSystem({
      ownerId: ids.ann,
      hybrid: system,
      modules: [battery],
      registeredBy: ids.ian,
      installerName: 'Solar Ian',
    });
    await registerSystem({ ownerId: ids.eve, hybrid: hybrids[1]!, modules: [modules[1]!] });
    sold = hybrids[2]!;
    await registerSystem({ ownerId: ids.ann, hybrid: sold, modules: [modules[2]!] });
    const db = await getDb();
    const scopes = ['systems:read', 'telemetry:read', 'control'] as const;
    for (const name of ['ann', 'ian'] as const) {
      const made = await createKey(db, {
        userId: ids[name],
        name: 'k',
        environment: 'live',
        scopes: [...scopes],
      });
      keys[name] = made.key;
    }
  }, 120_000);
  // The process's limiters again for the suites after this one.
  afterAll(() => setOpenApiLimiters(undefined));
  beforeEach(async () => {
    const wide = { points: 10_000, duration: 60 };
    await setOpenApiLimiters(
      createFormLimiters({ keyPrefix: `sa${Math.random()}`, perIp: wide, perEmail: wide }),
    );
    await (await getDb()).delete(apiSystemConsents);
  });

  it('lists the owner’s registered system with its installer, and nobody else’s', async () => {
    const listed = await ann.get(ACCESS);
    expect(listed.status).toBe(200);
    expect(listed.headers.get('cache-control')).toBe('private, no-store');
    expect((listed.body.data as Listed).items).toEqual([
      { serial: system, model: expect.any(String), installerName: 'Solar Ian', consents: [] },
      { serial: sold, model: expect.any(String), installerName: null, consents: [] },
    ]);
    // The installer registered it, but it is Ann's: not in his list.
    expect((await ian.get(ACCESS)).body.data).toEqual({ items: [] });
  });

  it('lets the installer’s live key read the system once the owner consents, control it only with consent to control, and stops it when withdrawn', async () => {
    expect(await serialsOf(await openApi('GET', SYSTEMS, keys.ian))).toEqual([]);

    const read = await ann.post(ACCESS, { serial: system, email: 'ian@installer.test' });
    expect(read.status).toBe(200);
    const { item } = read.body.data as Granted;
    expect(item).toMatchObject({ email: 'ian@installer.test', isOwn: false, control: false });
    expect(await serialsOf(await openApi('GET', SYSTEMS, keys.ian))).toEqual([system]);
    const refused = await openApi('PUT', `${SYSTEMS}/${system}/mode`, keys.ian, mode);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { type: string }).type).toBe(
      'urn:voltara:problem:no-consent',
    );

    // Given again, the same consent changes: one active row for owner, grantee and system.
    const again = await ann.post(ACCESS, {
      serial: system,
      email: 'Ian@Installer.test',
      control: true,
    });
    expect(again.status).toBe(200);
    expect((again.body.data as Granted).item).toMatchObject({ id: item.id, control: true });
    const db = await getDb();
    const active = await db
      .select({ control: apiSystemConsents.control })
      .from(apiSystemConsents)
      .where(isNull(apiSystemConsents.revokedAt));
    expect(active).toEqual([{ control: true }]);
    expect((await openApi('PUT', `${SYSTEMS}/${system}/mode`, keys.ian, mode)).status).toBe(200);
    expect((await ann.get(ACCESS)).body.data).toMatchObject({
      items: [
        { serial: system, consents: [{ id: item.id, email: 'ian@installer.test', control: true }] },
        { serial: sold, consents: [] },
      ],
    });

    const revoked = await ann.post(`${ACCESS}/${item.id}/revoke`);
    expect(revoked.status).toBe(200);
    expect((await openApi('GET', `${SYSTEMS}/${system}`, keys.ian)).status).toBe(404);
    expect((await openApi('PUT', `${SYSTEMS}/${system}/mode`, keys.ian, mode)).status).toBe(404);
    // Withdrawing twice changes nothing; the list shows active consents only.
    expect((await ann.post(`${ACCESS}/${item.id}/revoke`)).status).toBe(200);
    expect((await ann.get(ACCESS)).body.data).toMatchObject({
      items: [{ consents: [] }, { consents: [] }],
    });
  });

  it('lets the owner’s own live key change the mode only with their own consent to control', async () => {
    const path = `${SYSTEMS}/${system}/mode`;
    expect((await openApi('PUT', path, keys.ann, mode)).status).toBe(403);
    const own = await ann.post(ACCESS, { serial: system, email: 'ann@owner.test', control: true });
    expect(own.status).toBe(200);
    expect((own.body.data as Granted).item).toMatchObject({ isOwn: true, control: true });
    expect((await openApi('PUT', path, keys.ann, mode)).status).toBe(200);
  });

  it('refuses a system the account does not own, and another owner’s consent, as not found', async () => {
    const foreign = await eve.post(ACCESS, { serial: system, email: 'eve@other.test' });
    expect(foreign.status).toBe(404);
    expect(foreign.body.errors).toEqual({ serial: ['noSuchSystem'] });
    // A battery module is part of Ann's system, but a system is named by its main unit.
    const part = await ann.post(ACCESS, { serial: battery, email: 'ian@installer.test' });
    expect(part.status).toBe(404);
    expect(part.body.errors).toEqual({ serial: ['noSuchSystem'] });

    const { item } = (await ann.post(ACCESS, { serial: system, email: 'ian@installer.test' })).body
      .data as Granted;
    const stolen = await eve.post(`${ACCESS}/${item.id}/revoke`);
    expect(stolen.status).toBe(404);
    expect(stolen.body.errors).toEqual({ _: ['consentNotFound'] });
    expect((await ian.post(`${ACCESS}/${item.id}/revoke`)).status).toBe(404);
    expect((await openApi('GET', `${SYSTEMS}/${system}`, keys.ian)).status).toBe(200);
    expect((await ann.post(`${ACCESS}/2147483647/revoke`)).status).toBe(404);
    expect((await ann.post(`${ACCESS}/abc/revoke`)).status).toBe(400);
  });

  it('refuses an e-mail of no account (or of an unproven one) by field, with a translated key', async () => {
    const db = await getDb();
    await db
      .insert(users)
      .values({ id: 'unproven', name: 'U', email: 'unproven@other.test', emailVerified: false });
    for (const email of ['nobody@other.test', 'unproven@other.test']) {
      const res = await ann.post(ACCESS, { serial: system, email });
      expect(res.status, email).toBe(404);
      expect(res.body.errors, email).toEqual({ email: ['noAccount'] });
    }
    const english = ((await loadArea('account', 'en-US')) as AccountArea).Account.center
      .systemAccess.noAccount;
    for (const locale of locales) {
      const { noAccount } = ((await loadArea('account', locale)) as AccountArea).Account.center
        .systemAccess;
      expect(noAccount, locale).toBeTruthy();
      if (!locale.startsWith('en')) expect(noAccount, locale).not.toBe(english);
    }
    const malformed = await ann.post(ACCESS, { serial: system, email: 'ian@', control: 'yes' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors).toEqual({ email: ['emailFormat'], control: ['invalid'] });
    expect(await db.select().from(apiSystemConsents)).toEqual([]);
  });

  it(`answers 409, translated, past ${MAX_CONSENTS_PER_SYSTEM} active consents a system`, async () => {
    const db = await getDb();
    const others = Array.from({ length: MAX_CONSENTS_PER_SYSTEM }, (_, i) => ({
      id: `grantee${i}`,
      name: `G${i}`,
      email: `grantee${i}@other.test`,
      emailVerified: true,
    }));
    await db.insert(users).values(others);
    for (const { email } of others)
      expect((await ann.post(ACCESS, { serial: system, email })).status).toBe(200);
    const refused = await ann.post(ACCESS, { serial: system, email: 'ian@installer.test' });
    expect(refused.status).toBe(409);
    expect(refused.body.errors).toEqual({ _: ['tooManyConsents'] });
    // Changing one that exists is no new consent.
    const changed = await ann.post(ACCESS, {
      serial: system,
      email: others[0]!.email,
      control: true,
    });
    expect(changed.status).toBe(200);
    const active = await db
      .select()
      .from(apiSystemConsents)
      .where(and(eq(apiSystemConsents.ownerId, ids.ann), isNull(apiSystemConsents.revokedAt)));
    expect(active).toHaveLength(MAX_CONSENTS_PER_SYSTEM);
  });

  it('ends the consents of a system that changes hands or is voided', async () => {
    const db = await getDb();
    const granted = await ann.post(ACCESS, {
      serial: sold,
      email: 'ian@installer.test',
      control: true,
    });
    expect(granted.status).toBe(200);
    expect((await openApi('GET', `${SYSTEMS}/${sold}`, keys.ian)).status).toBe(200);

    const [registration] = await db
      .select({ id: warrantyItems.registrationId })
      .from(warrantyItems)
      .where(and(eq(warrantyItems.serial, sold), eq(warrantyItems.current, true)));
    const id = registration!.id;
    const started = await ann.post(`/api/warranty/registrations/${id}/transfer`, {
      email: 'eve@other.test',
    });
    expect(started.status).toBe(200);
    // Until Eve accepts, the system is still Ann's, and so is her consent.
    expect((await openApi('GET', `${SYSTEMS}/${sold}`, keys.ian)).status).toBe(200);
    const code = await warrantyCodeFor('eve@other.test');
    expect((await eve.post('/api/warranty/transfers/accept', { code })).status).toBe(200);
    // Ann's word does not bind Eve: Ian's key no longer reaches the system, nor may control it.
    expect((await openApi('GET', `${SYSTEMS}/${sold}`, keys.ian)).status).toBe(404);
    expect(((await ann.get(ACCESS)).body.data as Listed).items.map((i) => i.serial)).toEqual([
      system,
    ]);
    expect(
      ((await eve.get(ACCESS)).body.data as Listed).items.find((i) => i.serial === sold),
    ).toMatchObject({ consents: [] });

    // Eve consents herself; then staff void the registration, and her consent ends with it.
    expect((await eve.post(ACCESS, { serial: sold, email: 'ian@installer.test' })).status).toBe(
      200,
    );
    expect((await openApi('GET', `${SYSTEMS}/${sold}`, keys.ian)).status).toBe(200);
    await voidRegistration(db, { actorId: ids.eve, actorEmail: 'staff@voltara.test' }, id, 'test');
    expect((await openApi('GET', `${SYSTEMS}/${sold}`, keys.ian)).status).toBe(404);
    const active = await db
      .select()
      .from(apiSystemConsents)
      .where(and(eq(apiSystemConsents.serial, sold), isNull(apiSystemConsents.revokedAt)));
    expect(active).toEqual([]);
  });

  it('answers 401 without a session and 403 to a write from another origin', async () => {
    expect((await app.request(ACCESS)).status).toBe(401);
    const res = await app.request(ACCESS, {
      method: 'POST',
      headers: {
        ...ann.sessionHeaders(),
        Origin: 'https://evil.test',
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ serial: system, email: 'ian@installer.test', control: true }),
    });
    expect(res.status).toBe(403);
    expect(await (await getDb()).select().from(apiSystemConsents)).toEqual([]);
  });
});

type AccountArea = { Account: { center: { systemAccess: { noAccount: string } } } };
