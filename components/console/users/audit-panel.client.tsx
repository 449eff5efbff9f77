'use client';

import { useConsoleLang } from '@/components/console/ui/console-lang';
import { TextField } from '@/components/console/ui/fields';
import { ListScreen } from '@/components/console/ui/list-screen';
import { Notice } from '@/components/console/ui/notice';
import { useApiData } from '@/components/console/ui/use-api-data';
import { useUrlFilters } from '@/components/console/ui/use-url-filters';
import { pageCount } from '@/components/console/inbox/query';
import { ConsoleApiError } from '@/lib/console/browser-client';
import { fill } from '@/lib/console/i18n/common';
import { usersTexts } from '@/lib/console/i18n/users';
import type { AuditItem, Page } from '@/lib/validation/console-users';
import { AuditTable } from './audit-table';

const SIZE = 50;

/** The audit log (admins only: an editor is told so), newest first, filtered and paged. */
export function AuditPanel() {
  const lang = useConsoleLang();
  const t = usersTexts[lang].audit;
  const filters = useUrlFilters({ entity: '', actor: '', action: '' });
  const list = useApiData<Page<AuditItem>>('/admin/audit', { ...filters.query, size: SIZE });

  if (list.error instanceof ConsoleApiError && list.error.status === 403) {
    return <Notice tone="warning" title={t.adminsOnly} />;
  }
  const text = (name: 'entity' | 'actor' | 'action', max: number) => (
    <TextField label={t.filters[name]} maxLength={max} {...filters.field(name)} />
  );
  return (
    <ListScreen
      label={t.filters.legend}
      filters={filters}
      list={list}
      size={SIZE}
      fields={
        <>
          {text('entity', 50)}
          {text('actor', 254)}
          {text('action', 80)}
        </>
      }
    >
      {(page) => (
        <AuditTable
          items={page.items}
          texts={t}
          caption={fill(t.table.caption, {
            total: page.total,
            page: filters.page,
            pages: pageCount(page.total, SIZE),
          })}
        />
      )}
    </ListScreen>
  );
}
