import { describe, expect, it, vi } from 'vitest';
import { ConsoleApiError } from '@/lib/console/browser-client';
import { openApiTexts } from '@/lib/console/i18n/open-api';
import { renderServer, textOf } from '../../support/render-server';
import type { ApplicationRow, StaffKeyRow } from '@/components/console/open-api/types';

// The console's Open API screens: the review queue (its table, an application's facts, the
// direct grant) and the key screen, in both console languages, every control labelled, and
// the API's refusals said in the console's language.

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
const { ApplicationDesk, ApplicationTable } =
  await import('@/components/console/open-api/application-list.client');
const { ApplicationFacts } = await import('@/components/console/open-api/application-panel.client');
const { KeyDesk, KeyTable, keyStateOf } =
  await import('@/components/console/open-api/key-list.client');
const { refusalText } = await import('@/components/console/open-api/types');

const inConsole = (lang: 'en' | 'zh', node: React.ReactNode) =>
  renderServer(
    <ConsoleLangProvider lang={lang}>
      <ToastProvider>{node}</ToastProvider>
    </ConsoleLangProvider>,
  );

const application = (over: Partial<ApplicationRow> = {}): ApplicationRow => ({
  id: 17,
  reference: 'A-17',
  userId: 'u1',
  email: 'dev@apps.test',
  source: 'applicant',
  status: 'pending',
  company: 'Sonnen Apps GmbH',
  useCase: 'A dashboard for our customers.',
  systemsCount: 40,
  scopes: ['systems:read', 'control'],
  termsAcceptedAt: '2026-11-02T10:00:00.000Z',
  reason: null,
  decidedBy: null,
  decidedAt: null,
  language: 'de',
  createdAt: '2026-11-02T10:00:00.000Z',
  ...over,
});

const key = (over: Partial<StaffKeyRow> = {}): StaffKeyRow => ({
  id: 7,
  name: 'Fleet',
  environment: 'live',
  hint: 'vlt_live_…Q9kT',
  scopes: ['systems:read'],
  createdAt: '2026-11-01T10:00:00.000Z',
  expiresAt: '2099-01-30T10:00:00.000Z',
  lastUsedAt: null,
  revokedAt: null,
  revokedBy: null,
  userId: 'u1',
  email: 'dev@apps.test',
  ...over,
});

/** Ids of the controls that no <label for> names and that carry no aria-label. */
function unlabelled(html: string): string[] {
  const labelled = new Set([...html.matchAll(/<label for="([^"]+)"/g)].map((m) => m[1]));
  return [...html.matchAll(/<(input|select|textarea)\b([^>]*)>/g)]
    .filter(([, , attrs]) => !/type="hidden"/.test(attrs!) && !/aria-label=/.test(attrs!))
    .map(([, tag, attrs]) => /\bid="([^"]+)"/.exec(attrs!)?.[1] ?? `<${tag} without id>`)
    .filter((id) => !labelled.has(id));
}

describe('the review queue', () => {
  it.each(['en', 'zh'] as const)('labels every control and the grant form (%s)', async (lang) => {
    const html = await inConsole(lang, <ApplicationDesk />);
    const t = openApiTexts[lang];
    expect(unlabelled(html)).toEqual([]);
    expect(html).toContain(`aria-label="${t.applications.filters}"`);
    const text = textOf(html);
    for (const label of [t.grant.title, t.grant.email, t.grant.submit, t.scopes.control]) {
      expect(text).toContain(label);
    }
  });

  it('lists account, company, systems, scopes, source and state, with a details toggle', async () => {
    const t = openApiTexts.en.applications;
    const html = await inConsole(
      'en',
      <ApplicationTable
        rows={[application(), application({ id: 18, reference: 'A-18', status: 'rejected' })]}
        lang="en"
        openId={17}
        onToggle={() => undefined}
      />,
    );
    const text = textOf(html);
    for (const part of ['A-17', 'dev@apps.test', 'Sonnen Apps GmbH', '40', 'Systems · Control']) {
      expect(text).toContain(part);
    }
    expect(html).toMatch(new RegExp(`data-status="pending"[^>]*>${t.states.pending}<`));
    expect(html).toMatch(new RegExp(`data-status="rejected"[^>]*>${t.states.rejected}<`));
    expect(html).toMatch(/<button[^>]*aria-expanded="true"[^>]*>Close details A-17<\/button>/);
  });

  it('gives a decided application’s decision, who made it and the reason, in Chinese too', async () => {
    const row = application({
      status: 'rejected',
      reason: 'No systems yet',
      decidedBy: 'ann@voltara.test',
      decidedAt: '2026-11-03T10:00:00.000Z',
      source: 'staff',
      termsAcceptedAt: null,
    });
    const text = textOf(await inConsole('zh', <ApplicationFacts row={row} lang="zh" />));
    const t = openApiTexts.zh.applications;
    expect(text).toContain(t.states.rejected);
    expect(text).toContain('ann@voltara.test');
    expect(text).toContain('No systems yet');
    expect(text).toContain(t.noTerms);
    expect(text).toContain('Deutsch');
  });
});

describe('the key screen', () => {
  it('labels its filters and finds keys by e-mail', async () => {
    const html = await inConsole('en', <KeyDesk />);
    expect(unlabelled(html)).toEqual([]);
    expect(textOf(html)).toContain(openApiTexts.en.keys.search);
  });

  it('offers control on active live keys only, revoke on active keys, and says who revoked', async () => {
    const t = openApiTexts.en.keys;
    const rows = [
      key(),
      key({ id: 8, hint: 'vlt_live_…C0nT', scopes: ['systems:read', 'control'] }),
      key({ id: 9, environment: 'sandbox', hint: 'vlt_sandbox_…Sb0x' }),
      key({
        id: 10,
        hint: 'vlt_live_…G0ne',
        revokedAt: '2026-11-04T10:00:00.000Z',
        revokedBy: 'staff-1',
      }),
    ];
    const html = await inConsole(
      'en',
      <KeyTable rows={rows} lang="en" onAction={() => undefined} />,
    );
    const text = textOf(html);
    expect(text).toContain('Grant control on vlt_live_…Q9kT');
    expect(text).toContain('Withdraw control on vlt_live_…C0nT');
    expect(text).not.toContain('control on vlt_sandbox_…Sb0x');
    expect(text).toContain('Revoke vlt_sandbox_…Sb0x');
    expect(text).not.toContain('Revoke vlt_live_…G0ne');
    expect(text).toContain(`${t.states.revoked} ${t.byStaff}`);
    expect(keyStateOf(key({ expiresAt: '2020-01-01T00:00:00.000Z' }))).toBe('expired');
  });

  it('says the API’s refusals in the console’s language', () => {
    const zh = openApiTexts.zh;
    expect(refusalText(new ConsoleApiError(409, 'Conflict', { _: ['alreadyDecided'] }), zh)).toBe(
      zh.errors.alreadyDecided,
    );
    expect(refusalText(new ConsoleApiError(404, 'Not Found', { email: ['noAccount'] }), zh)).toBe(
      zh.errors.noAccount,
    );
    expect(refusalText(new ConsoleApiError(400, 'Bad', { email: ['emailInvalid'] }), zh)).toBe(
      zh.errors.fields,
    );
    expect(refusalText(new ConsoleApiError(500, 'Boom'), zh)).toBe('Boom');
  });
});
