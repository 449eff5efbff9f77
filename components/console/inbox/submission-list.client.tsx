'use client';

import { useConsoleLang } from '@/components/console/ui/console-lang';
import { ListScreen, type ListPage } from '@/components/console/ui/list-screen';
import { useApiData } from '@/components/console/ui/use-api-data';
import { useUrlFilters } from '@/components/console/ui/use-url-filters';
import { fill } from '@/lib/console/i18n/common';
import { inboxTexts } from '@/lib/console/i18n/inbox';
import type { SubmissionKind } from '@/lib/validation/console-submissions';
import {
  exportHref,
  filterFromSearch,
  inboxFields,
  INBOX_PAGE_SIZE,
  listQuery,
  pageCount,
} from './query';
import { SubmissionFilters } from './submission-filters.client';
import { SubmissionTable, type SubmissionRow } from './submission-table';

/** One kind's inbox: filters from the address, the rows from GET /api/admin/submissions/:kind. */
export function SubmissionList({ kind }: { kind: SubmissionKind }) {
  const texts = inboxTexts[useConsoleLang()].inbox;
  const filters = useUrlFilters(inboxFields, { read: (params) => filterFromSearch(kind, params) });
  const list = useApiData<ListPage<SubmissionRow>>(
    `/admin/submissions/${kind}`,
    listQuery(filters.query),
  );

  return (
    <ListScreen
      label={texts.filters.legend}
      filters={filters}
      list={list}
      size={INBOX_PAGE_SIZE}
      exportLink={{
        href: exportHref(kind, filters.query),
        label: texts.exportCsv,
        hint: texts.exportHint,
      }}
      fields={<SubmissionFilters kind={kind} filters={filters} texts={texts} />}
    >
      {(page) => (
        <SubmissionTable
          kind={kind}
          rows={page.items}
          texts={texts}
          caption={fill(texts.table.caption, {
            kind: texts.kinds[kind],
            total: page.total,
            page: filters.page,
            pages: pageCount(page.total),
          })}
        />
      )}
    </ListScreen>
  );
}
