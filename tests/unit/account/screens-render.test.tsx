import { createTranslator } from 'use-intl/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { locales, type Locale } from '@/lib/i18n/locales';
import { loadMessages } from '@/lib/i18n/messages';
import type en from '../../../messages/account/en-US.json';
import { renderServer, textOf } from '../../support/render-server';

const state = {
  locale: 'en-US' as Locale,
  messages: {} as Record<string, unknown>,
  cookie: '',
  session: null as null | { user: { id: string; name: string }; session: { id: string } },
};

vi.mock('next-intl/server', () => ({
  getLocale: async () => state.locale,
  getMessages: async () => state.messages,
  getTranslations: async (namespace?: string) =>
    createTranslator({
      locale: state.locale,
      messages: state.messages as never,
      namespace: namespace as never,
    }),
}));
// Links as plain anchors, for the server's and the browser's navigation alike.
const navigation = vi.hoisted(async () => {
  const { createElement: element } = await import('react');
  return {
    Link: ({ href, ...rest }: { href: string }) => element('a', { href, ...rest }),
    useRouter: () => ({ replace() {}, refresh() {}, push() {} }),
    usePathname: () => '/',
  };
});
vi.mock('@/lib/i18n/navigation', async () => ({
  ...(await navigation),
  redirect: ({ href }: { href: string }) => {
    throw new Error(`redirect to ${href}`);
  },
}));
vi.mock('@/lib/i18n/client-navigation', async () => ({
  ...(await navigation),
  useLocale: () => state.locale,
}));
vi.mock('next/headers', () => ({
  cookies: async () => ({ toString: () => state.cookie }),
  headers: async () => new Headers({ cookie: state.cookie }),
}));
const getSession = vi.fn(async () => state.session);
vi.mock('@/lib/server/auth/instance', () => ({
  getAuth: async () => ({ api: { getSession } }),
}));
vi.mock('@/lib/server/db/client', () => ({ getDb: async () => ({}) }));
// next/dynamic renders its component only inside Next; here the menu itself stands in.
vi.mock('@/components/account/account-menu-lazy.client', async () => ({
  AccountMenuLazy: (await import('@/components/account/account-menu.client')).AccountMenu,
}));
const profile = {
  username: 'Anna.Schmidt',
  nickname: 'Anna',
  email: 'anna@example.com',
  emailVerified: true,
  phone: '+491511234567',
  country: 'DE',
  createdAt: '2026-01-02T10:00:00.000Z',
};
vi.mock('@/lib/server/account/profile', () => ({ getProfile: async () => profile }));
// The warranty section (its own tests cover it) has no registration here.
vi.mock('@/lib/server/warranty/read', () => ({ listForUser: async () => [] }));
vi.mock('@/lib/server/warranty/register', () => ({ installerCertificateOf: async () => null }));
vi.mock('@/lib/server/account/data', () => ({
  listSubmissions: async () => ({
    contactRequests: [
      { id: 12, createdAt: '2026-02-03T10:00:00.000Z', company: 'Sonne GmbH', status: 'handled' },
    ],
    trainingApplications: [],
    newsletter: { status: 'confirmed', createdAt: '2026-02-01T10:00:00.000Z', confirmedAt: null },
  }),
  listSessions: async () => [
    {
      id: 's1',
      isCurrent: true,
      createdAt: '2026-03-01T10:00:00.000Z',
      lastActiveAt: '2026-03-01T10:00:00.000Z',
      ipAddress: '203.0.113.7',
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36',
    },
  ],
}));

// The leads section is for a certified partner's people only (null: not one).
const leadsState: { value: unknown[] | null } = { value: null };
vi.mock('@/lib/server/quotes/leads', () => ({ listLeads: async () => leadsState.value }));
// One sandbox key in the API console, with its hint and scopes.
vi.mock('@/lib/server/open-api/keys', () => ({
  listKeys: async () => [
    {
      id: 7,
      name: 'Home dashboard',
      environment: 'sandbox',
      hint: 'vlt_sandbox_…Q9kT',
      scopes: ['systems:read', 'energy:read'],
      createdAt: new Date('2026-11-01T10:00:00Z'),
      expiresAt: new Date('2099-01-30T10:00:00Z'),
      lastUsedAt: null,
      revokedAt: null,
    },
  ],
}));

// The account's live access: none and no application unless a test says otherwise.
const accessState: {
  live: boolean;
  applications: { id: number; status: string; reason: string | null; createdAt: Date }[];
} = { live: false, applications: [] };
vi.mock('@/lib/server/open-api/applications', () => ({
  hasLiveAccess: async () => accessState.live,
  listApplications: async () => accessState.applications,
}));

