'use client';

import { useState } from 'react';
import { StatusMessage, type Status } from '@/components/ui/status-message';
import { browserApi } from '@/lib/api/browser';
import { useRouter } from '@/lib/i18n/client-navigation';
import { useSignOut } from '../account-menu.client';
import type { CenterTexts } from './types';

const button =
  'inline-flex min-h-11 items-center justify-center rounded-md border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-60';

/** "Sign out all other devices": every session of the account but this one ends. */
export function RevokeOthersButton({ texts }: { texts: CenterTexts }) {
  const router = useRouter();
  const [status, setStatus] = useState<Status | null>(null);
  const [isBusy, setBusy] = useState(false);
  const revoke = async () => {
    setBusy(true);
    setStatus(null);
    try {
      await browserApi.post('/account/sessions/revoke-others', {});
      setStatus({ kind: 'success', text: texts.center.sessions.othersSignedOut });
      router.refresh();
    } catch {
      setStatus({ kind: 'error', text: texts.common.failure });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="space-y-3">
      <button type="button" className={button} disabled={isBusy} onClick={() => void revoke()}>
        {texts.center.sessions.signOutOthers}
      </button>
      <StatusMessage status={status} />
    </div>
  );
}

/** Sign out on this device; the login page then says "Sign Out Successfully". */
export function SignOutButton({ label }: { label: string }) {
  const { signOut, isBusy } = useSignOut();
  return (
    <button type="button" className={button} disabled={isBusy} onClick={() => void signOut()}>
      {label}
    </button>
  );
}
