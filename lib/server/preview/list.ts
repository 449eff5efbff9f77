import 'server-only';
import {
  bucketByWebsite,
  emptyBuckets,
  LIST_QUERY,
  type ServerClient,
  type Buckets,
  type Envelope,
  type ListItem,
} from '@/lib/api';

/**
 * List fetch for a preview render. The ordinary bucketing drops rows whose `state` is
 * false, which is exactly what a draft is; in preview the API has already chosen the rows to
 * show (drafts and scheduled ones included), so every row it answers is kept. Failures give
 * empty buckets, as for visitors.
 */
export async function fetchPreviewList<T extends ListItem>(
  client: ServerClient,
  path: string,
): Promise<Buckets<T>> {
  try {
    const body = await client.get<Envelope<unknown>>(path, { params: { ...LIST_QUERY } });
    if (!Array.isArray(body.data)) return emptyBuckets<T>();
    const rows = (body.data as T[]).filter(Boolean);
    // bucketByWebsite keeps a row when its state is truthy; the rows keep their own state.
    const kept = bucketByWebsite(
      rows.map((row) => ({ row, state: true, websiteId: row.websiteId })),
    );
    const buckets = emptyBuckets<T>();
    for (const code of Object.keys(kept) as (keyof Buckets<T>)[]) {
      buckets[code] = kept[code].map((entry) => entry.row);
    }
    return buckets;
  } catch {
    return emptyBuckets<T>();
  }
}
