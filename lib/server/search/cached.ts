import 'server-only';
import { unstable_cache } from 'next/cache';
import { CACHE_SECONDS } from '@/lib/server/data/cached';
import { scheduleEpoch } from '@/lib/server/console/schedule';
import { getDb } from '@/lib/server/db/client';
import { search, type SearchInput } from './search';
import { searchedTags } from './tags';

// Answers are kept in Next's data cache like every public read, tagged with every searchable
// collection: a console write expires its tag (lib/server/console/content/after-write.ts) and
// the next query reads the index afresh, on every instance (the cache handler shares tags
// through Redis); a scheduled item's time moves its collection's epoch, part of the key.
const inner = unstable_cache(
  async (_epochs: string, input: SearchInput) => search(await getDb(), input),
  ['search'],
  { tags: searchedTags, revalidate: CACHE_SECONDS },
);

export const cachedSearch = (input: SearchInput) =>
  inner(searchedTags.map(scheduleEpoch).join('.'), input);
