'use client';

import { useState } from 'react';
import {
  DataTable,
  ListScreen,
  SelectField,
  StatusBadge,
  TextField,
  buttonClass,
  formatDateTime,
  useApiData,
  useConsoleLang,
  useUrlFilters,
  type ListPage,
} from '@/components/console/ui';
import type { ConsoleLang } from '@/lib/console/i18n/common';
import { openApiTexts } from '@/lib/console/i18n/open-api';
import { ApplicationPanel } from './application-panel.client';
import { GrantForm } from './grant-form.client';
import type { ApplicationRow } from './types';

const PAGE_SIZE = 50;
const statuses = ['pending', 'approved', 'rejected'] as const;

/** The applications table (no hooks: the render test reads it as it is). */
export function ApplicationTable({
  rows,
  lang,
  openId,
  onToggle,
}: {
  rows: ApplicationRow[];
  lang: ConsoleLang;
  openId: number | null;
  onToggle: (id: number) => void;
}) {
  const t = openApiTexts[lang];
  const a = t.applications;
  return (
    <DataTable
      caption={a.caption}
      rows={rows}
      rowKey={(row) => row.id}
      emptyText={a.empty}
      columns={[
        { key: 'reference', header: a.reference, cell: (row) => row.reference },
        { key: 'received', header: a.received, cell: (row) => formatDateTime(row.createdAt, lang) },
        { key: 'account', header: a.account, cell: (row) => row.email },
        { key: 'company', header: a.company, cell: (row) => row.company },
        { key: 'systems', header: a.systems, cell: (row) => row.systemsCount },
        {
          key: 'scopes',
          header: a.scopes,
          cell: (row) => row.scopes.map((s) => t.scopes[s]).join(' · '),
        },
        { key: 'source', header: a.source, cell: (row) => a.sources[row.source] },
        {
          key: 'status',
          header: a.status,
          cell: (row) => <StatusBadge status={row.status} label={a.states[row.status]} />,
        },
        {
          key: 'open',
          header: a.open,
          cell: (row) => (
            <button
              type="button"
              className={buttonClass('ghost')}
              aria-expanded={openId === row.id}
              onClick={() => onToggle(row.id)}
            >
              {`${openId === row.id ? a.close : a.open} ${row.reference}`}
            </button>
          ),
        },
      ]}
    />
  );
}

/**
 * The review queue for live access to the Open API (GET /api/admin/api-applications, the filters
 * in the address): waiting applications first, one opened to approve or reject it, and the
 * direct grant to an account by its e-mail.
 */
export function ApplicationDesk() {
  const lang = useConsoleLang();
  const a = openApiTexts[lang].applications;
  const filters = useUrlFilters({ status: '', q: '' }, { choices: { status: statuses } });
  const [openId, setOpenId] = useState<number | null>(null);
  const list = useApiData<ListPage<ApplicationRow>>('/admin/api-applications', {
    ...filters.query,
    size: PAGE_SIZE,
  });

  return (
    <>
      <ListScreen
        label={a.filters}
        filters={filters}
        list={list}
        size={PAGE_SIZE}
        fields={
          <>
            <SelectField
              label={a.status}
              emptyLabel={a.anyStatus}
              options={statuses.map((s) => ({ value: s, label: a.states[s] }))}
              {...filters.field('status')}
            />
            <TextField label={a.search} maxLength={200} {...filters.field('q')} />
          </>
        }
      >
        {(page) => {
          const open = page.items.find((row) => row.id === openId);
          return (
            <>
              <ApplicationTable
                rows={page.items}
                lang={lang}
                openId={openId}
                onToggle={(id) => setOpenId(openId === id ? null : id)}
              />
              {open ? <ApplicationPanel key={open.id} row={open} onChanged={list.reload} /> : null}
            </>
          );
        }}
      </ListScreen>
      <GrantForm onGranted={list.reload} />
    </>
  );
}
