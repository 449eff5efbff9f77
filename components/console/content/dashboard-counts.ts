import { contentTypeKeys, type ContentTypeKey } from '@/lib/console/content-types';
import { consoleApi } from '@/lib/console/browser-client';

// The dashboard's numbers, each from the API the pages behind it use. A count that cannot be
// read (an API not answering) is null and shown as such; the others still show.

export type DashboardCounts = {
  newContact: number | null;
  newTraining: number | null;
  drafts: Record<ContentTypeKey, number | null>;
  missing: Record<ContentTypeKey, number | null>;
};

type Total = { total: number };
type Translations = { missing: unknown[] };

const settled = <T>(result: PromiseSettledResult<T>, read: (value: T) => number) =>
  result.status === 'fulfilled' ? read(result.value) : null;

export async function loadDashboardCounts(): Promise<DashboardCounts> {
  const total = (path: string, query: Record<string, string>) =>
    consoleApi.get<Total>(path, { ...query, page: 1, size: 1 });
  const [contact, training, drafts, missing] = await Promise.all([
    Promise.allSettled([total('/admin/submissions/contact', { status: 'new' })]),
    Promise.allSettled([total('/admin/submissions/training', { status: 'new' })]),
    Promise.allSettled(
      contentTypeKeys.map((key) => total(`/admin/content/${key}`, { state: 'draft' })),
    ),
    Promise.allSettled(
      contentTypeKeys.map((key) =>
        consoleApi.get<Translations>('/admin/translations', { type: key }),
      ),
    ),
  ]);
  const byType = <T>(results: PromiseSettledResult<T>[], read: (value: T) => number) =>
    Object.fromEntries(
      contentTypeKeys.map((key, i) => [key, settled(results[i]!, read)]),
    ) as Record<ContentTypeKey, number | null>;
  return {
    newContact: settled(contact[0]!, (v) => v.total),
    newTraining: settled(training[0]!, (v) => v.total),
    drafts: byType(drafts, (v) => v.total),
    missing: byType(missing, (v) => v.missing.length),
  };
}

/** The sum of the numbers known; null when none is. */
export function sumOf(values: Record<string, number | null>): number | null {
  const known = Object.values(values).filter((v): v is number => v !== null);
  return known.length ? known.reduce((a, b) => a + b, 0) : null;
}
