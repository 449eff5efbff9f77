'use client';

import { useLocale } from '@/lib/i18n/client-navigation';
import { useEffect, useState, type ComponentType } from 'react';
import { reloadAfterChunkError } from '@/lib/client/chunk-reload';
import type { Locale } from '@/lib/i18n/locales';
import { useConsent } from '@/lib/stores/consent';
import type { BannerProps } from './consent-banner.client';
import type { ConsentTexts } from './consent-texts';

type Loaded = { Banner: ComponentType<BannerProps>; texts: ConsentTexts };

// Where the cookie banner goes (every page with the default layout). Its code and its
// texts in the page's language are imported only when it is shown: with no valid choice yet, or
// reopened from "Cookie settings".
export function ConsentSlot() {
  const locale = useLocale() as Locale;
  const isShown = useConsent((s) => s.isKnown && (!s.consent || s.isOpen));
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => useConsent.getState().load(), []);
  useEffect(() => {
    if (!isShown || loaded) return;
    Promise.all([
      import('./consent-banner.client'),
      import('./consent-texts').then((m) => m.loadConsentTexts(locale)),
    ]).then(
      ([m, texts]) => setLoaded({ Banner: m.ConsentBanner, texts }),
      // requirements: Client behaviours — a failed chunk (a new deployment, the network)
      // reloads the page once.
      () => reloadAfterChunkError(),
    );
  }, [isShown, loaded, locale]);

  return isShown && loaded ? <loaded.Banner texts={loaded.texts} /> : null;
}
