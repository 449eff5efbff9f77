'use client';

import { useMemo } from 'react';
import { useConsoleLang } from '@/components/console/ui/console-lang';
import { LoadState } from '@/components/console/ui/load-state';
import { Pagination } from '@/components/console/ui/pagination';
import { buttonClass } from '@/components/console/ui/styles';
import { useApiData } from '@/components/console/ui/use-api-data';
import { useListQuery } from '@/components/console/ui/use-list-query';
import { fill } from '@/lib/console/i18n/common';
import { inboxTexts } from '@/lib/console/i18n/inbox';
import type { SubmissionKind } from '@/lib/validation/console-submissions';
import {
  exportHref,
  filterFromSearch,
  INBOX_PAGE_SIZE,
  listQuery,
  pageCount,
  searchOf,
  type InboxFilter,
} from './query';
import { SubmissionFilters } from './submission-filters.client';
import { SubmissionTable, type SubmissionRow } from './submission-table';

type ListAnswer = { items: SubmissionRow[]; total: number };

/** One kind's inbox: filters from the address, the rows from GET /api/admin/submissions/:kind. */
export function SubmissionList({ kind }: { kind: SubmissionKind }) {
  const texts = inboxTexts[useConsoleLang()].inbox;
  const { params, set } = useListQuery();
  const filter = useMemo(() => filterFromSearch(kind, new URLSearchParams(params)), [kind, params]);
  const list = useApiData<ListAnswer>(`/admin/submissions/${kind}`, listQuery(filter));
  // Every filter key is named, so an emptied field leaves the address.
  const go = ({ from, to, language, status, q, page }: InboxFilter) =>
    set({ from, to, language, status, q, page: page > 1 ? page : undefined });

  return (
    <div aria-busy={list.isLoading}>
      <SubmissionFilters
        key={searchOf(filter)}
        kind={kind}
        filter={filter}
        texts={texts}
        onApply={go}
      />
      <div className="mb-4 flex flex-wrap items-center gap-3">
        {/* A plain link: the browser downloads the attachment with the session cookie. */}
        <a href={exportHref(kind, filter)} className={buttonClass('secondary')} download>
          {texts.exportCsv}
        </a>
        <p className="text-sm text-slate-700">{texts.exportHint}</p>
      </div>
      <LoadState
        isLoading={list.isLoading && !list.data}
        error={list.error}
        onRetry={list.reload}
      />
      {list.data && !list.error ? (
        <>
          <SubmissionTable
            kind={kind}
            rows={list.data.items}
            texts={texts}
            caption={fill(texts.table.caption, {
              kind: texts.kinds[kind],
              total: list.data.total,
              page: filter.page,
              pages: pageCount(list.data.total),
            })}
          />
          <Pagination
            page={filter.page}
            size={INBOX_PAGE_SIZE}
            total={list.data.total}
            onPage={(page) => go({ ...filter, page })}
          />
        </>
      ) : null}
    </div>
  );
}