// The owner's registered systems and who may reach them: none unless a test says otherwise.
const systemsState: { value: unknown[] } = { value: [] };
vi.mock('@/lib/server/open-api/consents', () => ({
  listSystemAccess: async () => systemsState.value,
}));

const { SignInSection } = await import('@/components/account/sign-in');
const { SignUpSection } = await import('@/components/account/sign-up');
const { RecoverSection } = await import('@/components/account/recover');
const { AccountNav } = await import('@/components/account/account-nav');
const { PersonalCenter } = await import('@/components/account/center/personal-center');

async function render(locale: Locale, node: React.ReactNode) {
  state.locale = locale;
  state.messages = await loadMessages(locale);
  return renderServer(node);
}

/** Every control has a label: one pointing at its id, or (radios) one around it. */
function expectLabelled(html: string) {
  const controls = [...html.matchAll(/<(input|select|textarea)\b[^>]*>/g)].map((m) => m[0]);
  expect(controls.length).toBeGreaterThan(0);
  for (const control of controls) {
    if (/type="radio"/.test(control)) {
      expect(
        html.includes(`<label class="flex items-center gap-2 text-slate-800">${control}`),
      ).toBe(true);
      continue;
    }
    const id = /\sid="([^"]+)"/.exec(control)?.[1];
    expect(id && html.includes(`for="${id}"`), `a label for ${control}`).toBe(true);
  }
}

beforeEach(() => {
  state.cookie = '';
  state.session = null;
  getSession.mockClear();
});

describe('account screens markup', () => {
  it.each(locales)(
    'renders login, sign up and recovery in %s with labelled fields',
    async (locale) => {
      for (const node of [
        <SignInSection key="a" />,
        <SignUpSection key="b" />,
        <RecoverSection key="c" />,
      ]) {
        const html = await render(locale, node);
        expectLabelled(html);
        // No message key left untranslated (a missing one renders as Account.x.y), no rich-text
        // tag left unparsed (an ICU apostrophe before a tag quotes it).
        expect(textOf(html)).not.toMatch(/Account\.\w+|<\/?(service|privacy)>/);
      }
    },
  );

  it('login has the identifier, password, terms with both policy links, the puzzle’s place and the two links', async () => {
    const html = await render('en-US', <SignInSection />);
    const text = textOf(html);
    expect(text).toContain('Email, username or phone');
    expect(html).toMatch(
      /<input[^>]*type="password"[^>]*autoComplete="current-password"|autocomplete="current-password"/i,
    );
    expect(html).toContain('href="/document/service-agreement"');
    expect(html).toContain('href="/document/privacy-policy"');
    expect(html).toContain('href="/sign-up"');
    expect(html).toContain('href="/retrieve-password"');
    // The puzzle's code loads when it is reached; the server renders only its place.
    expect(html).not.toContain('role="slider"');
  });

  it('login says "Sign Out Successfully" right after signing out', async () => {
    expect(textOf(await render('en-US', <SignInSection signedOut />))).toContain(
      'Sign Out Successfully',
    );
    expect(textOf(await render('en-US', <SignInSection />))).not.toContain('Sign Out Successfully');
  });

  it('sign up starts with step 1: where the code goes, e-mail or phone, and the code button', async () => {
    const html = await render('de-DE', <SignUpSection />);
    const text = textOf(html);
    expect(text).toContain('Schritt 1 von 2');
    expect(text).toContain('Land/Region');
    expect(text).toContain('Code senden und weiter');
    // The code, username and password fields are step 2, not sent with the page.
    expect(text).not.toContain('5 bis 20 Zeichen');
    expect(html).not.toContain('one-time-code');
    expect(html).toMatch(/type="radio"[^>]*value="email"/);
    expect(html).toMatch(/type="radio"[^>]*value="phone"/);
    // The countries are named in the page's language.
    expect(text).toContain('Deutschland');
  });

  it('recovery starts with step 1 of 2 and a back link to sign in', async () => {
    const text = textOf(await render('fr-FR', <RecoverSection />));
    expect(text).toContain('Étape 1 sur 2');
    expect(text).toContain('Envoyer le code et continuer');
    expect(text).toContain('Retour à la connexion');
  });
});

describe('header account corner', () => {
  // Public pages are cached for everyone, so the server renders the corner the same
  // for every visitor and never reads the session; the browser swaps in the menu
  // (account-slot.client.tsx, proven end to end in accounts.spec.ts).
  it.each([
    ['no cookie', 'NEXT_LOCALE=de-DE'],
    ['a session cookie', 'voltara.session_token=abc.def'],
  ])('renders "Sign in" with %s, asking nothing of the session', async (_, cookie) => {
    state.cookie = cookie;
    state.session = { user: { id: 'u1', name: 'Anna' }, session: { id: 's1' } };
    const html = await render('en-US', <AccountNav />);
    expect(html).toContain('href="/login"');
    expect(textOf(html)).toContain('Sign in');
    expect(html).not.toContain('Anna');
    expect(getSession).not.toHaveBeenCalled();
  });

  it('renders the corner in the page language', async () => {
    expect(textOf(await render('zh-CN', <AccountNav />))).toContain('登录');
  });
});

