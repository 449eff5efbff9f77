import { apiUrl } from '@/lib/console/browser-client';
import { isLanguageCode, type LanguageCode } from '@/lib/i18n/locales';
import { submissionStates, type SubmissionKind } from '@/lib/validation/console-submissions';

// The inbox's filters live in the page's query string (?from=&to=&language=&status=&q=&page=),
// so a filtered list can be bookmarked, shared and reached again with Back. What the query
// holds is read leniently: a value the API would refuse is dropped rather than shown as an
// error page.

export const INBOX_PAGE_SIZE = 50;

export type InboxFilter = {
  from?: string;
  to?: string;
  language?: LanguageCode;
  status?: string;
  q?: string;
  page: number;
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

type Params = Pick<URLSearchParams, 'get'>;

export function filterFromSearch(kind: SubmissionKind, params: Params): InboxFilter {
  const text = (name: string) => params.get(name)?.trim() || undefined;
  const day = (name: string) => {
    const value = text(name);
    return value && DAY.test(value) ? value : undefined;
  };
  const language = text('language');
  const status = text('status');
  const page = Number(params.get('page'));
  return {
    from: day('from'),
    to: day('to'),
    language: isLanguageCode(language) ? language : undefined,
    status: (submissionStates[kind] as readonly string[]).includes(status ?? '')
      ? status
      : undefined,
    q: text('q')?.slice(0, 200),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The filter fields of the address, '' for "any" (the list's useUrlFilters defaults). */
export const inboxFields = { from: '', to: '', language: '', status: '', q: '' };

/** A filter as the list holds it ('' or absent for "any") with its page. */
type InboxQuery = Partial<Record<keyof typeof inboxFields, string>> & { page: number };

/** The filter without paging, as query values (empty ones dropped by apiUrl). */
function filterQuery({ from, to, language, status, q }: InboxQuery) {
  return { from, to, language, status, q };
}

/** What the list asks GET /api/admin/submissions/:kind for. */
export function listQuery(filter: InboxQuery) {
  return { ...filterQuery(filter), page: filter.page, size: INBOX_PAGE_SIZE };
}

/** The CSV export with the same filters (every matching row: no page, no size). */
export function exportHref(kind: SubmissionKind, filter: InboxQuery): string {
  return apiUrl(`/admin/submissions/${kind}/export.csv`, filterQuery(filter));
}

/** How many pages `total` rows fill; at least one, so "page 1 of 1" reads right when empty. */
export function pageCount(total: number, size = INBOX_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}
