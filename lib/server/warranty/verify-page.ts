import 'server-only';
import { unstable_cache } from 'next/cache';
import { CACHE_SECONDS } from '@/lib/server/data/cached';
import { getDb } from '@/lib/server/db/client';
import { verifyTag } from './ownership';
import { verifyView } from './read';

/**
 * The public check's data, kept in Next's data cache under the registration's own tag: a
 * confirmation, transfer or void expires it (and the page built from it) at once.
 */
export function cachedVerifyView(code: string) {
  return unstable_cache(
    async () => (await verifyView(await getDb(), code)) ?? null,
    ['warranty-verify', code],
    {
      tags: [verifyTag(code)],
      revalidate: CACHE_SECONDS,
    },
  )();
}
