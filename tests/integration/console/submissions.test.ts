import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setAuthLimiters } from '@/lib/server/account/limits';
import { app } from '@/lib/server/api/app';
import { closeDb, getDb } from '@/lib/server/db/client';
import { auditLog, contactRequests, newsletterSubscriptions } from '@/lib/server/db/schema';
import { testDriver, useTestDatabase } from '../../support/db';
import { Browser, signedInUser } from '../../support/accounts';
import { useAccountEnv, useGenerousLimits } from '../account/helpers';

const contact = (name: string, company: string, language: string, at: string) => ({
  name,
  country: 'DE',
  email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
  telephone: '+49 30 1234',
  company,
  message: 'Bitte um Rückruf',
  language,
  createdAt: new Date(at),
});

const subscriber = (email: string, status: string, token: string) => ({
  email,
  name: 'Reader',
  country: 'FR',
  userType: 'installer',
  language: 'fr',
  status,
  confirmToken: `confirm-${token}`,
  unsubscribeToken: `unsubscribe-${token}`,
  consentAt: new Date(),
});

type Page = { items: Record<string, unknown>[]; total: number };

describe(`the submissions inbox (${testDriver})`, () => {
  let editor: Browser;
  const ids: Record<string, number> = {};
  const list = async (query: string, kind = 'contact') => {
    const res = await editor.get(`/api/admin/submissions/${kind}?${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as Page;
  };
  const names = (page: Page) => page.items.map((i) => i.name);
  const csv = (query: string, kind = 'contact') =>
    app.request(`/api/admin/submissions/${kind}/export.csv?${query}`, {
      headers: { Cookie: editor.cookieHeader() },
    });

  beforeAll(async () => {
    useAccountEnv();
    await useTestDatabase('console_submissions_inbox');
    const db = await getDb();
    await useGenerousLimits();
    editor = await signedInUser({ role: 'editor' });
    // The day's first and last instants (UTC) sit on the boundaries of the date filter.
    const rows = await db
      .insert(contactRequests)
      .values([
        contact('Anna Schmidt', 'Sonnen GmbH', 'de', '2025-03-01T00:00:00.000Z'),
        {
          ...contact('Luca Rossi', 'Sole 100% SpA', 'it', '2025-03-02T23:59:59.999Z'),
          status: 'handled',
        },
        contact('Jan de Vries', 'Zon BV', 'nl', '2025-03-03T00:00:00.000Z'),
        contact('Eve Mallory', '=HYPERLINK("http://evil.test")', 'en', '2025-02-28T23:59:59.999Z'),
      ])
      .returning();
    for (const row of rows) ids[row.name.split(' ')[0]!] = row.id;
    await db
      .insert(newsletterSubscriptions)
      .values([
        subscriber('a@example.fr', 'confirmed', 'aaa'),
        subscriber('b@example.fr', 'pending', 'bbb'),
      ]);
  });
  afterAll(async () => {
    await setAuthLimiters(undefined);
    await closeDb();
  });

  it('lists newest first with the total, a page at a time', async () => {
    expect(names(await list(''))).toEqual([
      'Jan de Vries',
      'Luca Rossi',
      'Anna Schmidt',
      'Eve Mallory',
    ]);
    const page = await list('size=2&page=2');
    expect(names(page)).toEqual(['Anna Schmidt', 'Eve Mallory']);
    expect(page.total).toBe(4);
  });

  it('filters by whole UTC days, both ends included', async () => {
    expect(names(await list('from=2025-03-01&to=2025-03-02'))).toEqual([
      'Luca Rossi',
      'Anna Schmidt',
    ]);
    expect(names(await list('to=2025-02-28'))).toEqual(['Eve Mallory']);
    expect((await list('from=2025-03-03')).total).toBe(1);
  });

  it('filters by language and status', async () => {
    expect(names(await list('language=de'))).toEqual(['Anna Schmidt']);
    expect(names(await list('status=handled'))).toEqual(['Luca Rossi']);
    expect(names(await list('status=new&language=it'))).toEqual([]);
    const confirmed = await list('status=confirmed', 'newsletter');
    expect(confirmed.items.map((i) => i.email)).toEqual(['a@example.fr']);
  });

  it('searches name, e-mail and company, case-insensitively, wildcards taken literally', async () => {
    expect(names(await list('q=sonnen'))).toEqual(['Anna Schmidt']);
    expect(names(await list('q=LUCA%40example'))).toEqual(['Luca Rossi']);
    expect(names(await list('q=jan%20de'))).toEqual(['Jan de Vries']);
    expect(names(await list('q=100%25'))).toEqual(['Luca Rossi']);
    expect(names(await list('q=_'))).toEqual([]);
  });

  it('refuses bad filters with a 400 naming each field', async () => {
    const cases: [string, string][] = [
      ['from=2025-02-30', 'from'],
      ['to=03/01/2025', 'to'],
      ['from=2025-03-02&to=2025-03-01', 'to'],
      ['language=xx', 'language'],
      ['status=confirmed', 'status'],
      ['size=0', 'size'],
      ['page=abc', 'page'],
    ];
    for (const [query, field] of cases) {
      const res = await editor.get(`/api/admin/submissions/contact?${query}`);
      expect(res.status, query).toBe(400);
      expect(Object.keys(res.body.errors ?? {}), query).toEqual([field]);
    }
    expect((await editor.get('/api/admin/submissions/orders')).status).toBe(404);
  });

  it('never shows a subscriber’s link tokens', async () => {
    const page = await list('', 'newsletter');
    expect(page.total).toBe(2);
    expect(JSON.stringify(page)).not.toMatch(/confirm-|unsubscribe-|Token/);
    const one = await editor.get(`/api/admin/submissions/newsletter/${page.items[0]!.id}`);
    expect(one.status).toBe(200);
    expect(one.body.data).not.toHaveProperty('confirmToken');
  });

  it('opens one submission; 404 for an unknown id, 400 for a malformed one', async () => {
    const res = await editor.get(`/api/admin/submissions/contact/${ids.Anna}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name: 'Anna Schmidt', language: 'de', status: 'new' });
    expect((await editor.get('/api/admin/submissions/contact/999999')).status).toBe(404);
    expect((await editor.get('/api/admin/submissions/contact/0')).status).toBe(400);
    expect((await editor.get('/api/admin/submissions/contact/99999999999')).status).toBe(400);
  });

  it('marks a contact request handled with a note, audited in the same write', async () => {
    const me = (await editor.get('/api/admin/me')).body.data as { id: string; email: string };
    const res = await editor.post(`/api/admin/submissions/contact/${ids.Jan}/handle`, {
      note: 'Called back, sent the price list.',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'handled',
      note: 'Called back, sent the price list.',
    });
    const db = await getDb();
    const [row] = await db.select().from(contactRequests).where(eq(contactRequests.id, ids.Jan!));
    expect(row!.handledAt).toBeInstanceOf(Date);
    const audit = await db.select().from(auditLog).where(eq(auditLog.action, 'submission.handle'));
    expect(audit).toMatchObject([
      { actorId: me.id, actorEmail: me.email, entity: 'contact', entityId: String(ids.Jan) },
    ]);
  });

  it('refuses a note over 2000 characters, an unknown id and handling a subscription', async () => {
    const long = await editor.post(`/api/admin/submissions/contact/${ids.Eve}/handle`, {
      note: 'x'.repeat(2001),
    });
    expect(long.status).toBe(400);
    expect(long.body.errors).toHaveProperty('note');
    const db = await getDb();
    const [row] = await db.select().from(contactRequests).where(eq(contactRequests.id, ids.Eve!));
    expect(row!.status).toBe('new');
    const missing = await editor.post('/api/admin/submissions/contact/999999/handle', { note: '' });
    expect(missing.status).toBe(404);
    const newsletter = await editor.post('/api/admin/submissions/newsletter/1/handle', {
      note: '',
    });
    expect(newsletter.status).toBe(404);
  });

  it('exports the filtered rows as a CSV download, formulas neutralised', async () => {
    const res = await csv('');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="contact-requests-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const text = await res.text();
    const lines = text.replace(/^\ufeff/, '').split('\r\n');
    expect(lines[0]).toMatch(/^id,name,country,email,telephone,company,message,language,/);
    expect(lines).toHaveLength(4 + 2); // header, four rows, the empty rest after the last CRLF
    expect(text).toContain(`"'=HYPERLINK(""http://evil.test"")"`);
    expect(text).not.toMatch(/,=HYPERLINK/);
    const german = (await (await csv('language=de')).text()).split('\r\n');
    expect(german).toHaveLength(3);
    expect(german[1]).toContain('Anna Schmidt');
    expect((await csv('from=nope')).status).toBe(400);
  });

  it('exports subscribers without their tokens', async () => {
    const text = await (await csv('', 'newsletter')).text();
    expect(text).toContain('a@example.fr');
    expect(text).not.toMatch(/confirm-|unsubscribe-|Token/);
  });
});
