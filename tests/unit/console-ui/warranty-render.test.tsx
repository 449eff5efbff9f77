import { describe, expect, it, vi } from 'vitest';
import { ConsoleApiError } from '@/lib/console/browser-client';
import { warrantyTexts } from '@/lib/console/i18n/warranty';
import { IMPORT_MAX_MB } from '@/lib/warranty/import-limits';
import { renderServer, textOf } from '../../support/render-server';
import type {
  ImportOutcome,
  RegistrationRow,
  SerialHistory,
} from '@/components/console/warranty/types';

// The console's warranty desk: the registrations table, one registration's
// facts, a serial's history, and what an import reports (the bad rows, a refused file), in
// both console languages, every control labelled.

vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  ...(await import('@/tests/support/render-mocks')).nextNavigationHooks,
}));
vi.mock(
  '@/lib/i18n/client-navigation',
  async () => (await import('@/tests/support/render-mocks')).i18nClientNavigation,
);

const { ConsoleLangProvider } = await import('@/components/console/ui/console-lang');
const { ToastProvider } = await import('@/components/console/ui/toast');
const { RegistrationTable, WarrantyDesk } =
  await import('@/components/console/warranty/registration-list.client');
const { RegistrationFacts, voidErrorOf } =
  await import('@/components/console/warranty/registration-detail.client');
const { SerialHistoryView } = await import('@/components/console/warranty/serial-history.client');
const { ImportReport, importOutcomeOf } =
  await import('@/components/console/warranty/serial-import.client');

const inConsole = (lang: 'en' | 'zh', node: React.ReactNode) =>
  renderServer(
    <ConsoleLangProvider lang={lang}>
      <ToastProvider>{node}</ToastProvider>
    </ConsoleLangProvider>,
  );

const row = (over: Partial<RegistrationRow> = {}): RegistrationRow => ({
  id: 41,
  status: 'active',
  ownerEmail: 'owner@example.com',
  installerCertificate: 'TC-2025-0042',
  installerName: 'Sonnen Montage GmbH',
  country: 'DE',
  installedOn: '2025-12-01',
  validUntil: '2035-12-01',
  termYears: 10,
  voidReason: null,
  createdAt: '2025-12-02T09:30:00.000Z',
  serials: ['VTHU2507000001X', 'VTBM2507000100Y'],
  ...over,
});

const history: SerialHistory = {
  serial: 'VTBM2507000100Y',
  family: 'batteryModule',
  model: 'VB-5',
  manufacturedOn: '2025-07-14',
  source: 'seed',
  registrations: [
    { id: 41, status: 'void', country: 'DE', installedOn: '2025-12-01', current: false },
  ],
  events: [
    {
      registrationId: 41,
      kind: 'registered',
      actorEmail: 'owner@example.com',
      detail: { serials: [], byInstaller: false },
      at: '2025-12-02T09:30:00.000Z',
    },
    {
      registrationId: 41,
      kind: 'transfer-started',
      actorEmail: 'owner@example.com',
      detail: { to: 'buyer@example.com' },
      at: '2025-12-03T09:30:00.000Z',
    },
    {
      registrationId: 41,
      kind: 'voided',
      actorEmail: 'admin@voltara.test',
      detail: { reason: 'Sold as spare parts' },
      at: '2025-12-04T09:30:00.000Z',
    },
  ],
};

/** Ids of the controls that no <label for> names and that carry no aria-label. */
function unlabelled(html: string): string[] {
  const labelled = new Set([...html.matchAll(/<label for="([^"]+)"/g)].map((m) => m[1]));
  return [...html.matchAll(/<(input|select|textarea)\b([^>]*)>/g)]
    .filter(([, , attrs]) => !/type="hidden"/.test(attrs!) && !/aria-label=/.test(attrs!))
    .map(([, tag, attrs]) => /\bid="([^"]+)"/.exec(attrs!)?.[1] ?? `<${tag} without id>`)
    .filter((id) => !labelled.has(id));
}

