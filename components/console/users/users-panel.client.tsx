'use client';

import { useState } from 'react';
import { useConsoleLang } from '@/components/console/ui/console-lang';
import { SelectField, TextField } from '@/components/console/ui/fields';
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
import { consoleUserRoles, type ConsoleUser, type Page } from '@/lib/validation/console-users';
import { UsersTable } from './users-table';

const SIZE = 50;

type Filter = { q: string; role: string; page: number };
const empty: Filter = { q: '', role: '', page: 1 };

/**
 * The users list (admins only: the API answers 403 to an editor, and this page then says so
 * instead of showing an error). Search and role filter, paging, per-row actions.
 */
export function UsersPanel() {
  const lang = useConsoleLang();
  const t = usersTexts[lang].users;
  const { filter, draft, setDraft, apply } = useFilterDraft<Filter>(empty);
  const [error, setError] = useState<string | null>(null);
  const list = useApiData<Page<ConsoleUser>>('/admin/users', {
    ...filter,
    size: SIZE,
  });
  const me = useApiData<{ id: string }>('/admin/me');

  if (list.error instanceof ConsoleApiError && list.error.status === 403) {
    return <Notice tone="warning" title={t.adminsOnly} />;
  }
  return (
    <div aria-busy={list.isLoading}>
      <FiltersBar
        label={t.filters.legend}
        onSubmit={() => apply({ ...draft, page: 1 })}
        onReset={() => apply(empty)}
      >
        <TextField
          type="search"
          name="q"
          label={t.filters.search}
          value={draft.q}
          maxLength={100}
          onChange={(e) => setDraft({ ...draft, q: e.target.value })}
          className="min-w-64"
        />
        <SelectField
          name="role"
          label={t.filters.role}
          emptyLabel={t.filters.anyRole}
          options={consoleUserRoles.map((r) => ({ value: r, label: t.roles[r] }))}
          value={draft.role}
          onChange={(e) => setDraft({ ...draft, role: e.target.value })}
        />
      </FiltersBar>
      {error ? <Notice tone="error">{error}</Notice> : null}
      <LoadState
        isLoading={list.isLoading && !list.data}
        error={list.error}
        onRetry={list.reload}
      />
      {list.data && !list.error ? (
        <>
          <UsersTable
            users={list.data.items}
            texts={t}
            currentUserId={me.data?.id}
            caption={fill(t.table.caption, {
              total: list.data.total,
              page: filter.page,
              pages: pageCount(list.data.total, SIZE),
            })}
            onChanged={() => {
              setError(null);
              list.reload();
            }}
            onError={(message) => {
              setError(message);
              list.reload();
            }}
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
