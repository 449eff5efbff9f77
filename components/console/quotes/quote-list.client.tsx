'use client';

import { useState } from 'react';
import {
  DataTable,
  ListScreen,
  SelectField,
  TextField,
  buttonClass,
  formatDateTime,
  useApiData,
  useConsoleLang,
  useUrlFilters,
  type ListPage,
} from '@/components/console/ui';
import { apiUrl } from '@/lib/console/browser-client';
import { fill } from '@/lib/console/i18n/common';
import { quoteTexts } from '@/lib/console/i18n/quotes';
import { quoteStatuses } from '@/lib/validation/quote-leads';
import { QuoteDetailPanel, type QuoteRow } from './quote-detail.client';

const PAGE_SIZE = 50;

/** Every quote request (GET /api/admin/quotes), its filters in the address, a CSV export. */
export function QuoteList() {
  const lang = useConsoleLang();
  const t = quoteTexts[lang];
  const filters = useUrlFilters(
    { status: '', country: '', q: '' },
    { choices: { status: quoteStatuses } },
  );
  const [openId, setOpenId] = useState<number | null>(null);
  const list = useApiData<ListPage<QuoteRow>>('/admin/quotes', {
    ...filters.query,
    size: PAGE_SIZE,
  });
  const assignment = (row: QuoteRow) =>
    row.status === 'staff'
      ? t.staff
      : `${row.partner ?? ''}${row.acceptedBy ? ` (${fill(t.acceptedBy, { email: row.acceptedBy })})` : ''}`;

  return (
    <ListScreen
      label={t.filters}
      filters={filters}
      list={list}
      size={PAGE_SIZE}
      exportLink={{ href: apiUrl('/admin/quotes/export.csv', filters.filter), label: t.exportCsv }}
      fields={
        <>
          <SelectField
            label={t.status}
            emptyLabel={t.anyStatus}
            options={quoteStatuses.map((s) => ({ value: s, label: t.states[s] }))}
            {...filters.field('status')}
          />
          <TextField
            label={t.country}
            maxLength={2}
            {...filters.field('country', (value) => value.toUpperCase())}
          />
          <TextField label={t.search} {...filters.field('q')} />
        </>
      }
    >
      {(page) => (
        <>
          <DataTable
            caption={t.caption}
            rows={page.items}
            rowKey={(row) => row.id}
            emptyText={t.empty}
            columns={[
              { key: 'reference', header: t.reference, cell: (row) => row.reference },
              {
                key: 'received',
                header: t.received,
                cell: (row) => formatDateTime(row.createdAt, lang),
              },
              {
                key: 'customer',
                header: t.customer,
                cell: (row) => `${row.name} · ${row.postcode} ${row.country}`,
              },
              { key: 'status', header: t.status, cell: (row) => t.states[row.status] },
              { key: 'assignment', header: t.assignment, cell: assignment },
              {
                key: 'open',
                header: t.open,
                cell: (row) => (
                  <button
                    type="button"
                    className={buttonClass('ghost')}
                    aria-expanded={openId === row.id}
                    onClick={() => setOpenId(openId === row.id ? null : row.id)}
                  >
                    {`${openId === row.id ? t.close : t.open} ${row.reference}`}
                  </button>
                ),
              },
            ]}
          />
          {openId !== null ? (
            <QuoteDetailPanel key={openId} id={openId} onChanged={list.reload} />
          ) : null}
        </>
      )}
    </ListScreen>
  );
}
