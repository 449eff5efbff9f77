'use client';

import { useEffect, useRef } from 'react';
import { Link, usePathname } from '@/lib/i18n/client-navigation';
import { useContactScroll } from '@/lib/stores/contact-scroll';

export const CONTACT_ANCHOR = 'contact';

/**
 * Wraps a page's contact block. When the scroll-to-contact flag is set (by a ContactLink on
 * this page, or on the page that led here) it scrolls the block into view, moves keyboard focus
 * to its heading, and clears the flag.
 */
export function ContactScrollTarget({ children }: { children: React.ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const pending = useContactScroll((s) => s.pending);

  useEffect(() => {
    const target = ref.current;
    if (!pending || !target || !useContactScroll.getState().consume()) return;
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
    target.querySelector<HTMLElement>('[data-contact-heading]')?.focus({ preventScroll: true });
  }, [pending]);

  return (
    <div ref={ref} id={CONTACT_ANCHOR} className="scroll-mt-24">
      {children}
    </div>
  );
}

/**
 * A "contact us" link to a page's contact block. Without JavaScript the #contact anchor does
 * the scrolling; with it, the flag does, on this page or after the navigation.
 */
export function ContactLink({
  href,
  className,
  children,
}: {
  /** The page that holds the contact block, e.g. '/solutions/utility-ess'. */
  href: string;
  className?: string;
  children: React.ReactNode;
}) {
  const pathname = usePathname();
  return (
    <Link
      href={`${href}#${CONTACT_ANCHOR}`}
      className={className}
      onClick={(event) => {
        useContactScroll.getState().request();
        // Already here: no navigation; the target reacts to the flag.
        if (pathname === href) event.preventDefault();
      }}
    >
      {children}
    </Link>
  );
}
