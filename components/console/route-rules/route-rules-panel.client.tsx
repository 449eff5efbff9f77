'use client';

import { useState } from 'react';
import { pageCount } from '@/components/console/inbox/query';
import { ConfirmDialog } from '@/components/console/ui/confirm-dialog';
import { useCommonTexts, useConsoleLang } from '@/components/console/ui/console-lang';
import { SelectField, TextField } from '@/components/console/ui/fields';
import { FiltersBar } from '@/components/console/ui/filters-bar';
import { LoadState } from '@/components/console/ui/load-state';
import { Notice } from '@/components/console/ui/notice';
import { Pagination } from '@/components/console/ui/pagination';
import { buttonClass } from '@/components/console/ui/styles';
import { useToast } from '@/components/console/ui/toast';
import { useApiData } from '@/components/console/ui/use-api-data';
import { useFilterDraft } from '@/components/console/ui/use-filter-draft';
import { ConsoleApiError, consoleApi, errorMessage } from '@/lib/console/browser-client';
import { fill } from '@/lib/console/i18n/common';
import { routeRulesTexts } from '@/lib/console/i18n/route-rules';
import { readablePath } from '@/lib/route-rules/paths';
import { ruleSorts, type ConsoleRule, type RuleSort } from '@/lib/validation/route-rules';
import { variantOptions } from './labels';
import { RuleForm } from './rule-form.client';
import { RuleImport } from './rule-import.client';
import { RuleTest } from './rule-test.client';
import { RulesTable } from './rules-table';

const SIZE = 50;

type Filter = { q: string; variant: string; sort: RuleSort; page: number };
const empty: Filter = { q: '', variant: '', sort: 'source', page: 1 };

/**
 * The redirects page: the rules (searched, filtered, sorted; hits and last hit per rule), a
 * form to create or edit one, delete with a confirmation, "test a path", CSV import and export.
 */
export function RouteRulesPanel() {
  const lang = useConsoleLang();
  const t = routeRulesTexts[lang];
  const common = useCommonTexts();
  const toast = useToast();
  const { filter, draft, setDraft, apply } = useFilterDraft<Filter>(empty);
  const [editing, setEditing] = useState<ConsoleRule | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ConsoleRule | null>(null);
  const [isBusy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const list = useApiData<{ items: ConsoleRule[]; total: number }>('/admin/route-rules', {
    ...filter,
    size: SIZE,
  });

  const conflict = () => {
    setEditing(null);
    setDeleting(null);
    setError(t.conflict);
    list.reload();
  };
  const remove = async (rule: ConsoleRule) => {
    setBusy(true);
    try {
      await consoleApi.del(`/admin/route-rules/${rule.id}`, { revision: rule.revision });
      toast.show(fill(t.deleted, { source: readablePath(rule.source) }));
      setError(null);
      setDeleting(null);
      list.reload();
    } catch (failure) {
      if (failure instanceof ConsoleApiError && [404, 409].includes(failure.status)) conflict();
      else setError(fill(t.failed, { detail: errorMessage(failure) }));
      setDeleting(null);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div aria-busy={list.isLoading}>
      <RuleTest />
      {editing ? (
        <RuleForm
          key={editing === 'new' ? 'new' : `${editing.id}:${editing.revision}`}
          rule={editing === 'new' ? undefined : editing}
          onSaved={(saved) => {
            toast.show(
              fill(editing === 'new' ? t.created : t.saved, { source: readablePath(saved.source) }),
            );
            setEditing(null);
            setError(null);
            list.reload();
          }}
          onConflict={conflict}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <p className="mb-4">
          <button
            type="button"
            className={buttonClass('primary')}
            onClick={() => setEditing('new')}
          >
            {t.newRule}
          </button>
        </p>
      )}
      <FiltersBar
        label={t.filters.legend}
        onSubmit={() => apply({ ...draft, page: 1 })}
        onReset={() => apply(empty)}
      >
        <TextField
          type="search"
          name="q"
          label={t.filters.search}
          value={draft.q}
          maxLength={200}
          className="min-w-64"
          onChange={(e) => setDraft({ ...draft, q: e.target.value })}
        />
        <SelectField
          name="variant"
          label={t.filters.language}
          emptyLabel={t.variants.all}
          options={variantOptions(t).filter((o) => o.value !== 'all')}
          value={draft.variant}
          onChange={(e) => setDraft({ ...draft, variant: e.target.value })}
        />
        <SelectField
          name="sort"
          label={t.filters.sort}
          options={ruleSorts.map((s) => ({ value: s, label: t.sorts[s] }))}
          value={draft.sort}
          onChange={(e) => setDraft({ ...draft, sort: e.target.value as RuleSort })}
        />
      </FiltersBar>
      {error ? <Notice tone="error">{error}</Notice> : null}
      <LoadState
        isLoading={list.isLoading && !list.data}
        error={list.error}
        onRetry={list.reload}
      />
      {list.data && !list.error ? (
        <>
          <RulesTable
            rules={list.data.items}
            caption={fill(t.table.caption, {
              total: list.data.total,
              page: filter.page,
              pages: pageCount(list.data.total, SIZE),
            })}
            onEdit={(rule) => setEditing(rule)}
            onDelete={(rule) => setDeleting(rule)}
          />
          <Pagination
            page={filter.page}
            size={SIZE}
            total={list.data.total}
            onPage={(page) => apply({ ...filter, page })}
          />
        </>
      ) : null}
      <div className="mt-6">
        <RuleImport onImported={list.reload} />
      </div>
      <ConfirmDialog
        open={deleting !== null}
        title={fill(t.deleteTitle, { source: deleting ? readablePath(deleting.source) : '' })}
        message={<p>{t.deleteBody}</p>}
        confirmLabel={common.delete}
        isBusy={isBusy}
        onConfirm={() => deleting && void remove(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
