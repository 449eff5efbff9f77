import { DataTable, type Column } from '@/components/console/ui/data-table';
import { useConsoleLang } from '@/components/console/ui/console-lang';
import { StatusBadge } from '@/components/console/ui/status-badge';
import type { InboxTexts } from '@/lib/console/i18n/inbox';
import { Link } from '@/lib/i18n/client-navigation';
import type { SubmissionKind } from '@/lib/validation/console-submissions';
import { formatDateTime, languageName, personOf } from './format';

/** One row of a list as the API sends it: the table's columns, whatever the kind. */
export type SubmissionRow = Record<string, unknown> & {
  id: number;
  createdAt: string;
  email: string;
  company: string;
  language: string;
  status: string;
};

type Props = {
  kind: SubmissionKind;
  rows: SubmissionRow[];
  caption: string;
  texts: InboxTexts['inbox'];
};

/**
 * Date, name, e-mail, company, language and status of each submission; the name opens it
 * (a real link: keyboard, middle-click and "open in new tab" all work).
 */
export function SubmissionTable({ kind, rows, caption, texts }: Props) {
  const lang = useConsoleLang();
  const t = texts.table;
  const statusLabel = (status: string) =>
    texts.status[status as keyof typeof texts.status] ?? status;
  const columns: Column<SubmissionRow>[] = [
    {
      key: 'date',
      header: t.date,
      cell: (row) => <time dateTime={row.createdAt}>{formatDateTime(row.createdAt, lang)}</time>,
      className: 'whitespace-nowrap',
    },
    {
      key: 'name',
      header: t.name,
      cell: (row) => {
        const name = personOf(row) || `#${row.id}`;
        return (
          <Link
            href={`/admin/submissions/${kind}/${row.id}`}
            className="font-semibold text-brand-800 underline underline-offset-2"
          >
            {name}
          </Link>
        );
      },
    },
    { key: 'email', header: t.email, cell: (row) => row.email, className: 'break-all' },
    { key: 'company', header: t.company, cell: (row) => row.company },
    { key: 'language', header: t.language, cell: (row) => languageName(row.language) },
    {
      key: 'status',
      header: t.status,
      cell: (row) => <StatusBadge status={row.status} label={statusLabel(row.status)} />,
    },
  ];
  return (
    <DataTable
      caption={caption}
      showCaption
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      emptyText={texts.empty}
    />
  );
}
