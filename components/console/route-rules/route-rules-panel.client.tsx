'use client';

import { useState } from 'react';
import { pageCount } from '@/components/console/inbox/query';
import { ConfirmDialog } from '@/components/console/ui/confirm-dialog';
import { useCommonTexts, useConsoleLang } from '@/components/console/ui/console-lang';
import { SelectField } from '@/components/console/ui/fields';
import { ListScreen, type ListPage } from '@/components/console/ui/list-screen';
import { buttonClass } from '@/components/console/ui/styles';
import { useToast } from '@/components/console/ui/toast';
import { useApiData } from '@/components/console/ui/use-api-data';
import { useUrlFilters } from '@/components/console/ui/use-url-filters';
import { ConsoleApiError, consoleApi, errorMessage } from '@/lib/console/browser-client';
import { fill } from '@/lib/console/i18n/common';
import { routeRulesTexts } from '@/lib/console/i18n/route-rules';
import { readablePath } from '@/lib/route-rules/paths';
import { ruleSorts, type ConsoleRule } from '@/lib/validation/route-rules';
import { variantOptions } from './labels';
import { RuleForm } from './rule-form.client';
import { RuleImport } from './rule-import.client';
import { RuleTest } from './rule-test.client';
import { RulesTable } from './rules-table';

const SIZE = 50;

/**
 * The redirects page: the rules (searched, filtered, sorted; hits and last hit per rule), a
 * form to create or edit one, delete with a confirmation, "test a path", CSV import and export.
 */
export function RouteRulesPanel() {
  const lang = useConsoleLang();
  const t = routeRulesTexts[lang];
  const common = useCommonTexts();
  const toast = useToast();
  const variants = variantOptions(t).filter((o) => o.value !== 'all');
  const filters = useUrlFilters(
    { q: '', variant: '', sort: 'source' },
    { choices: { variant: variants.map((o) => String(o.value)), sort: ruleSorts } },
  );
  const [editing, setEditing] = useState<ConsoleRule | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ConsoleRule | null>(null);
  const [isBusy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const list = useApiData<ListPage<ConsoleRule>>('/admin/route-rules', {
    ...filters.query,
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
    <div>
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
      <ListScreen
        label={t.filters.legend}
        filters={filters}
        list={list}
        size={SIZE}
        actionError={error}
        search={{ label: t.filters.search, maxLength: 200 }}
        fields={
          <>
            <SelectField
              label={t.filters.language}
              emptyLabel={t.variants.all}
              options={variants}
              {...filters.field('variant')}
            />
            <SelectField
              label={t.filters.sort}
              options={ruleSorts.map((s) => ({ value: s, label: t.sorts[s] }))}
              {...filters.field('sort')}
            />
          </>
        }
      >
        {(page) => (
          <RulesTable
            rules={page.items}
            caption={fill(t.table.caption, {
              total: page.total,
              page: filters.page,
              pages: pageCount(page.total, SIZE),
            })}
            onEdit={(rule) => setEditing(rule)}
            onDelete={(rule) => setDeleting(rule)}
          />
        )}
      </ListScreen>
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
