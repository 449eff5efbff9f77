'use client';

import { useId, useState } from 'react';
import { ConfirmDialog } from '@/components/console/ui/confirm-dialog';
import { buttonClass, inputClass } from '@/components/console/ui/styles';
import { useToast } from '@/components/console/ui/toast';
import { consoleApi } from '@/lib/console/browser-client';
import { fill } from '@/lib/console/i18n/common';
import type { UsersTexts } from '@/lib/console/i18n/users';
import {
  consoleUserRoles,
  type ConsoleUser,
  type ConsoleUserRole,
} from '@/lib/validation/console-users';
import { userErrorText, type UserAction } from './user-error';

type Props = {
  user: ConsoleUser;
  texts: UsersTexts['users'];
  /** After a change: the list loads again, so the row shows what the server holds. */
  onChanged: () => void;
  onError: (message: string) => void;
};

/** The account as the admin knows it: its name, else its e-mail. */
export const userLabel = (user: ConsoleUser) => user.name || user.email;

/**
 * Per user: change the role (select + save), disable or enable (after a confirmation: it ends
 * every session), and force sign-out. Refusals (own account, last admin) go to onError.
 */
export function UserActions({ user, texts, onChanged, onError }: Props) {
  const toast = useToast();
  const roleId = useId();
  const [role, setRole] = useState<ConsoleUserRole>(user.role);
  const [isConfirming, setConfirming] = useState(false);
  const [reason, setReason] = useState('');
  const [isBusy, setBusy] = useState(false);
  const name = userLabel(user);

  const run = async <T,>(
    action: UserAction,
    call: () => Promise<T>,
    done: (result: T) => string,
  ) => {
    setBusy(true);
    try {
      toast.show(done(await call()));
      onChanged();
    } catch (error) {
      // The select shows what the account holds, not the refused choice.
      if (action === 'role') setRole(user.role);
      onError(userErrorText(error, action, texts));
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  const saveRole = () =>
    run(
      'role',
      () => consoleApi.put(`/admin/users/${user.id}/role`, { role }),
      () => fill(texts.roleSaved, { user: name, role: texts.roles[role] }),
    );
  const toggle = () =>
    user.banned
      ? run(
          'enable',
          () => consoleApi.post(`/admin/users/${user.id}/enable`),
          () => fill(texts.enabledDone, { user: name }),
        )
      : run(
          'disable',
          () =>
            consoleApi.post(
              `/admin/users/${user.id}/disable`,
              reason.trim() ? { reason: reason.trim() } : {},
            ),
          () => fill(texts.disabledDone, { user: name }),
        );
  const signOut = () =>
    run(
      'sign-out',
      () => consoleApi.post<{ revoked: number }>(`/admin/users/${user.id}/sign-out`),
      ({ revoked }) => fill(texts.signedOut, { user: name, count: revoked }),
    );

  const c = texts.confirm;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <form
        className="flex items-center gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          void saveRole();
        }}
      >
        <label htmlFor={roleId} className="sr-only">
          {fill(texts.roleOf, { user: name })}
        </label>
        <select
          id={roleId}
          value={role}
          onChange={(e) => setRole(e.target.value as ConsoleUserRole)}
          className={`${inputClass} w-auto`}
        >
          {consoleUserRoles.map((r) => (
            <option key={r} value={r}>
              {texts.roles[r]}
            </option>
          ))}
        </select>
        <button
          type="submit"
          className={buttonClass('secondary')}
          disabled={isBusy || role === user.role}
        >
          {texts.saveRole}
        </button>
      </form>
      <button
        type="button"
        className={buttonClass(user.banned ? 'secondary' : 'danger')}
        aria-label={fill(user.banned ? texts.enableOf : texts.disableOf, { user: name })}
        disabled={isBusy}
        onClick={() => setConfirming(true)}
      >
        {user.banned ? texts.enable : texts.disable}
      </button>
      <button
        type="button"
        className={buttonClass('secondary')}
        aria-label={fill(texts.signOutOf, { user: name })}
        disabled={isBusy}
        onClick={() => void signOut()}
      >
        {texts.signOut}
      </button>
      <ConfirmDialog
        open={isConfirming}
        title={fill(user.banned ? c.enableTitle : c.disableTitle, { user: name })}
        message={
          user.banned ? (
            <p>{c.enableBody}</p>
          ) : (
            <>
              <p>{c.disableBody}</p>
              <label className="mt-3 block text-sm font-semibold" htmlFor={`${roleId}-reason`}>
                {c.reason}
              </label>
              <input
                id={`${roleId}-reason`}
                className={`${inputClass} mt-1`}
                value={reason}
                maxLength={500}
                onChange={(e) => setReason(e.target.value)}
              />
            </>
          )
        }
        confirmLabel={user.banned ? texts.enable : texts.disable}
        tone={user.banned ? 'primary' : 'danger'}
        isBusy={isBusy}
        onConfirm={() => void toggle()}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
