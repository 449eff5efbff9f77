import { describe, expect, it } from 'vitest';
import {
  contentTypeKeys,
  contentTypes,
  createBodySchema,
  isSafeLink,
  updateBodySchema,
  versionMetaSchema,
  versionStateOf,
  websites,
} from '@/lib/console/content-types';

const news = (extra: Record<string, unknown> = {}) => ({
  websiteId: 4,
  state: 'draft',
  title: 'Neue Speicher',
  publishedOn: '2025-06-30',
  ...extra,
});

const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.success ? [] : result.error!.issues.map((i) => String(i.path[0]));

describe('the console content types', () => {
  it('describes all ten types, each naming its title among its fields', () => {
    expect(contentTypeKeys).toEqual([
      'news',
      'blogs',
      'events',
      'cases',
      'products',
      'downloads',
      'faqs',
      'videos',
      'trainings',
      'distributors',
    ]);
    for (const key of contentTypeKeys) {
      const type = contentTypes[key];
      expect(type.fields.map((f) => f.name)).toContain(type.titleField);
      expect(Object.keys(type.schema.shape).sort()).toEqual(type.fields.map((f) => f.name).sort());
    }
    expect(contentTypes.blogs.idKind).toBe('slug');
    expect(contentTypes.products.idKind).toBe('slug');
    expect(contentTypes.news.idKind).toBe('int');
  });

  it('takes the seven sites from the language table', () => {
    expect(websites.map((w) => [w.id, w.code])).toEqual([
      [1, 'cn'],
      [2, 'au'],
      [3, 'en'],
      [4, 'de'],
      [5, 'it'],
      [6, 'nl'],
      [7, 'fr'],
    ]);
  });

  it('accepts a news draft and cleans optional fields to null', () => {
    const parsed = createBodySchema(contentTypes.news).parse(news({ coverUrl: '', summary: 'x' }));
    expect(parsed).toMatchObject({ websiteId: 4, state: 'draft', publishAt: null, coverUrl: null });
    expect(parsed.body).toBe('');
  });

  it('refuses an over-long title, a bad date and a websiteId outside 1..7', () => {
    const result = createBodySchema(contentTypes.news).safeParse(
      news({ title: 'x'.repeat(201), publishedOn: '2025-02-30', websiteId: 8 }),
    );
    expect(errorsOf(result).sort()).toEqual(['publishedOn', 'title', 'websiteId']);
  });

  it('refuses script in a field, and keeps other HTML and prose about scripts', () => {
    const schema = createBodySchema(contentTypes.news);
    for (const title of ['<script>alert(1)</script>', '<svg onload=alert(1)>', 'JavaScript:x']) {
      const result = schema.safeParse(news({ title }));
      expect(result.success, title).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Scripts are not allowed here.');
    }
    const body = '<figure><img src="/a.png" alt="Pack"></figure> Java scripts: fine.';
    expect(schema.parse(news({ body })).body).toBe(body);
  });

  it('allows http(s) addresses and site paths only as links', () => {
    expect(isSafeLink('https://cdn.example.com/a.png')).toBe(true);
    expect(isSafeLink('/api/files/abc.png')).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      '//evil.example',
      '/\\evil.example',
      'data:x',
      'ftp://x',
    ]) {
      expect(isSafeLink(bad), bad).toBe(false);
    }
    const result = createBodySchema(contentTypes.news).safeParse(
      news({ coverUrl: 'javascript:alert(1)' }),
    );
    expect(errorsOf(result)).toEqual(['coverUrl']);
  });

  it('needs a slug id for the slug types', () => {
    const blog = { websiteId: 3, state: 'draft', title: 'T', publishedOn: '2025-01-01' };
    expect(errorsOf(createBodySchema(contentTypes.blogs).safeParse(blog))).toEqual(['id']);
    for (const id of ['Bad Slug', 'a--b', '-a']) {
      expect(createBodySchema(contentTypes.blogs).safeParse({ ...blog, id }).success, id).toBe(
        false,
      );
    }
    expect(createBodySchema(contentTypes.blogs).safeParse({ ...blog, id: 'a-b-2' }).success).toBe(
      true,
    );
  });

  it('checks an event ends on or after its start', () => {
    const event = {
      revision: 1,
      state: 'published',
      type: 'expo',
      title: 'Intersolar',
      location: 'München',
      startDate: '2025-06-10',
      endDate: '2025-06-09',
    };
    expect(errorsOf(updateBodySchema(contentTypes.events).safeParse(event))).toEqual(['endDate']);
    expect(
      updateBodySchema(contentTypes.events).safeParse({ ...event, endDate: '2025-06-10' }).success,
    ).toBe(true);
  });

  it('checks closed sets: case category, distributor country and type, product specs', () => {
    const cases = contentTypes.cases.schema;
    expect(cases.safeParse({ category: 4, title: 'x' }).success).toBe(false);
    expect(cases.safeParse({ category: '2', title: 'x' }).success).toBe(true);
    const distributor = { company: 'A', contact: 'B', type: 'installer', country: 'DE' };
    expect(contentTypes.distributors.schema.safeParse(distributor).success).toBe(true);
    expect(
      errorsOf(
        contentTypes.distributors.schema.safeParse({ ...distributor, country: 'XX', type: 'shop' }),
      ).sort(),
    ).toEqual(['country', 'type']);
    const product = {
      name: 'P',
      category: 'hybrid',
      specs: [{ title: 'G', rows: [{ label: 'L', value: 'V' }] }],
    };
    expect(contentTypes.products.schema.parse(product).specs).toHaveLength(1);
    expect(
      contentTypes.products.schema.safeParse({ ...product, specs: [{ rows: [] }] }).success,
    ).toBe(false);
  });

  it('wants a state of draft or published and an ISO publish time or null', () => {
    expect(versionMetaSchema.safeParse({ state: 'scheduled' }).success).toBe(false);
    expect(versionMetaSchema.safeParse({ state: 'published', publishAt: 'tomorrow' }).success).toBe(
      false,
    );
    expect(
      versionMetaSchema.parse({ state: 'published', publishAt: '2025-06-30T09:00:00+02:00' }),
    ).toEqual({ state: 'published', publishAt: '2025-06-30T09:00:00+02:00' });
  });
});

describe('versionStateOf', () => {
  const now = new Date('2025-06-30T12:00:00Z');
  it('is draft, published, or scheduled while the publish time is ahead', () => {
    expect(versionStateOf({ state: false, publishAt: null }, now)).toBe('draft');
    expect(versionStateOf({ state: false, publishAt: '2025-07-01T00:00:00Z' }, now)).toBe('draft');
    expect(versionStateOf({ state: true, publishAt: null }, now)).toBe('published');
    expect(versionStateOf({ state: true, publishAt: new Date('2025-06-30T12:00:00Z') }, now)).toBe(
      'published',
    );
    expect(versionStateOf({ state: true, publishAt: '2025-06-30T12:00:01Z' }, now)).toBe(
      'scheduled',
    );
  });
});
