'use client';

import { useEffect, useRef, useState, type ComponentType } from 'react';

const INTERACTIONS = ['keydown', 'pointerdown', 'touchstart', 'wheel', 'scroll'] as const;

/**
 * Renders `Component` (a next/dynamic import) only once the visitor could need it: when its
 * place comes near the viewport, or at the visitor's first interaction (a key, a tap, a scroll),
 * so a keyboard user tabbing towards it finds it loaded. Until then a placeholder of the same
 * height holds its place. A form at the end of a page thus costs nothing while the page loads.
 */
export function loadOnDemand<P extends object>(
  Component: ComponentType<P>,
  placeholderClassName: string,
): ComponentType<P> {
  function OnDemand(props: P) {
    const ref = useRef<HTMLDivElement>(null);
    const [wanted, setWanted] = useState(false);

    useEffect(() => {
      const place = ref.current;
      if (wanted || !place) return;
      const want = () => setWanted(true);
      const observer =
        'IntersectionObserver' in window
          ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && want(), {
              rootMargin: '600px 0px',
            })
          : undefined;
      observer?.observe(place);
      for (const type of INTERACTIONS) window.addEventListener(type, want, { passive: true });
      return () => {
        observer?.disconnect();
        for (const type of INTERACTIONS) window.removeEventListener(type, want);
      };
    }, [wanted]);

    return wanted ? (
      <Component {...props} />
    ) : (
      <div ref={ref} className={placeholderClassName} aria-hidden="true" />
    );
  }
  OnDemand.displayName = `LoadOnDemand(${Component.displayName ?? Component.name ?? 'Component'})`;
  return OnDemand;
}