describe('personal center markup', () => {
  it('sends a visitor without a session to the login page', async () => {
    await expect(render('de-DE', <PersonalCenter locale="de-DE" />)).rejects.toThrow(
      'redirect to /login',
    );
    expect(getSession).not.toHaveBeenCalled();
  });

  it.each(locales)(
    'shows the owner’s profile, submissions, sessions and actions in %s',
    async (locale) => {
      state.cookie = 'voltara.session_token=abc.def';
      state.session = { user: { id: 'u1', name: 'Anna' }, session: { id: 's1' } };
      const html = await render(locale, <PersonalCenter locale={locale} />);
      expectLabelled(html);
      const text = textOf(html);
      expect(text).not.toMatch(/Account\.\w+|\{\w+\}/);
      for (const value of [
        'Anna.Schmidt',
        'anna@example.com',
        '+491511234567',
        'C-12',
        'Sonne GmbH',
        'vlt_sandbox_…Q9kT',
      ]) {
        expect(text).toContain(value);
      }
      // The API console in the page's language: its scopes and the key's state.
      const { Account } = (await loadMessages(locale)) as unknown as typeof en;
      const apiKeys = Account.center.apiKeys;
      for (const value of [
        apiKeys.scopeSystems,
        apiKeys.scopeEnergy,
        apiKeys.scopeControl,
        apiKeys.controlHint,
        apiKeys.active,
        apiKeys.create,
        // Live access: the application form, its terms linked to the service agreement.
        apiKeys.access.title,
        apiKeys.access.intro,
        apiKeys.access.company,
        apiKeys.access.useCase,
        apiKeys.access.systemsCount,
        apiKeys.access.submit,
      ]) {
        expect(text).toContain(value);
      }
      // Without live access there is no environment to choose: every key is a sandbox key.
      expect(text).not.toContain(apiKeys.environmentLive);
      expect(html).toMatch(/<a href="\/document\/service-agreement" target="_blank">/);
      expect(text).not.toMatch(/<\/?terms>/);
      expect(html).toContain('href="/api/account/export"');
      for (const id of [
        'profile',
        'email',
        'phone',
        'password',
        'submissions',
        'apiKeys',
        'sessions',
        'data',
        'delete',
        'signOut',
      ]) {
        expect(html).toContain(`href="#${id}"`);
        expect(html).toContain(`id="${id}-heading"`);
      }
    },
  );

  it('names the submissions’ states and "no data" in the visitor’s language', async () => {
    state.cookie = 'voltara.session_token=abc.def';
    state.session = { user: { id: 'u1', name: 'Anna' }, session: { id: 's1' } };
    const text = textOf(await render('en-US', <PersonalCenter locale="en-US" />));
    expect(text).toContain('Answered');
    expect(text).toContain('no data');
    expect(text).toContain('Newsletter: Subscribed');
    expect(text).toContain('Chrome, Linux');
    expect(text).toContain('This device');
    // Not a certified partner's person: no leads section, no link to one.
    expect(text).not.toContain('Leads for your company');
  });

  it('shows live access in the API console: waiting, rejected with its reason, approved', async () => {
    state.cookie = 'voltara.session_token=abc.def';
    state.session = { user: { id: 'u1', name: 'Anna' }, session: { id: 's1' } };
    const { Account } = (await loadMessages('de-DE')) as unknown as typeof en;
    const t = Account.center.apiKeys;
    const application = { id: 3, reason: null, createdAt: new Date('2026-11-02T10:00:00Z') };
    try {
      accessState.applications = [{ ...application, status: 'pending' }];
      let text = textOf(await render('de-DE', <PersonalCenter locale="de-DE" />));
      expect(text).toContain(t.access.pending.replace('{date}', '02.11.2026'));
      expect(text).not.toContain(t.access.submit);

      const reason = 'Bitte beschreiben Sie die Anlagen genauer.';
      accessState.applications = [{ ...application, status: 'rejected', reason }];
      text = textOf(await render('de-DE', <PersonalCenter locale="de-DE" />));
      expect(text).toContain(t.access.rejected.replace('{date}', '02.11.2026'));
      expect(text).toContain(`${t.access.reason}: ${reason}`);
      expect(text).toContain(t.access.applyAgain);
      expect(text).not.toContain(t.access.submit);

      accessState.live = true;
      accessState.applications = [{ ...application, status: 'approved' }];
      const html = await render('de-DE', <PersonalCenter locale="de-DE" />);
      expectLabelled(html);
      text = textOf(html);
      expect(text).toContain(t.access.approved);
      expect(text).toContain(t.environment);
      expect(html).toMatch(/<option value="live">/);
      expect(text).not.toContain(t.access.submit);
    } finally {
      accessState.live = false;
      accessState.applications = [];
    }
  });

  it('shows an owner the accounts that may reach each system, only when they own one', async () => {
    state.cookie = 'voltara.session_token=abc.def';
    state.session = { user: { id: 'u1', name: 'Anna' }, session: { id: 's1' } };
    const { Account } = (await loadMessages('it-IT')) as unknown as typeof en;
    const t = Account.center.systemAccess;
    let html = await render('it-IT', <PersonalCenter locale="it-IT" />);
    // No registered system of theirs: no section, no link to one.
    expect(html).not.toContain('href="#systemAccess"');
    expect(html).not.toContain('id="systemAccess-heading"');
    const serial = 'VTHU2601000017';
    const createdAt = new Date('2026-11-02T10:00:00Z');
    systemsState.value = [
      {
        serial,
        model: 'VT-H8',
        installerName: 'Sole Rossi',
        consents: [
          { id: 5, email: 'ian@installer.test', isOwn: false, control: true, createdAt },
          { id: 6, email: 'anna@example.com', isOwn: true, control: false, createdAt },
        ],
      },
    ];
    try {
      html = await render('it-IT', <PersonalCenter locale="it-IT" />);
      expectLabelled(html);
      const text = textOf(html);
      expect(html).toContain('href="#systemAccess"');
      const at = (id: string) => html.indexOf(`id="${id}-heading"`);
      expect(at('apiKeys')).toBeLessThan(at('systemAccess'));
      expect(at('systemAccess')).toBeLessThan(at('sessions'));
      for (const value of [
        t.title,
        t.intro,
        t.system.replace('{serial}', serial),
        `VT-H8 · ${t.installedBy.replace('{name}', 'Sole Rossi')}`,
        'ian@installer.test',
        `${t.mayControl}: ${t.yes}`,
        t.ownKeys.replace('{email}', 'anna@example.com'),
        `${t.mayControl}: ${t.no}`,
        `${t.since}: 2 nov 2026`,
        t.grantTitle,
        t.email,
        t.emailHint,
        t.readIncluded,
        t.control,
        t.controlHint,
        t.grant,
      ]) {
        expect(text).toContain(value);
      }
      expect(html).toContain(`<legend class="text-sm font-medium text-slate-800">${t.permissions}`);
      expect(html).toContain(
        `aria-label="${t.revokeFor.replace('{email}', 'ian@installer.test').replace('{serial}', serial)}"`,
      );
      expect(html).toMatch(new RegExp(`<option value="${serial}"[^>]*>${serial} · Installato da`));
    } finally {
      systemsState.value = [];
    }
  });

  it('shows a certified partner’s person their leads, with accept and decline on open ones', async () => {
    state.cookie = 'voltara.session_token=abc.def';
    state.session = { user: { id: 'u1', name: 'Anna' }, session: { id: 's1' } };
    const lead = {
      id: 41,
      reference: 'Q-41',
      createdAt: '2026-03-02T10:00:00.000Z',
      acceptedBy: null,
      name: 'Jonas Weber',
      email: 'jonas@example.com',
      phone: '+49 30 555 0101',
      postcode: '10115',
      country: 'DE',
      system: { units: 1, unitKw: 8, modules: 3 },
      economic: false,
    };
    leadsState.value = [
      { ...lead, status: 'assigned' },
      {
        ...lead,
        id: 42,
        reference: 'Q-42',
        status: 'accepted',
        acceptedBy: 'anna@example.com',
        economic: true,
      },
    ];
    try {
      const html = await render('en-US', <PersonalCenter locale="en-US" />);
      const text = textOf(html);
      expect(html).toContain('href="#leads"');
      expect(text).toContain('Leads for your company');
      expect(text).toContain('8 kW + 3 × 4.99 kWh');
      // Whether the visitor asked for the economic recommendation or a larger system.
      expect(text).toContain('Larger than the economic recommendation, for more independence');
      expect(text).toContain('8 kW + 3 × 4.99 kWh · Economic recommendation');
      expect(text).toContain('Accepted by anna@example.com');
      expect(html).toContain('aria-label="Accept Q-41"');
      expect(html).not.toContain('aria-label="Accept Q-42"');
    } finally {
      leadsState.value = null;
    }
  });
});
