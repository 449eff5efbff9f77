'use client';

import { useSyncExternalStore } from 'react';

const subscribeNothing = () => () => {};

/** False in the server render and until hydration: a native submit before it would send a GET. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}
