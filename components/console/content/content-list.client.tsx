'use client';

import {
  contentTypes,
  versionStates,
  websites,
  type ContentTypeKey,
} from '@/lib/console/content-types';
import { fill } from '@/lib/console/i18n/common';
import { contentTexts } from '@/lib/console/i18n/content';
import { Link } from '@/lib/i18n/client-navigation';
import {
  DataTable,
  formatDateTime,
  ListScreen,
  SelectField,
  StatusBadge,
  linkClass,
  useApiData,
  useBilingual,
  useCommonTexts,
  useConsoleLang,
  useUrlFilters,
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
  const filters = useUrlFilters(
    { q: '', websiteId: '', state: '' },
    { choices: { websiteId: websites.map((w) => String(w.id)), state: versionStates } },
  );
  const list = useApiData<ListAnswer>(`/admin/content/${typeKey}`, {
    ...filters.query,
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
    <ListScreen
      label={fill(t.filterLabel, { type: typeLabel })}
      filters={filters}
      list={list}
      size={PAGE_SIZE}
      search={{ label: t.searchLabel, maxLength: 200 }}
      fields={
        <>
          <SelectField
            label={t.languageLabel}
            emptyLabel={t.allLanguages}
            options={websites.map((w) => ({ value: w.id, label: w.label }))}
            {...filters.field('websiteId')}
          />
          <SelectField
            label={t.stateLabel}
            emptyLabel={t.allStates}
            options={versionStates.map((s) => ({ value: s, label: common.states[s] }))}
            {...filters.field('state')}
          />
        </>
      }
    >
      {(page) => (
        <DataTable
          caption={fill(t.tableCaption, { type: typeLabel })}
          columns={columns}
          rows={page.items}
          rowKey={(row) => `${row.id}:${row.websiteId}`}
          emptyText={common.noEntries}
        />
      )}
    </ListScreen>
  );
}