describe('the warranty desk', () => {
  it('labels every control: the filters, the serial lookup and the CSV file', async () => {
    const html = await inConsole('en', <WarrantyDesk />);
    const t = warrantyTexts.en;
    expect(unlabelled(html)).toEqual([]);
    expect(html).toContain('role="search"');
    expect(html).toContain(`aria-label="${t.filters}"`);
    const text = textOf(html);
    for (const label of [t.status, t.country, t.search, t.history.serial, t.import.file]) {
      expect(text).toContain(label);
    }
    expect(html).toMatch(/<input[^>]*type="file"[^>]*accept=".csv,text\/csv"/);
    // The import's outcome is announced: a live region that exists before there is anything in it.
    expect(html).toMatch(/<div aria-live="polite"/);
    // The export keeps the filters and goes to the API's CSV.
    expect(html).toContain('href="/api/admin/warranty/registrations/export"');
  });

  it('speaks Chinese in the Chinese console', async () => {
    const text = textOf(await inConsole('zh', <WarrantyDesk />));
    const t = warrantyTexts.zh;
    for (const words of [t.history.title, t.import.title, t.exportCsv, t.search]) {
      expect(text).toContain(words);
    }
    expect(text).not.toContain(warrantyTexts.en.import.title);
  });
});

describe('the registrations table', () => {
  it('shows owner, installer, country, term, status and serials, with a details toggle', async () => {
    const html = await inConsole(
      'en',
      <RegistrationTable rows={[row()]} lang="en" openId={41} onToggle={() => undefined} />,
    );
    const text = textOf(html);
    for (const part of [
      'owner@example.com',
      'Sonnen Montage GmbH · TC-2025-0042',
      'DE',
      '2035-12-01',
      'VTHU2507000001X',
      'VTBM2507000100Y',
      warrantyTexts.en.states.active,
    ]) {
      expect(text).toContain(part);
    }
    expect(html).toMatch(/<button[^>]*aria-expanded="true"[^>]*>Close details 41<\/button>/);
    expect(html.match(/<th scope="col"/g)).toHaveLength(10);
  });

  it('says who is missing and marks a void registration in words, not colour only', async () => {
    const html = await inConsole(
      'zh',
      <RegistrationTable
        rows={[
          row({
            status: 'void',
            ownerEmail: null,
            installerName: null,
            installerCertificate: null,
          }),
        ]}
        lang="zh"
        openId={null}
        onToggle={() => undefined}
      />,
    );
    const t = warrantyTexts.zh;
    const text = textOf(html);
    expect(text).toContain(t.noOwner);
    expect(text).toContain(t.noInstaller);
    expect(html).toMatch(new RegExp(`data-status="void"[^>]*>${t.states.void}<`));
  });

  it('says so when nothing matches', async () => {
    const text = textOf(
      await inConsole(
        'en',
        <RegistrationTable rows={[]} lang="en" openId={null} onToggle={() => undefined} />,
      ),
    );
    expect(text).toContain(warrantyTexts.en.empty);
  });

  it('gives a void registration’s reason in its facts', async () => {
    const text = textOf(
      await inConsole(
        'en',
        <RegistrationFacts row={row({ status: 'void', voidReason: 'Fraudulent' })} lang="en" />,
      ),
    );
    expect(text).toContain(`${warrantyTexts.en.voidReason} Fraudulent`);
    expect(text).toContain('10 years');
  });
});

