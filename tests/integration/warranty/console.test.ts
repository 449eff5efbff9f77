import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { serialNumbers, warrantyRegistrations } from '@/lib/server/db/schema';
import { importSerials, SerialFileRefused } from '@/lib/server/warranty/import';
import { makeSerial } from '@/lib/warranty/serial';
import { testDriver } from '../../support/db';
import { Browser, signedInUser, SITE } from '../../support/accounts';
import { auditFor } from '../console/helpers';
import { grantTechnical, registrationRow, system, warrantySuite } from './helpers';

const REG = '/api/warranty/registrations';
const ADMIN = '/api/admin/warranty';
type Listed = { total: number; items: { id: number; ownerEmail: string; serials: string[] }[] };

/** POST a CSV body as it is (text or bytes) to the import, as the console's editor. */
async function csvRequest(browser: Browser, csv: string | Uint8Array) {
  const { app } = await import('@/lib/server/api/app');
  const res = await app.request(`${ADMIN}/serials/import`, {
    method: 'POST',
    headers: {
      ...browser.sessionHeaders(),
      Origin: SITE,
      'Content-Type': 'text/csv',
    },
    body: typeof csv === 'string' ? csv : new Blob([new Uint8Array(csv)]),
  });
  return { status: res.status, body: (await res.json()) as { data?: unknown; errors?: unknown } };
}

/** A CSV of new serials: family PC, made in 2026-11 (after the seed's last month). */
function newSerials(count: number, from = 1) {
  const lines = ['serial,model,manufactured_on'];
  for (let i = from; i < from + count; i++)
    lines.push(`${makeSerial('PC', 2026, 11, i)},PCS-60,2026-11-03`);
  return lines;
}

const stream = (text: string | Uint8Array) =>
  new Blob([typeof text === 'string' ? text : new Uint8Array(text)]).stream();

