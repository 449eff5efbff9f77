// The Open API reference pages rendered to HTML with the real messages of every locale: the
// guide and the operations' list, and each operation's page, readable without JavaScript
// (everything on the server), headings in order, every table headed, and within their weight.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { languageByTag, locales } from '@/lib/i18n/locales';
import { operations } from '@/lib/open-api/operations';
import { renderState, resetRenderState } from '@/tests/support/render-mocks';
import { breadcrumbsOf, renderPage, textOf } from '@/tests/support/render-server';

const mocks = vi.hoisted(() => () => import('@/tests/support/render-mocks'));
vi.mock('next-intl/server', async () => (await mocks()).nextIntlServer);
vi.mock('@/lib/i18n/navigation', async () => (await mocks()).i18nNavigation);
vi.mock('@/lib/i18n/client-navigation', async () => (await mocks()).i18nClientNavigation);

const referencePage = () => import('@/app/[locale]/(site)/platform/open-api/reference/page');
const operationPage = () =>
  import('@/app/[locale]/(site)/platform/open-api/reference/[operation]/page');

/** The levels of the headings in document order. */
const headingLevels = (html: string) => [...html.matchAll(/<h([1-6])\b/g)].map((m) => Number(m[1]));

function expectAccessibleStructure(html: string, where: string) {
  const levels = headingLevels(html);
  expect(levels[0], where).toBe(1);
  for (let i = 1; i < levels.length; i++) {
    expect(
      levels[i]! - levels[i - 1]!,
      `${where}: h${levels[i - 1]} then h${levels[i]}`,
    ).toBeLessThanOrEqual(1);
  }
  const tables = html.match(/<table\b[\s\S]*?<\/table>/g) ?? [];
  expect(tables.length, where).toBeGreaterThan(0);
  for (const table of tables) {
    expect(table, where).toMatch(/<caption>[^<]+/);
    expect(table, where).toMatch(/<th scope="col"/);
  }
  // Every scrolling box is named and reachable by keyboard.
  for (const box of html.match(/<div role="region"[^>]*>/g) ?? []) {
    expect(box, where).toMatch(/tabindex="0"/i);
    expect(box, where).toMatch(/aria-label(ledby)?="[^"]+"/);
  }
  // No script but the breadcrumbs' JSON-LD.
  expect(html, where).not.toMatch(/<script(?! type="application\/ld\+json")/);
  expect(html, where).not.toMatch(/\bOpenApi\.[a-z]/);
}

beforeEach(() => resetRenderState());

describe('the Open API reference', () => {
  it.each(locales)('renders the guide and the operations in %s', async (locale) => {
    renderState.locale = locale;
    const html = await renderPage(referencePage(), { locale });
    expectAccessibleStructure(html, locale);
    for (const op of operations) {
      expect(html).toContain(`href="/platform/open-api/reference/${op.id}"`);
    }
    // requirements: Open API platform — what the usage guide covers, in this order.
    const sections = [...html.matchAll(/<section id="([a-z-]+)"/g)].map((m) => m[1]);
    expect(sections).toEqual(
      'operations guide auth errors limits pagination units signs time example'.split(' '),
    );
    const { code } = languageByTag(locale);
    expect(html).toContain(`href="/api/open/v1/openapi.json?lang=${code}"`);
    // Code is not translated: the example's three programs are the same in every language.
    expect(textOf(html)).toContain('session = requests.Session()');
    expect(renderState.errors).toEqual([]);
  });

  it.each(locales)("renders each operation's page in %s", async (locale) => {
    renderState.locale = locale;
    for (const op of operations) {
      const html = await renderPage(operationPage(), { locale, operation: op.id });
      const where = `${locale} ${op.id}`;
      expectAccessibleStructure(html, where);
      expect(html, where).toContain(`<code>${op.scope}</code>`);
      expect(html, where).toMatch(/<section id="try-it" aria-labelledby="try-it-heading"/);
      expect(
        breadcrumbsOf(html)?.crumbs.map((c) => c.href),
        where,
      ).toEqual(['/', '/platform/open-api', '/platform/open-api/reference', undefined]);
      if ('body' in op) expect(html, where).toContain('id="body"');
    }
    expect(renderState.errors).toEqual([]);
  });

  it("keeps the page bodies well within their documents' budgets", async () => {
    // The document adds the site's header and footer and the RSC payload, about the markup
    // again: the guide's page stays within the 80 KB of every page (docs/requirements.md,
    // Performance), an operation's within 100 KB.
    for (const locale of locales) {
      renderState.locale = locale;
      const guide = Buffer.byteLength(await renderPage(referencePage(), { locale }));
      expect(guide, locale).toBeLessThan(26_000);
      for (const op of operations) {
        const html = await renderPage(operationPage(), { locale, operation: op.id });
        expect(Buffer.byteLength(html), `${locale} ${op.id}`).toBeLessThan(32_000);
      }
    }
  });

  it('answers an unknown operation with a 404', async () => {
    await expect(
      renderPage(operationPage(), { locale: 'en-US', operation: 'deleteSystem' }),
    ).rejects.toThrow(/NEXT_HTTP_ERROR_FALLBACK;404|NEXT_NOT_FOUND/);
  });
});
