'use client';

import { useConsoleLang } from '@/components/console/ui/console-lang';
import { TextField } from '@/components/console/ui/fields';
import { FiltersBar } from '@/components/console/ui/filters-bar';
import { LoadState } from '@/components/console/ui/load-state';
import { Notice } from '@/components/console/ui/notice';
import { Pagination } from '@/components/console/ui/pagination';
import { useApiData } from '@/components/console/ui/use-api-data';
import { useFilterDraft } from '@/components/console/ui/use-filter-draft';
import { pageCount } from '@/components/console/inbox/query';
import { ConsoleApiError } from '@/lib/console/browser-client';
import { fill } from '@/lib/console/i18n/common';
import { usersTexts } from '@/lib/console/i18n/users';
import type { AuditItem, Page } from '@/lib/validation/console-users';
import { AuditTable } from './audit-table';

const SIZE = 50;

type Filter = { entity: string; actor: string; action: string; page: number };
const empty: Filter = { entity: '', actor: '', action: '', page: 1 };

/** The audit log (admins only: an editor is told so), newest first, filtered and paged. */
export function AuditPanel() {
  const lang = useConsoleLang();
  const t = usersTexts[lang].audit;
  const { filter, draft, setDraft, apply } = useFilterDraft<Filter>(empty);
  const list = useApiData<Page<AuditItem>>('/admin/audit', {
    ...filter,
    size: SIZE,
  });

  if (list.error instanceof ConsoleApiError && list.error.status === 403) {
    return <Notice tone="warning" title={t.adminsOnly} />;
  }
  const text = (name: 'entity' | 'actor' | 'action', max: number) => (
    <TextField
      name={name}
      label={t.filters[name]}
      value={draft[name]}
      maxLength={max}
      onChange={(e) => setDraft({ ...draft, [name]: e.target.value })}
    />
  );
  return (
    <div aria-busy={list.isLoading}>
      <FiltersBar
        label={t.filters.legend}
        onSubmit={() => apply({ ...draft, page: 1 })}
        onReset={() => apply(empty)}
      >
        {text('entity', 50)}
        {text('actor', 254)}
        {text('action', 80)}
      </FiltersBar>
      <LoadState
        isLoading={list.isLoading && !list.data}
        error={list.error}
        onRetry={list.reload}
      />
      {list.data && !list.error ? (
        <>
          <AuditTable
            items={list.data.items}
            texts={t}
            caption={fill(t.table.caption, {
              total: list.data.total,
              page: filter.page,
              pages: pageCount(list.data.total, SIZE),
            })}
          />
          <Pagination
            page={filter.page}
            size={SIZE}
            total={list.data.total}
            onPage={(page) => apply({ ...filter, page })}
          />
        </>
      ) : null}
    </div>
  );
}
