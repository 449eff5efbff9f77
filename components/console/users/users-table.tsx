import { DataTable, type Column } from '@/components/console/ui/data-table';
import { useConsoleLang } from '@/components/console/ui/console-lang';
import { StatusBadge } from '@/components/console/ui/status-badge';
import { formatDateTime } from '@/components/console/inbox/format';
import type { UsersTexts } from '@/lib/console/i18n/users';
import type { ConsoleUser } from '@/lib/validation/console-users';
import { UserActions } from './user-actions.client';

type Props = {
  users: ConsoleUser[];
  caption: string;
  texts: UsersTexts['users'];
  /** The admin at the console: their own row offers no action (the API refuses them all). */
  currentUserId?: string;
  onChanged: () => void;
  onError: (message: string) => void;
};

/** The accounts with their role and state, and per row what an admin can do to it. */
export function UsersTable({ users, caption, texts, currentUserId, onChanged, onError }: Props) {
  const lang = useConsoleLang();
  const t = texts.table;
  const columns: Column<ConsoleUser>[] = [
    { key: 'name', header: t.name, cell: (u) => u.name },
    { key: 'email', header: t.email, cell: (u) => u.email, className: 'break-all' },
    { key: 'username', header: t.username, cell: (u) => u.username ?? '' },
    {
      key: 'role',
      header: t.role,
      cell: (u) => (
        <StatusBadge
          status={u.role}
          tone={u.role === 'user' ? 'slate' : 'blue'}
          label={texts.roles[u.role]}
        />
      ),
    },
    {
      key: 'state',
      header: t.state,
      cell: (u) =>
        u.banned ? (
          <StatusBadge status="disabled" label={texts.disabled} />
        ) : (
          <StatusBadge status="active" tone="green" label={texts.active} />
        ),
    },
    {
      key: 'created',
      header: t.created,
      cell: (u) => <time dateTime={u.createdAt}>{formatDateTime(u.createdAt, lang)}</time>,
      className: 'whitespace-nowrap',
    },
    {
      key: 'actions',
      header: t.actions,
      cell: (u) =>
        u.id === currentUserId ? (
          <p className="text-sm text-slate-700">{texts.yourAccount}</p>
        ) : (
          // Keyed by what the server holds: after a change the controls start from it again.
          <UserActions
            key={`${u.role}:${u.banned}`}
            user={u}
            texts={texts}
            onChanged={onChanged}
            onError={onError}
          />
        ),
    },
  ];
  return (
    <DataTable
      caption={caption}
      showCaption
      columns={columns}
      rows={users}
      rowKey={(u) => u.id}
      emptyText={texts.empty}
    />
  );
}
