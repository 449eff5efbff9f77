'use client';

import { useEffect, useRef, useState } from 'react';

const INTERACTIONS = ['keydown', 'pointerdown', 'touchstart', 'wheel', 'scroll'] as const;

/**
 * True once the visitor could need what sits at `ref`: its place comes near the viewport, or
 * they interact with the page at all (a key, a tap, a scroll), so a keyboard user tabbing
 * towards it finds it loaded. Stays true.
 */
export function useReached<E extends Element>() {
  const ref = useRef<E>(null);
  const [isReached, setReached] = useState(false);

  useEffect(() => {
    const place = ref.current;
    if (isReached || !place) return;
    const reach = () => setReached(true);
    const observer =
      'IntersectionObserver' in window
        ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && reach(), {
            rootMargin: '600px 0px',
          })
        : undefined;
    observer?.observe(place);
    for (const type of INTERACTIONS) window.addEventListener(type, reach, { passive: true });
    return () => {
      observer?.disconnect();
      for (const type of INTERACTIONS) window.removeEventListener(type, reach);
    };
  }, [isReached]);

  return { ref, isReached };
}
