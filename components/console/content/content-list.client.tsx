'use client';

import { useState } from 'react';
import { contentTypes, websites, type ContentTypeKey } from '@/lib/console/content-types';
import { fill } from '@/lib/console/i18n/common';
import { contentTexts } from '@/lib/console/i18n/content';
import { Link } from '@/lib/i18n/client-navigation';
import {
  DataTable,
  FiltersBar,
  formatDateTime,
  LoadState,
  Pagination,
  SelectField,
  StatusBadge,
  TextField,
  linkClass,
  useApiData,
  useBilingual,
  useCommonTexts,
  useConsoleLang,
  useListQuery,
  type Column,
} from '@/components/console/ui';
import { websiteLabel, type ListAnswer, type ListItem } from './versions';

const PAGE_SIZE = 50;

/**
 * One content type's language versions: search, language and state filters (kept in the URL),
 * pages of 50; each row opens that version's editor.
 */
export function ContentList({ typeKey }: { typeKey: ContentTypeKey }) {
  const lang = useConsoleLang();
  const t = contentTexts[lang].content;
  const common = useCommonTexts();
  const pick = useBilingual();
  const typeLabel = pick(contentTypes[typeKey].label);
  const { params, page, set } = useListQuery();
  const [draft, setDraft] = useState({
    q: params.q ?? '',
    websiteId: params.websiteId ?? '',
    state: params.state ?? '',
  });
  const list = useApiData<ListAnswer>(`/admin/content/${typeKey}`, {
    q: params.q,
    websiteId: params.websiteId,
    state: params.state,
    page,
    size: PAGE_SIZE,
  });

  const editHref = (row: ListItem) => ({
    pathname: `/admin/content/${typeKey}/${encodeURIComponent(String(row.id))}`,
    query: { websiteId: String(row.websiteId) },
  });
  const columns: Column<ListItem>[] = [
    { key: 'id', header: t.columns.id, cell: (row) => row.id, className: 'whitespace-nowrap' },
    {
      key: 'title',
      header: t.columns.title,
      cell: (row) => (
        <Link href={editHref(row)} className={linkClass}>
          {row.title || `#${row.id}`}
        </Link>
      ),
    },
    { key: 'language', header: t.columns.language, cell: (row) => websiteLabel(row.websiteId) },
    {
      key: 'state',
      header: t.columns.state,
      cell: (row) => <StatusBadge status={row.state} label={common.states[row.state]} />,
    },
    {
      key: 'publishAt',
      header: t.columns.scheduled,
      cell: (row) => formatDateTime(row.publishAt, lang),
      className: 'whitespace-nowrap',
    },
    {
      key: 'updatedAt',
      header: t.columns.updated,
      cell: (row) => formatDateTime(row.updatedAt, lang),
      className: 'whitespace-nowrap',
    },
  ];

  return (
    <>
      <FiltersBar
        label={fill(t.filterLabel, { type: typeLabel })}
        onSubmit={() => set(draft)}
        onReset={() => {
          setDraft({ q: '', websiteId: '', state: '' });
          set({ q: null, websiteId: null, state: null });
        }}
      >
        <TextField
          type="search"
          label={t.searchLabel}
          value={draft.q}
          onChange={(e) => setDraft({ ...draft, q: e.target.value })}
        />
        <SelectField
          label={t.languageLabel}
          value={draft.websiteId}
          emptyLabel={t.allLanguages}
          options={websites.map((w) => ({ value: w.id, label: w.label }))}
          onChange={(e) => setDraft({ ...draft, websiteId: e.target.value })}
        />
        <SelectField
          label={t.stateLabel}
          value={draft.state}
          emptyLabel={t.allStates}
          options={(['draft', 'published', 'scheduled'] as const).map((s) => ({
            value: s,
            label: common.states[s],
          }))}
          onChange={(e) => setDraft({ ...draft, state: e.target.value })}
        />
      </FiltersBar>
      <LoadState
        isLoading={list.isLoading && !list.data}
        error={list.error}
        onRetry={list.reload}
      />
      {list.data ? (
        <>
          <DataTable
            caption={fill(t.tableCaption, { type: typeLabel })}
            columns={columns}
            rows={list.data.items}
            rowKey={(row) => `${row.id}:${row.websiteId}`}
            emptyText={common.noEntries}
          />
          <Pagination
            page={page}
            size={PAGE_SIZE}
            total={list.data.total}
            onPage={(next) => set({ page: next })}
          />
        </>
      ) : null}
    </>
  );
}
