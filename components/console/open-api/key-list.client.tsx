'use client';

import { useState } from 'react';
import {
  ConfirmDialog,
  DataTable,
  ListScreen,
  SelectField,
  StatusBadge,
  buttonClass,
  formatDateTime,
  useApiData,
  useConsoleLang,
  useToast,
  useUrlFilters,
  type ListPage,
} from '@/components/console/ui';
import { consoleApi } from '@/lib/console/browser-client';
import { fill, type ConsoleLang } from '@/lib/console/i18n/common';
import { openApiTexts } from '@/lib/console/i18n/open-api';
import { refusalText, type StaffKeyRow } from './types';

const PAGE_SIZE = 50;
const environments = ['sandbox', 'live'] as const;
const toneOf = { active: 'green', revoked: 'red', expired: 'slate' } as const;

/** A key's state; revoked wins over expired. */
export const keyStateOf = (row: StaffKeyRow, now = new Date()) =>
  row.revokedAt ? 'revoked' : new Date(row.expiresAt) <= now ? 'expired' : 'active';

type Action = { kind: 'revoke' | 'control'; row: StaffKeyRow };

/** The keys table (no hooks: the render test reads it as it is). */
export function KeyTable({
  rows,
  lang,
  onAction,
}: {
  rows: StaffKeyRow[];
  lang: ConsoleLang;
  onAction: (action: Action) => void;
}) {
  const t = openApiTexts[lang];
  const k = t.keys;
  return (
    <DataTable
      caption={k.caption}
      rows={rows}
      rowKey={(row) => row.id}
      emptyText={k.empty}
      columns={[
        { key: 'account', header: k.account, cell: (row) => row.email },
        { key: 'name', header: k.name, cell: (row) => row.name },
        {
          key: 'hint',
          header: k.hint,
          className: 'font-mono text-xs whitespace-nowrap',
          cell: (row) => row.hint,
        },
        {
          key: 'environment',
          header: k.environment,
          cell: (row) => k.environments[row.environment],
        },
        {
          key: 'scopes',
          header: k.scopes,
          cell: (row) => row.scopes.map((s) => t.scopes[s]).join(' · '),
        },
        {
          key: 'state',
          header: k.state,
          cell: (row) => {
            const state = keyStateOf(row);
            const by = row.revokedBy ? (row.revokedBy === row.userId ? k.byOwner : k.byStaff) : '';
            return (
              <>
                <StatusBadge status={state} label={k.states[state]} tone={toneOf[state]} />
                {by ? <span className="ml-1 text-xs text-slate-700">{by}</span> : null}
              </>
            );
          },
        },
        { key: 'created', header: k.created, cell: (row) => formatDateTime(row.createdAt, lang) },
        { key: 'expires', header: k.expires, cell: (row) => formatDateTime(row.expiresAt, lang) },
        {
          key: 'lastUsed',
          header: k.lastUsed,
          cell: (row) => (row.lastUsedAt ? formatDateTime(row.lastUsedAt, lang) : k.never),
        },
        {
          key: 'actions',
          header: k.actions,
          cell: (row) =>
            keyStateOf(row) === 'active' ? (
              <div className="flex flex-wrap gap-2">
                {row.environment === 'live' ? (
                  <button
                    type="button"
                    className={buttonClass('secondary')}
                    onClick={() => onAction({ kind: 'control', row })}
                  >
                    {fill(row.scopes.includes('control') ? k.withdrawControl : k.grantControl, {
                      hint: row.hint,
                    })}
                  </button>
                ) : null}
                <button
                  type="button"
                  className={buttonClass('danger')}
                  onClick={() => onAction({ kind: 'revoke', row })}
                >
                  {fill(k.revoke, { hint: row.hint })}
                </button>
              </div>
            ) : null,
        },
      ]}
    />
  );
}

/**
 * The console's key screen (GET /api/admin/api-keys, the filters in the address): any account's
 * keys by its e-mail, hints only; revoke one (after a confirmation) and give a live key `control`
 * or take it away, each audited on the server.
 */
export function KeyDesk() {
  const lang = useConsoleLang();
  const t = openApiTexts[lang];
  const k = t.keys;
  const toast = useToast();
  const filters = useUrlFilters(
    { q: '', environment: '' },
    { choices: { environment: environments } },
  );
  const list = useApiData<ListPage<StaffKeyRow>>('/admin/api-keys', {
    ...filters.query,
    size: PAGE_SIZE,
  });
  const [revoking, setRevoking] = useState<StaffKeyRow | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);

  const run = async (path: string, body: unknown, done: string) => {
    setBusy(true);
    setError(null);
    try {
      await consoleApi.post(path, body);
      toast.show(done);
    } catch (e) {
      setError(refusalText(e, t));
    } finally {
      setBusy(false);
      setRevoking(null);
      list.reload();
    }
  };

  const act = ({ kind, row }: Action) => {
    if (kind === 'revoke') return setRevoking(row);
    const control = !row.scopes.includes('control');
    void run(
      `/admin/api-keys/${row.id}/control`,
      { control },
      fill(control ? k.controlGranted : k.controlWithdrawn, { hint: row.hint }),
    );
  };

  return (
    <>
      <ListScreen
        label={k.filters}
        filters={filters}
        list={list}
        size={PAGE_SIZE}
        actionError={error}
        search={{ label: k.search, maxLength: 254 }}
        fields={
          <SelectField
            label={k.environment}
            emptyLabel={k.anyEnvironment}
            options={environments.map((e) => ({ value: e, label: k.environments[e] }))}
            {...filters.field('environment')}
          />
        }
      >
        {(page) => <KeyTable rows={page.items} lang={lang} onAction={act} />}
      </ListScreen>
      <ConfirmDialog
        open={revoking !== null}
        title={fill(k.revokeConfirmTitle, { hint: revoking?.hint ?? '' })}
        message={k.revokeConfirm}
        confirmLabel={fill(k.revoke, { hint: revoking?.hint ?? '' })}
        tone="danger"
        isBusy={isBusy}
        onConfirm={() =>
          revoking &&
          void run(
            `/admin/api-keys/${revoking.id}/revoke`,
            {},
            fill(k.revoked, { hint: revoking.hint }),
          )
        }
        onCancel={() => setRevoking(null)}
      />
    </>
  );
}
