'use client';

import { useEffect, useState, type ComponentType } from 'react';
import { reloadAfterChunkError } from '@/lib/client/chunk-reload';
import { useConsent } from '@/lib/stores/consent';
import type { BannerProps } from './consent-banner.client';
import type { ConsentTexts } from './consent-texts';

// Where the cookie banner goes (spec §2: every page with the default layout). Its code is
// imported only when it is shown: with no valid choice yet, or reopened from "Cookie settings".
export function ConsentSlot({ texts }: { texts: ConsentTexts }) {
  const isShown = useConsent((s) => s.isKnown && (!s.consent || s.isOpen));
  const [Banner, setBanner] = useState<ComponentType<BannerProps> | null>(null);

  useEffect(() => useConsent.getState().load(), []);
  useEffect(() => {
    if (!isShown || Banner) return;
    import('./consent-banner.client').then(
      (m) => setBanner(() => m.ConsentBanner),
      // A failed chunk (a new deployment, the network): the page reloads once (spec §4).
      () => reloadAfterChunkError(),
    );
  }, [isShown, Banner]);

  return isShown && Banner ? <Banner texts={texts} /> : null;
}