describe('a serial’s history', () => {
  it('lists when it was made, its registrations and every event with who and why', async () => {
    const html = await inConsole('en', <SerialHistoryView history={history} lang="en" />);
    const t = warrantyTexts.en;
    const text = textOf(html);
    expect(text).toContain('History of VTBM2507000100Y');
    expect(text).toContain(t.families.batteryModule);
    expect(text).toContain('2025-07-14');
    expect(html.match(/data-event="/g)).toHaveLength(3);
    expect(text).toContain(
      `${t.kinds.voided} (by admin@voltara.test) · reason: Sold as spare parts`,
    );
    expect(text).toContain('to buyer@example.com');
    expect(text).toContain(t.states.void);
  });

  it('in Chinese', async () => {
    const text = textOf(await inConsole('zh', <SerialHistoryView history={history} lang="zh" />));
    expect(text).toContain('VTBM2507000100Y 的记录');
    expect(text).toContain('原因：Sold as spare parts');
  });
});

describe('the import report', () => {
  const rows: ImportOutcome = {
    kind: 'rows',
    total: 2,
    rows: [
      { line: 3, code: 'serialCheck', serial: 'VTBM2507000100Z' },
      { line: 4, code: 'duplicateInRegistry', serial: 'VTBM2507000101A' },
    ],
  };

  it('lists the invalid and duplicate rows with their lines, in an alert', async () => {
    const html = await inConsole('en', <ImportReport outcome={rows} lang="en" />);
    const t = warrantyTexts.en.import;
    expect(html).toContain('role="alert"');
    const text = textOf(html);
    expect(text).toContain('Nothing was imported: 2 rows are invalid or duplicate');
    expect(text).toMatch(new RegExp(`3\\s*VTBM2507000100Z\\s*${t.rows.serialCheck}`));
    expect(text).toContain(t.rows.duplicateInRegistry);
    expect(text).not.toContain(t.listedOnly.slice(0, 10));
  });

  it('says when only the first rows are listed, in Chinese too', async () => {
    const text = textOf(
      await inConsole('zh', <ImportReport outcome={{ ...rows, total: 1200 }} lang="zh" />),
    );
    expect(text).toContain('1,200 行无效或重复');
    expect(text).toContain('仅列出前 2 行。');
  });

  it('gives a refused file’s reason, translated', async () => {
    for (const lang of ['en', 'zh'] as const) {
      const text = textOf(
        await inConsole(
          lang,
          <ImportReport outcome={{ kind: 'file', reason: 'encoding' }} lang={lang} />,
        ),
      );
      expect(text).toContain(warrantyTexts[lang].import.files.encoding);
      expect(text).toContain(warrantyTexts[lang].import.refusedTitle);
    }
  });

  it('states the limits the API enforces when a file is too large or too long', async () => {
    const said = async (lang: 'en' | 'zh', reason: 'tooLarge' | 'tooManyRows') =>
      textOf(
        await inConsole(lang, <ImportReport outcome={{ kind: 'file', reason }} lang={lang} />),
      );
    expect(await said('en', 'tooLarge')).toContain(`at most ${IMPORT_MAX_MB} MB`);
    expect(await said('zh', 'tooLarge')).toContain(`最大 ${IMPORT_MAX_MB} MB`);
    expect(await said('en', 'tooManyRows')).toContain('at most 200,000.');
    expect(await said('zh', 'tooManyRows')).toContain('最多 200,000 行');
    expect(await said('en', 'tooManyRows')).not.toContain('{');
  });

  it('counts what was imported', async () => {
    const text = textOf(
      await inConsole('en', <ImportReport outcome={{ kind: 'done', count: 12000 }} lang="en" />),
    );
    expect(text).toContain('Serial numbers imported: 12,000.');
  });

  it('reads the API’s answers: bad rows, a refused file, a bare 413, anything else', () => {
    const badRows = new ConsoleApiError(
      400,
      'Nothing imported: 2 rows',
      {},
      {
        total: 2,
        rows: rows.rows,
      },
    );
    expect(importOutcomeOf(badRows)).toEqual(rows);
    expect(
      importOutcomeOf(new ConsoleApiError(400, 'CSV refused: encoding', { file: ['encoding'] })),
    ).toEqual({ kind: 'file', reason: 'encoding' });
    expect(
      importOutcomeOf(new ConsoleApiError(413, 'CSV refused: tooLarge', { file: ['tooLarge'] })),
    ).toEqual({ kind: 'file', reason: 'tooLarge' });
    expect(importOutcomeOf(new ConsoleApiError(413, 'The file is too large.'))).toEqual({
      kind: 'file',
      reason: 'tooLarge',
    });
    expect(importOutcomeOf(new ConsoleApiError(403, 'Forbidden'))).toEqual({
      kind: 'error',
      message: 'Forbidden',
    });
  });
});

describe('a refused void', () => {
  it('is said in the console’s language by the API’s key', () => {
    const t = warrantyTexts.zh;
    expect(voidErrorOf(new ConsoleApiError(400, 'x', { reason: ['reasonRequired'] }), t)).toBe(
      t.errors.reasonRequired,
    );
    expect(voidErrorOf(new ConsoleApiError(409, 'already void', { _: ['notActive'] }), t)).toBe(
      t.errors.notActive,
    );
    expect(voidErrorOf(new ConsoleApiError(500, 'Boom'), t)).toBe('Boom');
  });
});
