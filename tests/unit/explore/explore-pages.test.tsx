import { createElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderState, resetRenderState } from '@/tests/support/render-mocks';
import { breadcrumbsOf, jsonLdOf, renderServer } from '@/tests/support/render-server';

const mocks = vi.hoisted(() => () => import('@/tests/support/render-mocks'));
vi.mock('next-intl/server', async () => (await mocks()).nextIntlServer);
vi.mock('@/lib/i18n/navigation', async () => (await mocks()).i18nNavigation);
vi.mock('@/lib/i18n/client-navigation', async () => (await mocks()).i18nClientNavigation);
vi.mock('next/image', async () => (await mocks()).nextImage);
vi.mock('@/lib/server/api-client', async () => {
  const { fixtures } = await import('./support/fixtures');
  return fixtures.api;
});

const { fixtures } = await import('./support/fixtures');
const { articleListBody } = await import('@/components/explore/article-list');
const { articlePage } = await import('@/components/explore/article-page');
const { eventsPage } = await import('@/components/explore/events-page');

const params = (values: Record<string, string>) => Promise.resolve(values);

beforeEach(() => {
  resetRenderState();
  renderState.locale = 'de-DE';
  fixtures.reset();
});

describe('news and blog lists', () => {
  it('shows the German items newest first with German dates and links', async () => {
    const html = await renderServer(createElement(articleListBody('news')));
    expect(html).toContain('<h2 id="news-list-heading"');
    const titles = [...html.matchAll(/<h3[^>]*><a href="([^"]+)"[^>]*>([^<]+)</g)];
    expect(titles.map((m) => m[1])).toEqual(['/explore/news/1', '/explore/news/2']);
    expect(html).toContain('<time dateTime="2026-10-14">14. Oktober 2026</time>');
    expect(html).not.toContain('Third production center');
  });

  it('shows the author of a blog post and the translated "no data" for an empty language', async () => {
    expect(await renderServer(createElement(articleListBody('blog')))).toContain(
      'Von Voltara Entwicklungsteam',
    );
    renderState.locale = 'fr-FR';
    expect(await renderServer(createElement(articleListBody('blog')))).toContain(
      fixtures.noData['fr-FR'],
    );
  });
});

