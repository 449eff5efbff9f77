import { DataTable, type Column } from '@/components/console/ui/data-table';
import { useConsoleLang } from '@/components/console/ui/console-lang';
import { formatDateTime, languageName } from '@/components/console/inbox/format';
import type { UsersTexts } from '@/lib/console/i18n/users';
import { languageById } from '@/lib/i18n/locales';
import type { AuditItem } from '@/lib/validation/console-users';

const DETAIL_MAX = 140;

/** The detail object in one line: `from: editor, to: admin`; long values are cut. */
export function detailSummary(detail: Record<string, unknown> | null | undefined): string {
  const parts = Object.entries(detail ?? {})
    .filter(([, value]) => value !== null && value !== undefined && value !== '')
    .map(
      ([key, value]) =>
        `${key}: ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`,
    );
  const line = parts.join(', ');
  return line.length > DETAIL_MAX ? `${line.slice(0, DETAIL_MAX - 1)}…` : line;
}

type Props = { items: AuditItem[]; caption: string; texts: UsersTexts['audit'] };

/** Time, actor, action, entity, id, language and a one-line detail of each entry. */
export function AuditTable({ items, caption, texts }: Props) {
  const lang = useConsoleLang();
  const t = texts.table;
  const columns: Column<AuditItem>[] = [
    {
      key: 'time',
      header: t.time,
      cell: (e) => <time dateTime={e.createdAt}>{formatDateTime(e.createdAt, lang)}</time>,
      className: 'whitespace-nowrap',
    },
    { key: 'actor', header: t.actor, cell: (e) => e.actorEmail, className: 'break-all' },
    { key: 'action', header: t.action, cell: (e) => <code>{e.action}</code> },
    { key: 'entity', header: t.entity, cell: (e) => e.entity },
    { key: 'id', header: t.id, cell: (e) => e.entityId, className: 'break-all' },
    {
      key: 'language',
      header: t.language,
      cell: (e) =>
        e.websiteId ? languageName(languageById(e.websiteId)?.code ?? e.websiteId) : '',
    },
    {
      key: 'detail',
      header: t.detail,
      cell: (e) => {
        const full = JSON.stringify(e.detail ?? {});
        // The whole detail stays reachable: a hover title for the mouse, the summary for all.
        return (
          <span title={full.length > DETAIL_MAX ? full : undefined}>{detailSummary(e.detail)}</span>
        );
      },
    },
  ];
  return (
    <DataTable
      caption={caption}
      showCaption
      columns={columns}
      rows={items}
      rowKey={(e) => e.id}
      emptyText={texts.empty}
    />
  );
}
