'use client';

import dynamic from 'next/dynamic';

// The header is on every page, but only a signed-in visitor has the menu: its code (and the
// sign-out hook) loads when it is rendered, not with every page.
export const AccountMenuLazy = dynamic(() =>
  import('./account-menu.client').then((m) => m.AccountMenu),
);
