import 'server-only';
import { refreshScheduleAfterWrite } from '@/lib/server/console/schedule';
import { expireTag } from '@/lib/server/data/expire';

/**
 * After a committed console write: the collection's cached public reads expire at once (the
 * next visitor's request reads afresh; the sitemap reads the same tags), and the schedule
 * epochs and the watcher's next wake-up follow the new publish times.
 */
export async function afterContentWrite(tag: string): Promise<void> {
  await expireTag(tag);
  await refreshScheduleAfterWrite();
}
