'use client';

import { lazy, Suspense, type ComponentProps } from 'react';

const AccountMenu = lazy(() =>
  import('./account-menu.client').then((m) => ({ default: m.AccountMenu })),
);

// The header is on every page, but only a signed-in visitor has the menu: its code (and the
// sign-out hook) loads when it is rendered, not with every page. React's lazy, not next/dynamic,
// whose loader alone would add more to every page's first-load JavaScript than the menu.
export function AccountMenuLazy(props: ComponentProps<typeof AccountMenu>) {
  return (
    <Suspense fallback={null}>
      <AccountMenu {...props} />
    </Suspense>
  );
}
