import { vi } from 'vitest';
import { emptyBuckets } from '@/lib/api/lists';
import type { Article, ExploreEvent } from '@/components/explore/types';
import deCore from '@/messages/core/de-DE.json';
import frCore from '@/messages/core/fr-FR.json';

// A small content API for the render tests: German news, blog posts and expos.
const news: Article[] = [
  {
    id: 2,
    websiteId: 4,
    state: true,
    title: '10 Jahre Garantie',
    summary: 'Zehn Jahre Garantie.',
    body: 'Text',
    coverUrl: null,
    publishedOn: '2026-09-02',
  },
  {
    id: 1,
    websiteId: 4,
    state: true,
    title: 'Voltara eröffnet sein drittes Produktionszentrum',
    summary: 'Die jährliche Fertigungskapazität erreicht nun 2,5 GWh.',
    body: 'Zusammen fertigen die Standorte **2,5 GWh**.\n\n<script>alert(1)</script>',
    coverUrl: '/images/content/news-1.svg',
    publishedOn: '2026-10-14',
  },
  {
    id: 1,
    websiteId: 3,
    state: true,
    title: 'Third production center',
    summary: '',
    body: '',
    coverUrl: null,
    publishedOn: '2026-10-14',
  },
];

const blogs: Article[] = [
  {
    keytitle: 'sizing-a-home-battery',
    websiteId: 4,
    state: true,
    title: 'Die richtige Größe für den Heimspeicher',
    summary: 'So finden Sie die passende Kapazität.',
    body: 'Text',
    author: 'Voltara Entwicklungsteam',
    coverUrl: null,
    publishedOn: '2026-08-01',
  },
];

const event = (id: number, title: string, startDate: string, endDate: string): ExploreEvent => ({
  id,
  websiteId: 4,
  state: true,
  type: 'expo',
  title,
  summary: 'Stand B2.410',
  location: 'München',
  startDate,
  endDate,
  coverUrl: null,
});

const events: ExploreEvent[] = [
  event(1, 'Messe in der Zukunft', '2026-12-01', '2026-12-03'),
  event(2, 'Laufende Messe', '2026-11-23', '2026-11-25'),
  event(3, 'Vergangene Messe', '2026-10-01', '2026-10-03'),
  { ...event(4, 'Aktivität', '2026-11-23', '2026-11-25'), type: 'activity' },
];

const byId = (items: { websiteId?: unknown }[]) => {
  const buckets = emptyBuckets<unknown>();
  const codes = { 3: 'en', 4: 'de' } as const;
  for (const item of items) buckets[codes[item.websiteId as 3 | 4]].push(item);
  return buckets;
};

const lists: Record<string, unknown[]> = { '/news': news, '/blogs': blogs, '/events': events };

export const fixtures = {
  noData: { 'de-DE': deCore.Common.noData, 'fr-FR': frCore.Common.noData },
  api: {
    getList: vi.fn(async (path: string) => byId((lists[path] ?? []) as never)),
    getItem: vi.fn(async (path: string) => {
      const [, collection, slug, lang] = /^\/(news|blogs)\/([^?]+)\?lang=(\w+)$/.exec(path) ?? [];
      const websiteId = lang === 'de' ? 4 : 3;
      const items = collection === 'news' ? news : blogs;
      return (
        items.find(
          (i) =>
            i.websiteId === websiteId &&
            String(i.id ?? i.keytitle) === decodeURIComponent(slug ?? ''),
        ) ?? null
      );
    }),
  },
  reset() {
    fixtures.api.getList.mockClear();
    fixtures.api.getItem.mockClear();
  },
};
