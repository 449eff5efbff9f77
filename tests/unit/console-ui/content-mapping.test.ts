import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentTypes } from '@/lib/console/content-types';
import { blogsType, newsType } from '@/lib/console/content-types/articles';
import { fromLocalInput, localDate, toLocalInput } from '@/components/console/ui/datetime';
import {
  formFieldOf,
  formSchema,
  initialValues,
  requestBody,
} from '@/components/console/content/form-values';
import { previewHrefOf, publicPathOf } from '@/components/console/content/public-path';
import {
  editableStateOf,
  missingWebsiteIds,
  shownStateOf,
  type VersionRow,
} from '@/components/console/content/versions';

// The editor's mapping between the API's rows and its form, and where Preview goes.

const tz = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Europe/Berlin';
});
afterAll(() => {
  process.env.TZ = tz;
});

describe('scheduled publish time', () => {
  it('reads a typed local time (Berlin, summer) as the UTC instant', () => {
    expect(fromLocalInput('2026-05-01T09:30')).toBe('2026-05-01T07:30:00.000Z');
    expect(toLocalInput('2026-05-01T07:30:00.000Z')).toBe('2026-05-01T09:30');
  });

  it('treats empty or malformed input as no time', () => {
    expect(fromLocalInput('')).toBeNull();
    expect(fromLocalInput('tomorrow')).toBeNull();
    expect(toLocalInput(null)).toBe('');
  });
});

describe('publication date default', () => {
  it('is the day in the browser’s time zone, not in UTC', () => {
    // 23:30 UTC on 30 April is already 1 May in Berlin.
    expect(localDate(new Date('2026-04-30T23:30:00Z'))).toBe('2026-05-01');
    expect(localDate(new Date('2026-04-30T21:30:00Z'))).toBe('2026-04-30');
  });

  it('is asked of every publication date (news, blog posts, videos), of no other date', () => {
    const defaulted = Object.values(contentTypes).flatMap((type) =>
      type.fields.filter((f) => f.defaultsToToday).map((f) => `${type.key}.${f.name}`),
    );
    expect(defaulted.sort()).toEqual([
      'blogs.publishedOn',
      'news.publishedOn',
      'videos.publishedOn',
    ]);
  });
});

describe('preview paths', () => {
  it('opens a German news item on its /de detail page through /api/preview', () => {
    expect(publicPathOf('news', 7, 4)).toBe('/de/explore/news/7');
    expect(previewHrefOf('news', 7, 4)).toBe('/api/preview?path=%2Fde%2Fexplore%2Fnews%2F7');
  });

  it('uses no prefix for English and /cn for Chinese', () => {
    expect(publicPathOf('blogs', 'battery-care', 3)).toBe('/explore/blog/battery-care');
    expect(publicPathOf('products', 'hybrid-10k', 1)).toBe('/cn/products/hybrid-10k');
  });

  it('sends types without a detail page to the list that shows them', () => {
    expect(publicPathOf('faqs', 3, 7)).toBe('/fr/support-center/faqs');
    expect(publicPathOf('events', 3, 3, { type: 'expo' })).toBe('/explore/expo');
    expect(publicPathOf('events', 3, 3, { type: 'activity' })).toBe('/explore/activity');
    expect(publicPathOf('distributors', 9, 2)).toBe('/au/how-to-buy');
  });
});

describe('form values', () => {
  const row: VersionRow = {
    id: 7,
    websiteId: 4,
    title: 'Neuer Speicher',
    summary: null,
    body: '# Hallo',
    coverUrl: null,
    publishedOn: '2026-03-01T00:00:00.000Z',
    state: false,
    publishAt: '2026-05-01T07:30:00.000Z',
    revision: 3,
  };

  it('fills the form from a stored version', () => {
    const values = initialValues(newsType, { row });
    expect(values).toMatchObject({
      title: 'Neuer Speicher',
      summary: '',
      coverUrl: '',
      publishedOn: '2026-03-01',
      state: 'draft',
      publishAtLocal: '2026-05-01T09:30',
    });
  });

  it('sends the parsed form with the publish time in UTC and the revision read', () => {
    const parsed = formSchema(newsType, 'edit').parse(initialValues(newsType, { row }));
    const body = requestBody(parsed, { revision: 3 });
    expect(body).toMatchObject({
      title: 'Neuer Speicher',
      state: 'draft',
      publishAt: '2026-05-01T07:30:00.000Z',
      revision: 3,
    });
    expect(body).not.toHaveProperty('publishAtLocal');
    expect(body.coverUrl).toBeNull();
  });

  it('lets a new int item leave its id to the server but requires a slug', () => {
    const news = formSchema(newsType, 'create').parse({
      ...initialValues(newsType, { websiteId: 4 }),
      title: 'Hallo',
      publishedOn: '2026-03-01',
    });
    const body = requestBody(news);
    expect(body).not.toHaveProperty('id');
    expect(body.websiteId).toBe(4);
    expect(body.publishAt).toBeNull();

    const blog = formSchema(blogsType, 'create').safeParse({
      ...initialValues(blogsType, { websiteId: 3 }),
      title: 'Hello',
      publishedOn: '2026-03-01',
    });
    expect(blog.success).toBe(false);
    expect(blog.error?.issues.map((i) => i.path.join('.'))).toContain('id');
  });

  it('refuses a malformed publish time and maps the server key to the form field', () => {
    const result = formSchema(newsType, 'edit').safeParse({
      ...initialValues(newsType, { row }),
      publishAtLocal: 'soon',
    });
    expect(result.success).toBe(false);
    expect(formFieldOf('publishAt')).toBe('publishAtLocal');
    expect(formFieldOf('title')).toBe('title');
  });
});

describe('version states', () => {
  const now = Date.parse('2026-04-01T00:00:00Z');
  const base = { revision: 1, publishAt: null };

  it('shows a published version with a future time as scheduled', () => {
    expect(shownStateOf({ ...base, state: true, publishAt: '2026-05-01T00:00:00Z' }, now)).toBe(
      'scheduled',
    );
    expect(shownStateOf({ ...base, state: true }, now)).toBe('published');
    expect(shownStateOf({ ...base, state: false, publishAt: '2026-05-01T00:00:00Z' }, now)).toBe(
      'draft',
    );
  });

  it('edits stored booleans and state words alike', () => {
    expect(editableStateOf(true)).toBe('published');
    expect(editableStateOf('scheduled')).toBe('published');
    expect(editableStateOf(false)).toBe('draft');
  });

  it('lists the languages that have no version', () => {
    expect(missingWebsiteIds({ '3': {}, '4': {} })).toEqual([1, 2, 5, 6, 7]);
  });
});
