'use client';

import type { ComponentType } from 'react';
import { useReached } from './use-reached';

/**
 * Renders `Component` (a next/dynamic import) only once the visitor could need it (useReached:
 * near the viewport, or at the first interaction). Until then its box, at least the part's
 * height, holds its place, and it stays around the part (a shorter part moves nothing below). A form at the end of a page thus costs nothing while the page loads.
 */
export function loadOnDemand<P extends object>(
  Component: ComponentType<P>,
  placeholderClassName: string,
): ComponentType<P> {
  function OnDemand(props: P) {
    const { ref, isReached } = useReached<HTMLDivElement>();
    // The box keeps its height when the part arrives: a form a few pixels shorter than its
    // placeholder moved everything below it (the footer's newsletter form: 8 px, seen in CI).
    return (
      <div ref={ref} className={placeholderClassName} aria-hidden={isReached ? undefined : true}>
        {isReached ? <Component {...props} /> : null}
      </div>
    );
  }
  OnDemand.displayName = `LoadOnDemand(${Component.displayName ?? Component.name ?? 'Component'})`;
  return OnDemand;
}
