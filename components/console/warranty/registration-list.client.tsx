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
 * The warranty desk (requirements: Warranty): registrations searched by serial, owner,
 * installer and country (GET /api/admin/warranty/registrations, the filters in the address), a
 * CSV export of the same filters, one registration opened to void it, a serial's history, the
 * serial import.
 */
export function WarrantyDesk() {
  const lang = useConsoleLang();
  const t = warrantyTexts[lang];
  const filters = useUrlFilters(
    { status: '', country: '', q: '' },
    { choices: { status: statuses } },
  );
  const [openId, setOpenId] = useState<number | null>(null);
  const [wanted, setWanted] = useState<{ serial: string; at: number } | null>(null);
  const list = useApiData<RegistrationPage>('/admin/warranty/registrations', {
    ...filters.query,
    size: PAGE_SIZE,
  });
  // A filter the API refused (a country code it does not know) said in the console's language.
  const error =
    list.error instanceof ConsoleApiError && list.error.status === 400
      ? new Error(t.badFilters)
      : list.error;

  return (
    <>
      <ListScreen
        label={t.filters}
        filters={filters}
        list={list}
        error={error}
        size={PAGE_SIZE}
        exportLink={{
          href: apiUrl('/admin/warranty/registrations/export', filters.filter),
          label: t.exportCsv,
        }}
        fields={
          <>
            <SelectField
              label={t.status}
              emptyLabel={t.anyStatus}
              options={statuses.map((s) => ({ value: s, label: t.states[s] }))}
              {...filters.field('status')}
            />
            <TextField
              label={t.country}
              maxLength={2}
              autoComplete="off"
              {...filters.field('country', (value) => value.toUpperCase())}
            />
            <TextField label={t.search} maxLength={200} {...filters.field('q')} />
          </>
        }
      >
        {(page) => {
          const open = page.items.find((row) => row.id === openId);
          return (
            <>
              <RegistrationTable
                rows={page.items}
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
            </>
          );
        }}
      </ListScreen>
      <SerialHistoryPanel key={wanted?.at ?? 0} initial={wanted?.serial} />
      <SerialImport />
    </>
  );
}
