import { createElement } from 'react';
import { createTranslator } from 'use-intl/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { locales, type Locale } from '@/lib/i18n/locales';
import { loadMessages } from '@/lib/i18n/messages';
import { renderServer } from './render-server';

const state = {
  locale: 'en-US' as Locale,
  messages: {} as Record<string, unknown>,
  errors: [] as string[],
};

vi.mock('next-intl/server', () => ({
  getRequestConfig: (config: unknown) => config,
  getLocale: async () => state.locale,
  getTranslations: async (namespace?: string) =>
    createTranslator({
      locale: state.locale,
      messages: state.messages as never,
      namespace: namespace as never,
      onError: (error) => state.errors.push(error.message),
    }),
}));
vi.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, ...rest }: { href: string }) => createElement('a', { href, ...rest }),
}));
vi.mock('next/image', () => ({
  default: (props: Record<string, unknown>) => createElement('img', props),
}));
vi.mock('@/components/seo/breadcrumbs', () => ({
  Breadcrumbs: () => createElement('nav', { 'aria-label': 'crumbs' }),
}));
vi.mock('@/lib/server/api-client', () => {
  const session = (id: number, date: string, durationMinutes: number) => ({
    id,
    title: `Session ${id}`,
    date,
    location: 'Rotterdam',
    durationMinutes,
    language: 'de',
    scale: 24,
  });
  const sessions = [
    session(1, '2999-03-01', 450),
    session(2, '2000-01-01', 60),
    session(3, '2999-01-10', 420),
  ];
  return {
    getList: async () => ({
      cn: sessions,
      au: sessions,
      en: sessions,
      de: [],
      it: sessions,
      nl: sessions,
      fr: sessions,
    }),
  };
});

const bodies = {
  about: async () => (await import('@/components/company/about-body')).AboutBody,
  installer: async () => (await import('@/components/company/installer-body')).InstallerBody,
  joinUs: async () => (await import('@/components/company/join-us-body')).JoinUsBody,
  community: async () => (await import('@/components/company/community-body')).CommunityBody,
  appDownload: async () => (await import('@/components/company/app-download-body')).AppDownloadBody,
  maintenance: async () => (await import('@/components/company/maintenance-body')).MaintenanceBody,
  underMaintenance: async () =>
    (await import('@/components/company/under-maintenance-body')).UnderMaintenanceBody,
  cookies: async () => (await import('@/components/legal/policies')).CookiesPolicyBody,
  privacy: async () => (await import('@/components/legal/policies')).PrivacyPolicyBody,
  service: async () => (await import('@/components/legal/policies')).ServiceAgreementBody,
  vulnerability: async () => (await import('@/components/legal/policies')).VulnerabilityPolicyBody,
};

async function render(locale: Locale, name: keyof typeof bodies) {
  state.locale = locale;
  state.messages = (await loadMessages(locale)) as Record<string, unknown>;
  const Body = await bodies[name]();
  return renderServer(await Body());
}

beforeEach(() => {
  state.errors = [];
});

describe('company and policy page bodies', () => {
  it.each(locales)('render in %s with every message present', async (locale) => {
    for (const name of Object.keys(bodies) as (keyof typeof bodies)[]) {
      expect((await render(locale, name)).length, name).toBeGreaterThan(500);
    }
    expect(state.errors).toEqual([]);
  });

  it('show only future training sessions, soonest first, with their durations', async () => {
    const html = await render('en-US', 'installer');
    const titles = [...html.matchAll(/<h3[^>]*>(Session \d)<\/h3>/g)].map((m) => m[1]);
    expect(titles).toEqual(['Session 3', 'Session 1']);
    expect(html).toContain('7 h 30 min');
    expect(html).toContain('German');
    expect(html).toContain('24 seats');
  });

  it('show "no data" when no session is ahead', async () => {
    const html = await render('de-DE', 'installer');
    expect(html).toContain('Keine Daten');
  });

  it('keep the installer application slot as the last section', async () => {
    const html = await render('en-US', 'installer');
    expect(html).toMatch(
      /<section id="apply" aria-labelledby="apply-heading">[\s\S]*Apply for training/,
    );
    expect(html.lastIndexOf('<section')).toBe(html.indexOf('<section id="apply"'));
  });

  it('link every table-of-contents entry of a policy to one of its sections', async () => {
    const html = await render('fr-FR', 'privacy');
    const targets = [...html.matchAll(/href="#([^"]+)"/g)].map((m) => m[1]);
    expect(targets.length).toBeGreaterThan(5);
    for (const id of targets) expect(html).toContain(`<section id="${id}"`);
    expect(html).toContain('href="mailto:privacy@voltara.example"');
  });
});
