import { websites, type VersionState } from '@/lib/console/content-types';

// The shapes the content API answers (/tmp/console-api.md), and small readings of them.

export type ListItem = {
  id: number | string;
  websiteId: number;
  title: string;
  state: VersionState;
  publishAt: string | null;
  revision: number;
  updatedAt: string;
};

export type ListAnswer = { items: ListItem[]; total: number };

/** One language version as stored: its fields plus state, publishAt, revision. */
export type VersionRow = Record<string, unknown> & {
  state: boolean | string;
  publishAt: string | null;
  revision: number;
};

export type ItemAnswer = { id: number | string; versions: Record<string, VersionRow> };

/** The state as the form edits it: a stored boolean or a state word. */
export function editableStateOf(state: VersionRow['state']): 'draft' | 'published' {
  return state === true || state === 'published' || state === 'scheduled' ? 'published' : 'draft';
}

/** The state as shown: scheduled when published with a time still ahead. */
export function shownStateOf(row: VersionRow, now = Date.now()): VersionState {
  if (editableStateOf(row.state) === 'draft') return 'draft';
  return row.publishAt && new Date(row.publishAt).getTime() > now ? 'scheduled' : 'published';
}

/** The language's name for a websiteId ('Deutsch'), or the number when unknown. */
export function websiteLabel(websiteId: number): string {
  return websites.find((w) => w.id === websiteId)?.label ?? String(websiteId);
}

/** Languages (websiteIds, in table order) with no version yet. */
export function missingWebsiteIds(versions: Record<string, unknown>): number[] {
  return websites.map((w) => w.id).filter((id) => !(String(id) in versions));
}
