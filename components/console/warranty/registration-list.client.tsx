'use client';

import { useState } from 'react';
import {
  DataTable,
  FiltersBar,
  LoadState,
  Pagination,
  SelectField,
  StatusBadge,
  TextField,
  buttonClass,
  formatDateTime,
  useApiData,
  useConsoleLang,
  useListQuery,
} from '@/components/console/ui';
import { ConsoleApiError, apiUrl } from '@/lib/console/browser-client';
import type { ConsoleLang } from '@/lib/console/i18n/common';
import { warrantyTexts } from '@/lib/console/i18n/warranty';
import { RegistrationPanel } from './registration-detail.client';
import { SerialHistoryPanel } from './serial-history.client';
import { SerialImport } from './serial-import.client';
import type { RegistrationPage, RegistrationRow } from './types';

const PAGE_SIZE = 50;
const statuses = ['active', 'pending', 'void'] as const;

const toneOf = { active: 'green', pending: 'amber', void: 'red' } as const;

/** The registrations table (no hooks: the render test reads it as it is). */
export function RegistrationTable({
  rows,
  lang,
  openId,
  onToggle,
}: {
  rows: RegistrationRow[];
  lang: ConsoleLang;
  openId: number | null;
  onToggle: (id: number) => void;
}) {
  const t = warrantyTexts[lang];
  return (
    <DataTable
      caption={t.caption}
      rows={rows}
      rowKey={(row) => row.id}
      emptyText={t.empty}
      columns={[
        { key: 'id', header: t.id, cell: (row) => row.id },
        {
          key: 'registered',
          header: t.registered,
          cell: (row) => formatDateTime(row.createdAt, lang),
        },
        { key: 'owner', header: t.owner, cell: (row) => row.ownerEmail ?? t.noOwner },
        {
          key: 'installer',
          header: t.installer,
          cell: (row) =>
            [row.installerName, row.installerCertificate].filter(Boolean).join(' · ') ||
            t.noInstaller,
        },
        { key: 'country', header: t.country, cell: (row) => row.country },
        { key: 'installedOn', header: t.installedOn, cell: (row) => row.installedOn },
        { key: 'validUntil', header: t.validUntil, cell: (row) => row.validUntil },
        {
          key: 'status',
          header: t.status,
          cell: (row) => (
            <StatusBadge
              status={row.status}
              label={t.states[row.status]}
              tone={toneOf[row.status]}
            />
          ),
        },
        {
          key: 'serials',
          header: t.serials,
          className: 'font-mono text-xs',
          cell: (row) => (
            <ul>
              {row.serials.map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ul>
          ),
        },
        {
          key: 'open',
          header: t.open,
          cell: (row) => (
            <button
              type="button"
              className={buttonClass('ghost')}
              aria-expanded={openId === row.id}
              onClick={() => onToggle(row.id)}
            >
              {`${openId === row.id ? t.close : t.open} ${row.id}`}
            </button>
          ),
        },
      ]}
    />
  );
}

/**
 * The warranty desk (issue 15, item 7): registrations searched by serial, owner, installer and
 * country (GET /api/admin/warranty/registrations, the filters in the address), a CSV export of
 * the same filters, one registration opened to void it, a serial's history, the serial import.
 */
export function WarrantyDesk() {
  const lang = useConsoleLang();
  const t = warrantyTexts[lang];
  const { params, page, set } = useListQuery();
  const filter = { status: params.status, country: params.country, q: params.q };
  const [draft, setDraft] = useState(filter);
  const [openId, setOpenId] = useState<number | null>(null);
  const [wanted, setWanted] = useState<{ serial: string; at: number } | null>(null);
  const list = useApiData<RegistrationPage>('/admin/warranty/registrations', {
    ...filter,
    page,
    size: PAGE_SIZE,
  });
  const open = list.data?.items.find((row) => row.id === openId);
  // A filter the API refused (a country code it does not know) said in the console's language.
  const error =
    list.error instanceof ConsoleApiError && list.error.status === 400
      ? new Error(t.badFilters)
      : list.error;

  return (
    <>
      <div aria-busy={list.isLoading}>
        <FiltersBar label={t.filters} onSubmit={() => set(draft)}>
          <SelectField
            label={t.status}
            value={draft.status ?? ''}
            emptyLabel={t.anyStatus}
            options={statuses.map((s) => ({ value: s, label: t.states[s] }))}
            onChange={(e) => setDraft({ ...draft, status: e.target.value })}
          />
          <TextField
            label={t.country}
            value={draft.country ?? ''}
            maxLength={2}
            autoComplete="off"
            onChange={(e) => setDraft({ ...draft, country: e.target.value.toUpperCase() })}
          />
          <TextField
            label={t.search}
            value={draft.q ?? ''}
            maxLength={200}
            onChange={(e) => setDraft({ ...draft, q: e.target.value })}
          />
        </FiltersBar>
        <p className="mb-4">
          {/* A plain link: the browser downloads the attachment with the session cookie. */}
          <a
            href={apiUrl('/admin/warranty/registrations/export', filter)}
            className={buttonClass('secondary')}
            download
          >
            {t.exportCsv}
          </a>
        </p>
        <LoadState isLoading={list.isLoading && !list.data} error={error} onRetry={list.reload} />
        {list.data && !list.error ? (
          <>
            <RegistrationTable
              rows={list.data.items}
              lang={lang}
              openId={openId}
              onToggle={(id) => setOpenId(openId === id ? null : id)}
            />
            {open ? (
              <RegistrationPanel
                key={open.id}
                row={open}
                onHistory={(serial) => setWanted({ serial, at: Date.now() })}
                onChanged={list.reload}
              />
            ) : null}
            <Pagination
              page={page}
              size={PAGE_SIZE}
              total={list.data.total}
              onPage={(p) => set({ page: p })}
            />
          </>
        ) : null}
      </div>
      <SerialHistoryPanel key={wanted?.at ?? 0} initial={wanted?.serial} />
      <SerialImport />
    </>
  );
}
