import { useCommonTexts, useConsoleLang } from '@/components/console/ui/console-lang';
import { DataTable, type Column } from '@/components/console/ui/data-table';
import { formatDateTime } from '@/components/console/ui/datetime';
import { StatusBadge } from '@/components/console/ui/status-badge';
import { buttonClass } from '@/components/console/ui/styles';
import { fill } from '@/lib/console/i18n/common';
import { routeRulesTexts } from '@/lib/console/i18n/route-rules';
import { readablePath } from '@/lib/route-rules/paths';
import type { ConsoleRule } from '@/lib/validation/route-rules';
import { leavesSite, variantLabel } from './labels';

type Props = {
  rules: ConsoleRule[];
  caption: string;
  onEdit: (rule: ConsoleRule) => void;
  onDelete: (rule: ConsoleRule) => void;
};

/** The rules with what they do, how often they were used, and Edit / Delete per row. */
export function RulesTable({ rules, caption, onEdit, onDelete }: Props) {
  const lang = useConsoleLang();
  const t = routeRulesTexts[lang];
  const common = useCommonTexts();
  const columns: Column<ConsoleRule>[] = [
    {
      key: 'source',
      header: t.table.source,
      cell: (r) => <code className="break-all">{readablePath(r.source)}</code>,
    },
    {
      key: 'target',
      header: t.table.target,
      cell: (r) => (
        <span className="flex flex-wrap items-center gap-2">
          <code className="break-all">{readablePath(r.target)}</code>
          {leavesSite(r.target) ? (
            <StatusBadge status="external" tone="amber" label={t.table.leavesSite} />
          ) : null}
        </span>
      ),
    },
    { key: 'status', header: t.table.status, cell: (r) => r.status },
    { key: 'language', header: t.table.language, cell: (r) => variantLabel(r.variant, t) },
    {
      key: 'query',
      header: t.table.query,
      cell: (r) => (r.keepQuery ? t.table.kept : t.table.dropped),
    },
    { key: 'hits', header: t.table.hits, cell: (r) => r.hits.toLocaleString(lang) },
    {
      key: 'lastHit',
      header: t.table.lastHit,
      className: 'whitespace-nowrap',
      cell: (r) =>
        r.lastHitAt ? (
          <time dateTime={r.lastHitAt}>{formatDateTime(r.lastHitAt, lang)}</time>
        ) : (
          t.table.never
        ),
    },
    {
      key: 'actions',
      header: t.table.actions,
      cell: (r) => {
        const source = readablePath(r.source);
        return (
          <span className="flex gap-2">
            <button
              type="button"
              className={buttonClass('secondary')}
              aria-label={fill(t.editOf, { source })}
              onClick={() => onEdit(r)}
            >
              {common.edit}
            </button>
            <button
              type="button"
              className={buttonClass('danger')}
              aria-label={fill(t.deleteOf, { source })}
              onClick={() => onDelete(r)}
            >
              {common.delete}
            </button>
          </span>
        );
      },
    },
  ];
  return (
    <DataTable
      caption={caption}
      showCaption
      columns={columns}
      rows={rules}
      rowKey={(r) => r.id}
      emptyText={t.empty}
    />
  );
}
