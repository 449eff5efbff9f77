'use client';

import { useEffect, useState } from 'react';
import { hasSignedInHint } from '@/lib/account/session-hint';
import { Link, usePathname } from '@/lib/i18n/client-navigation';
import { AccountMenuLazy } from './account-menu-lazy.client';
import type { AccountMessages } from './types';

type Props = { signInLabel: string; menuTexts: AccountMessages['menu'] };
type Me = { nickname: string };

/**
 * Asks for the signed-in account only when the hint cookie says a session exists (most visitors
 * have none: no request at all). Checked again on every navigation, so signing in or out shows
 * in the header of the next page. A failed or refused answer shows "Sign in", as for a visitor.
 */
function useSignedInAccount(): Me | null {
  const pathname = usePathname();
  const [me, setMe] = useState<Me | null>(null);
  useEffect(() => {
    let isCurrent = true;
    const lookup: Promise<Me | null> = hasSignedInHint(document.cookie)
      ? import('@/lib/api/browser')
          .then(({ browserApi }) => browserApi.get<{ data?: Me }>('/account/me'))
          .then((body) => (body.data?.nickname ? body.data : null))
      : Promise.resolve(null);
    lookup.then(
      (account) => isCurrent && setMe(account),
      () => isCurrent && setMe(null),
    );
    return () => {
      isCurrent = false;
    };
  }, [pathname]);
  return me;
}

export function AccountSlot({ signInLabel, menuTexts }: Props) {
  const me = useSignedInAccount();
  return (
    // A fixed corner: "Sign in" and the nickname button share it, so the header never moves.
    <div className="hidden w-40 justify-end sm:flex" data-testid="account-slot">
      {me ? (
        <AccountMenuLazy nickname={me.nickname} texts={menuTexts} />
      ) : (
        <Link
          href="/login"
          className="rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
        >
          {signInLabel}
        </Link>
      )}
    </div>
  );
}
