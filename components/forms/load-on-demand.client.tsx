'use client';

import { lazy, Suspense, type ComponentType } from 'react';
import { useReached } from './use-reached';

/**
 * Renders the component `load` resolves to only once the visitor could need it (useReached:
 * near the viewport, or at the first interaction); its code is fetched then, not with the page.
 * Until it arrives its box, at least the part's height, holds its place, and it stays around the
 * part (a shorter part moves nothing below). A form at the end of a page thus costs nothing
 * while the page loads.
 *
 * React's own `lazy`, not next/dynamic: the part never renders on the server (it is not reached
 * there), so next/dynamic's server preloading had nothing to do, and its loader added to every
 * page's first-load JavaScript. A chunk that cannot load throws to
 * the nearest error boundary, as it did through next/dynamic.
 */
export function loadOnDemand<P extends object>(
  load: () => Promise<ComponentType<P>>,
  placeholderClassName: string,
): ComponentType<P> {
  const Part = lazy(() => load().then((Component) => ({ default: Component })));
  function OnDemand(props: P) {
    const { ref, isReached } = useReached<HTMLDivElement>();
    // The box keeps its height when the part arrives: a form a few pixels shorter than its
    // placeholder moved everything below it (the footer's newsletter form: 8 px, seen in CI).
    return (
      <div ref={ref} className={placeholderClassName} aria-hidden={isReached ? undefined : true}>
        {isReached ? (
          <Suspense fallback={null}>
            <Part {...props} />
          </Suspense>
        ) : null}
      </div>
    );
  }
  return OnDemand;
}
