'use client';

import { useState } from 'react';
import { useCommonTexts } from '@/components/console/ui/console-lang';
import { buttonClass } from '@/components/console/ui/styles';
import { useRouter } from '@/lib/i18n/client-navigation';

/** Sign out over HTTP (the answer clears the cookie), then the login page of this language. */
export function SignOutButton() {
  const t = useCommonTexts();
  const router = useRouter();
  const [isBusy, setBusy] = useState(false);
  const onSignOut = async () => {
    setBusy(true);
    try {
      await fetch('/api/account/sign-out', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: '{}',
      });
    } catch {
      // Offline or already signed out: the login page is the right place either way.
    }
    router.replace({ pathname: '/login', query: { signedOut: '1' } });
    router.refresh();
  };
  return (
    <button
      type="button"
      className={buttonClass('secondary', 'min-h-9 py-1')}
      disabled={isBusy}
      onClick={() => void onSignOut()}
    >
      {isBusy ? t.signingOut : t.signOut}
    </button>
  );
}
