import 'server-only';
import { versionStateOf, type ContentTypeKey } from '@/lib/console/content-types';
import { contentTables } from './tables';
import type { Row } from './types';

/**
 * A row as the console gets it: `id` always names the item (blogs keep theirs in keytitle),
 * `state` speaks the form's words ('draft' | 'published') and `versionState` adds 'scheduled'
 * for a published row whose publish time is still ahead.
 */
export function present(type: ContentTypeKey, row: Row, now: Date = new Date()) {
  return {
    ...row,
    id: row[contentTables[type].idKey],
    state: row.state ? ('published' as const) : ('draft' as const),
    versionState: versionStateOf(row, now),
  };
}

export type PresentedRow = ReturnType<typeof present>;
