'use client';

import {
  contentTypeKeys,
  contentTypes,
  websites,
  type ContentTypeKey,
  type VersionState,
} from '@/lib/console/content-types';
import { fill } from '@/lib/console/i18n/common';
import { contentTexts } from '@/lib/console/i18n/content';
import { Link } from '@/lib/i18n/client-navigation';
import {
  DataTable,
  LoadState,
  SelectField,
  StatusBadge,
  linkClass,
  useApiData,
  useCommonTexts,
  useConsoleLang,
  useUrlFilters,
  type Column,
} from '@/components/console/ui';

export type TranslationRow = {
  id: number | string;
  title: string;
  languages: Record<string, VersionState | null>;
};
type Answer = { items: TranslationRow[]; missing: { id: number | string; websiteIds: number[] }[] };

/** Rows lacking at least one of the seven languages. */
export function onlyMissing(rows: TranslationRow[]): TranslationRow[] {
  return rows.filter((row) => websites.some((w) => !row.languages[String(w.id)]));
}

/** Per content type: each item × the seven languages (published, draft, scheduled or missing). */
export function TranslationsGrid() {
  const lang = useConsoleLang();
  const t = contentTexts[lang].translations;
  const common = useCommonTexts();
  const filters = useUrlFilters(
    { type: 'news', missing: '' },
    { choices: { type: contentTypeKeys, missing: ['1'] } },
  );
  const typeKey = filters.filter.type as ContentTypeKey;
  const isMissingOnly = filters.filter.missing === '1';
  const data = useApiData<Answer>('/admin/translations', { type: typeKey });
  const typeLabel = contentTypes[typeKey].label[lang];
  const rows = data.data ? (isMissingOnly ? onlyMissing(data.data.items) : data.data.items) : [];

  const columns: Column<TranslationRow>[] = [
    {
      key: 'item',
      header: t.item,
      cell: (row) => (
        <Link
          href={`/admin/content/${typeKey}/${encodeURIComponent(String(row.id))}`}
          className={linkClass}
        >
          {row.title || `#${row.id}`}
        </Link>
      ),
    },
    ...websites.map((w): Column<TranslationRow> => ({
      key: String(w.id),
      header: <span lang={w.tag}>{w.label}</span>,
      cell: (row) => {
        const state = row.languages[String(w.id)] ?? 'missing';
        return <StatusBadge status={state} label={common.states[state]} />;
      },
    })),
  ];

  return (
    <>
      <div className="mb-4 flex flex-wrap items-end gap-4 rounded-lg border border-slate-300 bg-slate-50 p-3">
        <SelectField
          label={t.typeLabel}
          value={typeKey}
          options={contentTypeKeys.map((key) => ({
            value: key,
            label: contentTypes[key].label[lang],
          }))}
          onChange={(e) => filters.set({ type: e.target.value })}
        />
        <label className="flex min-h-10 items-center gap-2 text-sm font-semibold text-slate-900">
          <input
            type="checkbox"
            className="size-4"
            checked={isMissingOnly}
            onChange={(e) => filters.set({ missing: e.target.checked ? '1' : '' })}
          />
          {t.onlyMissing}
        </label>
      </div>
      <LoadState
        isLoading={data.isLoading && !data.data}
        error={data.error}
        onRetry={data.reload}
      />
      {data.data ? (
        <>
          <p className="mb-3 text-sm text-slate-800">
            {fill(t.missingCount, { count: data.data.missing.length })}
          </p>
          <DataTable
            caption={fill(t.caption, { type: typeLabel })}
            columns={columns}
            rows={rows}
            rowKey={(row) => String(row.id)}
            emptyText={common.noEntries}
          />
        </>
      ) : null}
    </>
  );
}
