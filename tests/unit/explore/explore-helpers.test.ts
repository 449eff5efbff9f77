import { afterEach, describe, expect, it, vi } from 'vitest';
import { coverOf } from '@/components/explore/cover';
import { newestFirst } from '@/components/explore/sort';
import { statusHref } from '@/components/explore/status-href';
import { articleJsonLd, eventJsonLd } from '@/components/explore/structured-data';

const FALLBACK = '/images/explore/news-cover.svg';

describe('coverOf', () => {
  it('uses a path on this site as the item’s own cover', () => {
    expect(coverOf('/images/content/news-1.svg', FALLBACK)).toEqual({
      src: '/images/content/news-1.svg',
      isOwn: true,
    });
  });

  it('falls back to the section illustration for missing, remote or odd URLs', () => {
    for (const url of [null, undefined, '', 'https://cdn.example/a.jpg', '//cdn.example/a.jpg']) {
      expect(coverOf(url, FALLBACK), String(url)).toEqual({ src: FALLBACK, isOwn: false });
    }
    expect(coverOf('javascript:alert(1)', FALLBACK).isOwn).toBe(false);
    expect(coverOf('/\\evil.example/a.jpg', FALLBACK).isOwn).toBe(false);
  });
});

describe('newestFirst', () => {
  it('orders by publication day, newest first, unreadable days last, ties in order', () => {
    const items = [
      { id: 1, publishedOn: '2026-09-02' },
      { id: 2, publishedOn: 'unknown' },
      { id: 3, publishedOn: '2026-10-14' },
      { id: 4, publishedOn: '2026-09-02' },
    ];
    expect(newestFirst(items).map((i) => i.id)).toEqual([3, 1, 4, 2]);
    expect(items.map((i) => i.id)).toEqual([1, 2, 3, 4]);
  });
});

describe('statusHref', () => {
  it('links upcoming to the bare page and the other tabs to ?status=', () => {
    expect(statusHref('/explore/expo', 'upcoming')).toBe('/explore/expo');
    expect(statusHref('/explore/expo', 'finished')).toEqual({
      pathname: '/explore/expo',
      query: { status: 'finished' },
    });
  });
});

describe('structured data', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('describes a news item as a NewsArticle with absolute image and the locale tag', () => {
    vi.stubEnv('SITE_URL', 'https://voltara.example/');
    const data = articleJsonLd({
      type: 'NewsArticle',
      article: {
        id: 1,
        title: 'Drittes Produktionszentrum',
        summary: '2,5 GWh',
        body: '…',
        coverUrl: null,
        publishedOn: '2026-10-14',
      },
      locale: 'de-DE',
      url: 'https://voltara.example/de/explore/news/1',
      image: FALLBACK,
    });
    expect(data).toMatchObject({
      '@type': 'NewsArticle',
      headline: 'Drittes Produktionszentrum',
      datePublished: '2026-10-14',
      inLanguage: 'de-DE',
      image: ['https://voltara.example/images/explore/news-cover.svg'],
      publisher: { '@type': 'Organization', name: 'Voltara' },
    });
  });

  it('describes an event as a scheduled offline Event at a Place', () => {
    const data = eventJsonLd(
      {
        id: 3,
        type: 'expo',
        title: 'Messe',
        summary: 'Stand B2.410',
        location: 'München, Deutschland',
        startDate: '2026-11-24',
        endDate: '2026-11-26',
        coverUrl: null,
      },
      'de-DE',
    );
    expect(data).toMatchObject({
      '@type': 'Event',
      name: 'Messe',
      startDate: '2026-11-24',
      endDate: '2026-11-26',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place', name: 'München, Deutschland', address: 'München, Deutschland' },
    });
  });
});