describe(`the console's warranty desk (${testDriver})`, () => {
  const p = warrantySuite('warranty_console', ['anna', 'bob']) as Record<'anna' | 'bob', Browser>;

  it('searches registrations by serial, owner, installer and country; editors only', async () => {
    const cert = await grantTechnical('ina@example.com', 'Ina Installer');
    const a = system(1);
    await p.anna.post(REG, a);
    await p.bob.post(REG, { ...system(2), country: 'AT', certificate: `VC-${cert.id}` });
    const editor = await signedInUser({ role: 'editor' });
    const search = async (query: string) =>
      ((await editor.get(`${ADMIN}/registrations?${query}`)).body.data as Listed).items.map(
        (r) => r.ownerEmail,
      );
    expect(await search(`q=${a.towers[0]![1]!.toLowerCase()}`)).toEqual(['anna@example.com']);
    expect(await search('q=bob@')).toEqual(['bob@example.com']);
    expect(await search('q=Ina Installer')).toEqual(['bob@example.com']);
    expect(await search(`q=VC-${cert.id}`)).toEqual(['bob@example.com']);
    expect(await search('country=AT')).toEqual(['bob@example.com']);
    expect((await search('')).sort()).toEqual(['anna@example.com', 'bob@example.com']);
    expect((await editor.get(`${ADMIN}/registrations?country=XX`)).status).toBe(400);
    expect((await p.anna.get(`${ADMIN}/registrations`)).status).toBe(403);
  });

  it('voids a registration with a reason (audited): the check says void and the serials are free', async () => {
    const input = system(3);
    const { id, code } = (await p.anna.post(REG, input)).body.data as { id: number; code: string };
    const editor = await signedInUser({ role: 'editor' });
    const noReason = await editor.post(`${ADMIN}/registrations/${id}/void`, { reason: ' ' });
    expect(noReason.body.errors).toEqual({ reason: ['reasonRequired'] });
    const res = await editor.post(`${ADMIN}/registrations/${id}/void`, {
      reason: 'Sold twice: fraud',
    });
    expect(res.status).toBe(200);
    expect(await registrationRow(id)).toMatchObject({
      status: 'void',
      voidReason: 'Sold twice: fraud',
    });
    expect(await auditFor(String(id), 'warranty.void')).toHaveLength(1);
    const check = await new Browser('198.51.100.77').get(`/api/warranty/verify/${code}`);
    expect(check.body.data).toMatchObject({ status: 'void' });
    expect(
      (await editor.post(`${ADMIN}/registrations/${id}/void`, { reason: 'again' })).status,
    ).toBe(409);
    // The products can be registered again, by their real owner.
    expect((await p.bob.post(REG, input)).status).toBe(200);

    const history = await editor.get(`${ADMIN}/serials/${input.hybrid.toLowerCase()}`);
    expect(history.status).toBe(200);
    const data = history.body.data as {
      registrations: { id: number; status: string }[];
      events: { kind: string }[];
      manufacturedOn: string;
    };
    expect(data.manufacturedOn).toMatch(/^2024-05-/);
    expect(data.registrations.map((r) => r.status)).toEqual(['void', 'active']);
    expect(data.events.map((e) => e.kind)).toEqual(['registered', 'voided', 'registered']);
    expect((await editor.get(`${ADMIN}/serials/VTXX`)).status).toBe(404);
  });

  it('exports the registrations as CSV, cells that look like formulas neutralised', async () => {
    const cert = await grantTechnical('ina@example.com', '=HYPERLINK("http://evil")');
    await p.anna.post(REG, { ...system(4), certificate: `VC-${cert.id}` });
    const editor = await signedInUser({ role: 'editor' });
    const { app } = await import('@/lib/server/api/app');
    const res = await app.request(`${ADMIN}/registrations/export`, {
      headers: editor.sessionHeaders(),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const text = await res.text();
    expect(text).toContain('anna@example.com');
    expect(text).toContain(`"'=HYPERLINK(""http://evil""), Sun Installers GmbH"`);
    expect(text.split('\r\n')[0]).toContain('id,status,ownerEmail');
  });

  it('imports a CSV of serials all or nothing, listing invalid and duplicate rows', async () => {
    const editor = await signedInUser({ role: 'editor' });
    const db = await getDb();
    const before = await db.$count(serialNumbers);
    const good = newSerials(3);
    const wrongCheck = makeSerial('PC', 2026, 11, 50).slice(0, -1) + '0';
    const bad = [
      ...good,
      good[1]!, // the same serial again (line 5)
      `${makeSerial('HU', 2024, 5, 1)},HES-10K3,2024-05-09`, // in the registry already (seed)
      `=cmd|' /C calc'!A0,PCS-60,2026-11-03`,
      `${wrongCheck === makeSerial('PC', 2026, 11, 50) ? wrongCheck.slice(0, -1) + '1' : wrongCheck},PCS-60,2026-11-03`,
      `${makeSerial('PC', 2026, 11, 60)},PCS-60,2026-10-03`,
    ];
    const refused = await csvRequest(editor, bad.join('\n'));
    expect(refused.status).toBe(400);
    expect(refused.body.data).toEqual({
      total: 5,
      rows: [
        { line: 5, code: 'duplicateInFile', serial: good[1]!.split(',')[0] },
        { line: 6, code: 'duplicateInRegistry', serial: makeSerial('HU', 2024, 5, 1) },
        { line: 7, code: 'formula' },
        { line: 8, code: 'serialCheck', serial: expect.any(String) },
        { line: 9, code: 'dateMonth', serial: makeSerial('PC', 2026, 11, 60) },
      ],
    });
    expect(await db.$count(serialNumbers)).toBe(before);

    const okay = await csvRequest(editor, `\ufeff${good.join('\r\n')}\r\n`);
    expect(okay.status).toBe(200);
    expect(okay.body.data).toEqual({ imported: 3 });
    const [row] = await db
      .select()
      .from(serialNumbers)
      .where(eq(serialNumbers.serial, makeSerial('PC', 2026, 11, 2)));
    expect(row).toMatchObject({ family: 'pcs', model: 'PCS-60', manufacturedOn: '2026-11-03' });
    expect(row!.source).toMatch(/^import:/);
    expect(await auditFor('*', 'warranty.import')).toHaveLength(1);
  });

  it('refuses a file that is not UTF-8, has no header, or is over 50 MB, and says which', async () => {
    const editor = await signedInUser({ role: 'editor' });
    const latin1 = new Uint8Array([...Buffer.from('serial,model,manufactured_on\nVT'), 0xe9, 0x0a]);
    const encoding = await csvRequest(editor, latin1);
    expect(encoding.status).toBe(400);
    expect(encoding.body.errors).toEqual({ file: ['encoding'] });
    const header = await csvRequest(editor, 'sn;model;date\n');
    expect(header.body.errors).toEqual({ file: ['header'] });
    const big = await editor.request('POST', `${ADMIN}/serials/import`, 'x', {
      headers: { 'Content-Type': 'text/csv', 'Content-Length': String(51 * 1024 * 1024) },
    });
    expect(big.status).toBe(413);
    // A body that grows past the limit while streaming (no Content-Length) is cut off too.
    const db = await getDb();
    await expect(
      importSerials(db, stream(newSerials(2000, 100).join('\n')), {
        source: 't',
        maxBytes: 10_000,
      }),
    ).rejects.toMatchObject({ code: 'tooLarge', status: 413 } satisfies Partial<SerialFileRefused>);
  });

  it('imports a file of 5,000 rows in one go', async () => {
    const db = await getDb();
    const before = await db.$count(serialNumbers);
    const result = await importSerials(db, stream(newSerials(5000, 1000).join('\n')), {
      source: 't',
    });
    expect(result).toEqual({ imported: 5000 });
    expect(await db.$count(serialNumbers)).toBe(before + 5000);
    expect(await db.$count(warrantyRegistrations)).toBe(0);
  });
});
