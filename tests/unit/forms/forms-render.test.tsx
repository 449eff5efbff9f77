import { createElement } from 'react';
import { createTranslator } from 'use-intl/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { countryOptions } from '@/lib/countries';
import type { Locale } from '@/lib/i18n/locales';
import { loadMessages } from '@/lib/i18n/messages';
import { renderServer } from '@/tests/support/render-server';

const state = { locale: 'en-US' as Locale, messages: {} as Record<string, unknown> };

vi.mock('next-intl/server', () => ({
  getRequestConfig: (config: unknown) => config,
  getLocale: async () => state.locale,
  getTranslations: async (namespace?: string) =>
    createTranslator({
      locale: state.locale,
      messages: state.messages as never,
      namespace: namespace as never,
    }),
}));
// The footer's newsletter form and the installer page's application load when they are
// reached (loadOnDemand); here their markup is checked directly, the browser tests
// (forms.spec) check that they load.
vi.mock('@/components/forms/newsletter-form-lazy.client', async () => ({
  NewsletterFormLazy: (await import('@/components/forms/newsletter-form.client'))
    .NewsletterFormClient,
}));
vi.mock('@/components/forms/installer-application-form-lazy.client', async () => ({
  InstallerApplicationFormLazy: (
    await import('@/components/forms/installer-application-form.client')
  ).InstallerApplicationFormClient,
}));
// The footer's links (SiteLink) take Next's router.
vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  ...(await import('@/tests/support/render-mocks')).nextNavigationHooks,
}));
vi.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, ...rest }: { href: string }) => createElement('a', { href, ...rest }),
}));
vi.mock('@/lib/server/api-client', () => {
  const session = (id: number, date: string) => ({
    id,
    title: `Session ${id}`,
    date,
    location: 'Rotterdam',
  });
  const sessions = [session(1, '2999-03-01'), session(2, '2000-01-01'), session(3, '2999-01-10')];
  return {
    getList: async () => ({ cn: [], au: [], en: sessions, de: sessions, it: [], nl: [], fr: [] }),
  };
});

const { ContactSection } = await import('@/components/forms/contact-section');
const { NewsletterSection } = await import('@/components/forms/newsletter-section');
const { InstallerApplicationSection, upcomingSessions } =
  await import('@/components/forms/installer-application-section');

async function render(locale: Locale, node: React.ReactNode) {
  state.locale = locale;
  state.messages = await loadMessages(locale);
  return renderServer(node, { locale });
}

const optionsOf = (html: string, label: string) => {
  const select = new RegExp(`<select[^>]*id="([^"]+-${label})"[^>]*>(.*?)</select>`).exec(html);
  return [...(select?.[2] ?? '').matchAll(/<option value="([^"]*)">([^<]*)<\/option>/g)].map(
    (m) => [m[1], m[2]],
  );
};

describe('contact form markup', () => {
  beforeEach(() => vi.clearAllMocks());

  it('labels every field in English, marks them required, and has both status regions', async () => {
    const html = await render('en-US', createElement(ContactSection));
    for (const label of ['Name', 'Country/region', 'Email', 'Telephone', 'Company', 'Message']) {
      expect(html).toMatch(new RegExp(`<label for="[^"]+"[^>]*>${label}<`));
    }
    expect(html.match(/required=""/g)).toHaveLength(6);
    expect(html).toContain('role="status"');
    expect(html).toContain('role="alert"');
    expect(html).toContain('<h2 id="contact-form-heading"');
    // Disabled until hydrated: a native submit would put the fields in the URL.
    expect(html).toMatch(/<button type="submit" disabled=""[^>]*>Submit<\/button>/);
  });

  it('hides the honeypot from people, keyboards and assistive tech', async () => {
    const html = await render('en-US', createElement(ContactSection));
    expect(html).toMatch(
      /<div aria-hidden="true" class="absolute -left-\[10000px\][^"]*"><label[^>]*>Leave this field empty<\/label><input[^>]*tabindex="-1"[^>]*autoComplete="off"[^>]*name="website"/,
    );
  });

  it('leaves the countries to the browser: the document holds the placeholder only', async () => {
    // The browser names them (use-country-options.ts; the browser test checks it).
    const html = await render('de-DE', createElement(ContactSection));
    expect(html).toContain('>Land/Region<');
    expect(optionsOf(html, 'country')).toEqual([['', 'Bitte auswählen']]);
  });

  it('names the countries in German, sorted by their German names', () => {
    const options = countryOptions('de-DE');
    expect(options).toHaveLength(249);
    expect(options).toContainEqual({ code: 'DE', name: 'Deutschland' });
    const names = options.map((o) => o.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('de-DE').compare));
  });
});

describe('newsletter section markup', () => {
  it('is the footer’s #newsletter section with the user types and the consent', async () => {
    const html = await render('en-US', createElement(NewsletterSection));
    expect(html).toMatch(/<section id="newsletter" aria-labelledby="newsletter-heading"/);
    expect(optionsOf(html, 'userType')).toEqual([
      ['', 'Please select'],
      ['epc', 'EPC'],
      ['distributor', 'Distributor'],
      ['installer', 'Installer'],
      ['end_user', 'End User'],
    ]);
    expect(html).toMatch(/type="checkbox"[^>]*name="consent"/);
    expect(html).toContain('<a href="/document/privacy-policy">privacy policy</a>');
    expect(html).toContain('(optional)');
  });
});

describe('installer application section markup', () => {
  it('offers yes / no and, in German, the upcoming sessions only', async () => {
    const html = await render('de-DE', createElement(InstallerApplicationSection));
    expect(html).toContain('Zur Schulung anmelden');
    expect(html).toContain('>Nein, bitte später kontaktieren<');
    expect(html).toMatch(/type="radio"[^>]*value="yes"/);
    expect(html).toMatch(/<input type="radio"[^>]*value="yes"/);
    expect(html).not.toMatch(/<input type="radio"[^>]*disabled=""[^>]*value="yes"/);
  });

  it('names the upcoming sessions, soonest first, in the page’s language', async () => {
    state.locale = 'de-DE';
    state.messages = await loadMessages('de-DE');
    expect(await upcomingSessions('de-DE')).toEqual([
      { value: '3', label: '10. Januar 2999, Rotterdam: Session 3' },
      { value: '1', label: '1. März 2999, Rotterdam: Session 1' },
    ]);
  });

  it('allows only "no, contact me later" when no session is planned', async () => {
    const html = await render('fr-FR', createElement(InstallerApplicationSection));
    expect(html).toMatch(/<input type="radio"[^>]*disabled=""[^>]*value="yes"/);
    expect(html).toContain('Aucune session n’est prévue pour le moment');
  });
});
