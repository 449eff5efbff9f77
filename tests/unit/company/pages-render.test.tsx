import { beforeEach, describe, expect, it, vi } from 'vitest';
import { locales, type Locale } from '@/lib/i18n/locales';
import { renderState, resetRenderState } from '@/tests/support/render-mocks';
import { breadcrumbsOf, renderPage, renderServer } from '@/tests/support/render-server';

const mocks = vi.hoisted(() => () => import('@/tests/support/render-mocks'));
vi.mock('next-intl/server', async () => (await mocks()).nextIntlServer);
vi.mock('@/lib/i18n/navigation', async () => (await mocks()).i18nNavigation);
vi.mock('next/image', async () => (await mocks()).nextImage);
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
  renderState.locale = locale;
  const Body = await bodies[name]();
  return renderServer(Body(), { locale });
}

beforeEach(resetRenderState);

describe('company and policy page bodies', () => {
  it.each(locales)('render in %s with every message present', async (locale) => {
    for (const name of Object.keys(bodies) as (keyof typeof bodies)[]) {
      expect((await render(locale, name)).length, name).toBeGreaterThan(500);
    }
    expect(renderState.errors).toEqual([]);
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

describe('the breadcrumb trail of the company and policy pages', () => {
  it('is the one of staticPage, above the heading; the bodies add none', async () => {
    renderState.locale = 'fr-FR';
    const { default: core } = await import('@/messages/core/fr-FR.json');
    const pages = {
      aboutUs: import('@/app/[locale]/(site)/about-us/page'),
      privacyPolicy: import('@/app/[locale]/(site)/document/privacy-policy/page'),
    };
    for (const [key, file] of Object.entries(pages)) {
      const html = await renderPage(file, { locale: 'fr-FR' });
      const trail = breadcrumbsOf(html);
      expect(trail?.crumbs, key).toEqual([
        { name: core.Common.home, href: '/' },
        { name: core.Pages[key as keyof typeof pages].nav },
      ]);
      expect(trail?.textBefore, key).toBe('');
      expect(trail?.textToHeading, key).toBe('');
      expect(html.match(/"@type":"BreadcrumbList"/g), key).toHaveLength(1);
    }
  });
});
