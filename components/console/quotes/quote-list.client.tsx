'use client';

import { useState } from 'react';
import {
  DataTable,
  FiltersBar,
  LoadState,
  Pagination,
  SelectField,
  TextField,
  buttonClass,
  formatDateTime,
  useApiData,
  useConsoleLang,
  useListQuery,
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
  const { params, page, set } = useListQuery();
  const filter = { status: params.status, country: params.country, q: params.q };
  const [draft, setDraft] = useState(filter);
  const [openId, setOpenId] = useState<number | null>(null);
  const list = useApiData<{ items: QuoteRow[]; total: number }>('/admin/quotes', {
    ...filter,
    page,
    size: PAGE_SIZE,
  });
  const assignment = (row: QuoteRow) =>
    row.status === 'staff'
      ? t.staff
      : `${row.partner ?? ''}${row.acceptedBy ? ` (${fill(t.acceptedBy, { email: row.acceptedBy })})` : ''}`;

  return (
    <div aria-busy={list.isLoading}>
      <FiltersBar label={t.filters} onSubmit={() => set(draft)}>
        <SelectField
          label={t.status}
          value={draft.status ?? ''}
          emptyLabel={t.anyStatus}
          options={quoteStatuses.map((s) => ({ value: s, label: t.states[s] }))}
          onChange={(e) => setDraft({ ...draft, status: e.target.value })}
        />
        <TextField
          label={t.country}
          value={draft.country ?? ''}
          maxLength={2}
          onChange={(e) => setDraft({ ...draft, country: e.target.value.toUpperCase() })}
        />
        <TextField
          label={t.search}
          value={draft.q ?? ''}
          onChange={(e) => setDraft({ ...draft, q: e.target.value })}
        />
      </FiltersBar>
      <p className="mb-4">
        {/* A plain link: the browser downloads the attachment with the session cookie. */}
        <a
          href={apiUrl('/admin/quotes/export.csv', filter)}
          className={buttonClass('secondary')}
          download
        >
          {t.exportCsv}
        </a>
      </p>
      <LoadState
        isLoading={list.isLoading && !list.data}
        error={list.error}
        onRetry={list.reload}
      />
      {list.data && !list.error ? (
        <>
          <DataTable
            caption={t.caption}
            rows={list.data.items}
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
          <Pagination
            page={page}
            size={PAGE_SIZE}
            total={list.data.total}
            onPage={(p) => set({ page: p })}
          />
        </>
      ) : null}
    </div>
  );
}
