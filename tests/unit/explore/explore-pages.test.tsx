import { createElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { state } from './support/next-intl-server';
import { renderServer } from './support/render-server';

vi.mock('next-intl/server', () => import('./support/next-intl-server'));
vi.mock('next/image', () => ({
  default: ({ src, alt, width, height }: Record<string, unknown>) =>
    createElement('img', { src, alt, width, height }),
}));
vi.mock('@/lib/i18n/navigation', () => ({
  Link: (props: Record<string, unknown>) => {
    const { href, children, ...rest } = props;
    delete rest.scroll;
    const target = href as string | { pathname: string; query: Record<string, string> };
    const url =
      typeof target === 'string'
        ? target
        : `${target.pathname}?${new URLSearchParams(target.query)}`;
    return createElement('a', { href: url, ...rest }, children as never);
  },
}));
vi.mock('@/lib/server/api-client', async () => {
  const { fixtures } = await import('./support/fixtures');
  return fixtures.api;
});

const { fixtures } = await import('./support/fixtures');
const { articleListBody } = await import('@/components/explore/article-list');
const { articlePage } = await import('@/components/explore/article-page');
const { eventsPage } = await import('@/components/explore/events-page');

const params = (values: Record<string, string>) => Promise.resolve(values);
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1]!),
  );

beforeEach(() => {
  state.locale = 'de-DE';
  state.now = new Date('2026-11-24T10:00:00Z');
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
    state.locale = 'fr-FR';
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
    const article = jsonLd(html).find((d) => d['@type'] === 'NewsArticle');
    expect(article).toMatchObject({
      headline: 'Voltara eröffnet sein drittes Produktionszentrum',
      datePublished: '2026-10-14',
      inLanguage: 'de-DE',
      publisher: { '@type': 'Organization', name: 'Voltara' },
    });
    expect(article.image[0]).toMatch(/^https?:\/\/[^/]+\/images\//);
    expect(jsonLd(html).some((d) => d['@type'] === 'BreadcrumbList')).toBe(true);
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
    expect(jsonLd(html).find((d) => d['@type'] === 'BlogPosting')).toMatchObject({
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

  it('opens the upcoming tab by default and for unknown values', async () => {
    for (const status of [undefined, 'bogus']) {
      const html = await render(status);
      expect(html, String(status)).toMatch(/<a href="\/explore\/expo" aria-current="page"/);
      expect(html).toContain('Kommende Messen');
      expect(html).toContain('Messe in der Zukunft');
      expect(html).not.toContain('Laufende Messe');
    }
  });

  it('shows the ongoing events under their start day with a German weekday', async () => {
    const html = await render('ongoing');
    expect(html).toMatch(/<a href="\/explore\/expo\?status=ongoing" aria-current="page"/);
    expect(html).toContain('<time dateTime="2026-11-23">Montag, 23. November 2026</time>');
    expect(html).toContain('23. November 2026 – 25. November 2026');
    expect(html).toContain('Laufende Messe');
    const events = jsonLd(html).filter((d) => d['@type'] === 'Event');
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
    state.now = new Date('2030-01-01T10:00:00Z');
    const html = await render('upcoming');
    expect(html).toContain(fixtures.noData['de-DE']);
    expect(jsonLd(html).filter((d) => d['@type'] === 'Event')).toEqual([]);
  });
});
