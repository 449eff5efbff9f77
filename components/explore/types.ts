import type { EventType } from '@/lib/events/types';

// What the Explore pages read from the content API (lib/server/db/schema/articles.ts and
// events.ts). Lists leave out `body`; every list item carries websiteId and state
// (requirements: Client behaviours — list bucketing).
type Published = { websiteId?: unknown; state?: unknown };

/** A news item (id) or a blog post (keytitle) as a list shows it. */
export type ArticleSummary = Published & {
  id?: number;
  keytitle?: string;
  title: string;
  summary: string;
  author?: string | null;
  coverUrl: string | null;
  publishedOn: string;
};

/** The same item from the detail call, with its markdown body. */
export type Article = ArticleSummary & { body: string; updatedAt?: string };

export type ExploreEvent = Published & {
  id: number;
  type: EventType;
  title: string;
  summary: string;
  location: string;
  startDate: string;
  endDate: string;
  coverUrl: string | null;
};
