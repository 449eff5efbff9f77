import { describe, expect, it } from 'vitest';
import { createServerClient, createFetchAdapter } from '@/lib/api';
import { fetchPreviewList } from '@/lib/server/preview/list';

const clientAnswering = (body: unknown, status = 200) =>
  createServerClient({
    baseURL: 'http://in-process.invalid/api',
    logger: { error: () => undefined },
    retry: 0,
    adapter: createFetchAdapter(async () => Response.json(body, { status })),
  });

describe('fetchPreviewList', () => {
  it('keeps drafts (state false) in their language bucket, unchanged', async () => {
    const rows = [
      { id: 1, websiteId: 4, state: true },
      { id: 2, websiteId: 4, state: false },
      { id: 3, websiteId: 1, state: false },
      { id: 4, websiteId: 99, state: false },
    ];
    const buckets = await fetchPreviewList(clientAnswering({ code: 200, data: rows }), '/news');
    expect(buckets.de).toEqual([rows[0], rows[1]]);
    expect(buckets.cn).toEqual([rows[2]]);
    // An unknown websiteId goes to English, as for visitors.
    expect(buckets.en).toEqual([rows[3]]);
    expect(buckets.fr).toEqual([]);
  });

  it('answers empty buckets on a failure or a body without a list', async () => {
    for (const client of [
      clientAnswering({ code: 500, message: 'x' }, 500),
      clientAnswering({ code: 200, data: { not: 'a list' } }),
    ]) {
      const buckets = await fetchPreviewList(client, '/news');
      expect(Object.values(buckets).flat()).toEqual([]);
    }
  });
});
