'use client';

import { useState } from 'react';
import { useConsoleLang } from '@/components/console/ui/console-lang';
import { SelectField } from '@/components/console/ui/fields';
import { ListScreen } from '@/components/console/ui/list-screen';
import { Notice } from '@/components/console/ui/notice';
import { useApiData } from '@/components/console/ui/use-api-data';
import { useUrlFilters } from '@/components/console/ui/use-url-filters';
import { pageCount } from '@/components/console/inbox/query';
import { ConsoleApiError } from '@/lib/console/browser-client';
import { fill } from '@/lib/console/i18n/common';
import { usersTexts } from '@/lib/console/i18n/users';
import { consoleUserRoles, type ConsoleUser, type Page } from '@/lib/validation/console-users';
import { UsersTable } from './users-table';

const SIZE = 50;

/**
 * The users list (admins only: the API answers 403 to an editor, and this page then says so
 * instead of showing an error). Search and role filter, paging, per-row actions.
 */
export function UsersPanel() {
  const lang = useConsoleLang();
  const t = usersTexts[lang].users;
  const filters = useUrlFilters({ q: '', role: '' }, { choices: { role: consoleUserRoles } });
  const [error, setError] = useState<string | null>(null);
  const list = useApiData<Page<ConsoleUser>>('/admin/users', { ...filters.query, size: SIZE });
  const me = useApiData<{ id: string }>('/admin/me');

  if (list.error instanceof ConsoleApiError && list.error.status === 403) {
    return <Notice tone="warning" title={t.adminsOnly} />;
  }
  return (
    <ListScreen
      label={t.filters.legend}
      filters={filters}
      list={list}
      size={SIZE}
      actionError={error}
      search={{ label: t.filters.search, maxLength: 100 }}
      fields={
        <>
          <SelectField
            label={t.filters.role}
            emptyLabel={t.filters.anyRole}
            options={consoleUserRoles.map((r) => ({ value: r, label: t.roles[r] }))}
            {...filters.field('role')}
          />
        </>
      }
    >
      {(page) => (
        <UsersTable
          users={page.items}
          texts={t}
          currentUserId={me.data?.id}
          caption={fill(t.table.caption, {
            total: page.total,
            page: filters.page,
            pages: pageCount(page.total, SIZE),
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
      )}
    </ListScreen>
  );
}
