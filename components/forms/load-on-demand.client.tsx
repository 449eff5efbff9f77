'use client';

import type { ComponentType } from 'react';
import { useReached } from './use-reached';

/**
 * Renders `Component` (a next/dynamic import) only once the visitor could need it (useReached:
 * near the viewport, or at the first interaction). Until then a placeholder of the same height
 * holds its place. A form at the end of a page thus costs nothing while the page loads.
 */
export function loadOnDemand<P extends object>(
  Component: ComponentType<P>,
  placeholderClassName: string,
): ComponentType<P> {
  function OnDemand(props: P) {
    const { ref, isReached } = useReached<HTMLDivElement>();
    return isReached ? (
      <Component {...props} />
    ) : (
      <div ref={ref} className={placeholderClassName} aria-hidden="true" />
    );
  }
  OnDemand.displayName = `LoadOnDemand(${Component.displayName ?? Component.name ?? 'Component'})`;
  return OnDemand;
}
