'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { watchChunkErrors } from '@/lib/client/chunk-reload';
import { onIdle } from '@/lib/client/idle';
import type { ShellOptions } from '@/lib/client/shell-effects';
import { watchMobile } from '@/lib/client/viewport';
import { useConsent } from '@/lib/stores/consent';
import { useDevice } from '@/lib/stores/device';
import { useRoute } from '@/lib/stores/route';

// The client behaviours every page has (requirements: Client behaviours). Every page loads
// this, so it holds only what must run at once: chunk-error recovery, the mobile flag, the
// consent cookie read and the current path. The rest (build check, language cache,
// consent-gated scripts, tracking) is imported when the browser is idle.
export function AppShell({ buildId, analyticsSrc, marketingSrc }: ShellOptions) {
  const pathname = usePathname();

  useEffect(() => useRoute.getState().setPath(pathname), [pathname]);

  useEffect(() => {
    useConsent.getState().load();
    const stopChunks = watchChunkErrors();
    const stopMobile = watchMobile(useDevice.getState().setMobile);
    let stopEffects: (() => void) | undefined;
    let isActive = true;
    const cancelIdle = onIdle(() => {
      void import('@/lib/client/shell-effects').then(({ startShellEffects }) => {
        if (isActive) stopEffects = startShellEffects({ buildId, analyticsSrc, marketingSrc });
      });
    });
    return () => {
      isActive = false;
      cancelIdle();
      stopChunks();
      stopMobile();
      stopEffects?.();
    };
  }, [buildId, analyticsSrc, marketingSrc]);

  return null;
}