describe('article pages', () => {
  const news = articlePage('news', 'id');
  const blog = articlePage('blog', 'keytitle');

  it('renders the rich-text body, breadcrumbs, back link and a NewsArticle', async () => {
    const html = await renderServer(
      await news.Page({ params: params({ locale: 'de-DE', id: '1' }) }),
    );
    expect(html).toContain('<strong>2,5 GWh</strong>');
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('href="/explore/news"');
    const article = jsonLdOf(html).find((d) => d['@type'] === 'NewsArticle');
    expect(article).toMatchObject({
      headline: 'Voltara eröffnet sein drittes Produktionszentrum',
      datePublished: '2026-10-14',
      inLanguage: 'de-DE',
      publisher: { '@type': 'Organization', name: 'Voltara' },
    });
    expect((article?.image as string[])[0]).toMatch(/^https?:\/\/[^/]+\/images\//);
  });

  it('leads Home › News › the article title above its heading', async () => {
    const html = await renderServer(news.Page({ params: params({ locale: 'de-DE', id: '1' }) }));
    const trail = breadcrumbsOf(html);
    const title = 'Voltara eröffnet sein drittes Produktionszentrum';
    expect(trail?.crumbs).toEqual([
      { name: 'Startseite', href: '/' },
      { name: 'Neuigkeiten', href: '/explore/news' },
      { name: title },
    ]);
    expect(trail?.textBefore).toBe('');
    expect(trail?.textToHeading).toBe('');
    expect(html).toContain(
      `<h1 class="text-3xl font-bold tracking-tight text-brand-900 desk:text-4xl">${title}</h1>`,
    );
    expect(trail?.jsonLd).toMatchObject({
      itemListElement: [
        { position: 1, item: 'http://localhost:3000/de' },
        { position: 2, name: 'Neuigkeiten', item: 'http://localhost:3000/de/explore/news' },
        { position: 3, name: title, item: 'http://localhost:3000/de/explore/news/1' },
      ],
    });
  });

  it('gives the events pages the same trail, with the tabs below it', async () => {
    const html = await renderServer(
      eventsPage('activity').Page({
        params: Promise.resolve({ locale: 'de-DE' }),
        searchParams: Promise.resolve({ status: 'finished' }),
      }),
    );
    const trail = breadcrumbsOf(html);
    expect(trail?.crumbs.map((c) => c.href)).toEqual(['/', undefined]);
    expect(trail?.textBefore).toBe('');
    expect(trail?.textToHeading).toBe('');
  });

  it('gives the title, summary and canonical as metadata', async () => {
    const metadata = await news.generateMetadata({ params: params({ locale: 'de-DE', id: '1' }) });
    expect(metadata.title).toBe('Voltara eröffnet sein drittes Produktionszentrum');
    expect(metadata.description).toContain('2,5 GWh');
    expect(String(metadata.alternates?.canonical)).toMatch(/\/de\/explore\/news\/1$/);
  });

  it('is a 404 for an unknown or malformed id, before anything renders', async () => {
    for (const id of ['999', '0', 'abc']) {
      await expect(news.Page({ params: params({ locale: 'de-DE', id }) }), id).rejects.toThrow(
        /NEXT_HTTP_ERROR_FALLBACK;404|NEXT_NOT_FOUND/,
      );
    }
    await expect(
      blog.Page({ params: params({ locale: 'de-DE', keytitle: 'no-such-article' }) }),
    ).rejects.toThrow(/404|NOT_FOUND/);
  });

  it('describes a blog post as a BlogPosting with its author', async () => {
    const html = await renderServer(
      await blog.Page({ params: params({ locale: 'de-DE', keytitle: 'sizing-a-home-battery' }) }),
    );
    expect(jsonLdOf(html).find((d) => d['@type'] === 'BlogPosting')).toMatchObject({
      author: { name: 'Voltara Entwicklungsteam' },
      inLanguage: 'de-DE',
    });
  });
});

describe('event pages', () => {
  const expo = eventsPage('expo');
  const render = (status?: string) =>
    expo
      .Page({
        params: Promise.resolve({ locale: 'de-DE' }),
        searchParams: Promise.resolve({ status }),
      })
      .then(renderServer);

  /** The panel of one tab, as the server renders it. */
  const panel = (html: string, status: string) =>
    new RegExp(`<section aria-labelledby="events-heading-${status}"[^>]*>.*?</section>`, 's').exec(
      html,
    )?.[0] ?? '';

  it('renders every tab for any ?status=, the same HTML, upcoming marked', async () => {
    const html = await render();
    for (const status of ['bogus', 'ongoing', 'finished']) expect(await render(status)).toBe(html);
    expect(html).toMatch(/<a href="\/explore\/expo" aria-current="page"/);
    expect(panel(html, 'upcoming')).toContain('Kommende Messen');
    expect(panel(html, 'upcoming')).toContain('Messe in der Zukunft');
    expect(panel(html, 'upcoming')).not.toContain('data-nojs-only');
    // The other tabs show without JavaScript only; with it, the URL's tab shows.
    expect(panel(html, 'ongoing')).toMatch(/^<section [^>]*data-nojs-only=""/);
    expect(panel(html, 'finished')).toMatch(/^<section [^>]*data-nojs-only=""/);
    expect(html).toMatch(/<p role="status"[^>]*>\d+ Veranstaltung(en)?<\/p>/);
  });

  it('shows the ongoing events under their start day with a German weekday', async () => {
    const html = panel(await render(), 'ongoing');
    expect(html).toContain('<time dateTime="2026-11-23">Montag, 23. November 2026</time>');
    expect(html).toContain('23. November 2026 – 25. November 2026');
    expect(html).toContain('Laufende Messe');
    const events = jsonLdOf(html).filter((d) => d['@type'] === 'Event');
    expect(events).toEqual([
      expect.objectContaining({
        name: 'Laufende Messe',
        startDate: '2026-11-23',
        endDate: '2026-11-25',
        eventStatus: 'https://schema.org/EventScheduled',
        location: { '@type': 'Place', name: 'München', address: 'München' },
      }),
    ]);
  });

  it('shows "no data" on an empty tab', async () => {
    renderState.now = new Date('2030-01-01T10:00:00Z');
    const html = panel(await render(), 'upcoming');
    expect(html).toContain(fixtures.noData['de-DE']);
    expect(jsonLdOf(html).filter((d) => d['@type'] === 'Event')).toEqual([]);
  });
});
