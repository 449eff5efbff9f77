'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { useDevice } from '@/lib/stores/device';

type Props = { openLabel: string; closeLabel: string };

// Opens the navigation as a panel below 780 px (the mobile breakpoint). It flags the header
// with data-menu so the server-rendered navigation is shown by CSS; Escape and navigation close it,
// and so does growing past the breakpoint (the mobile flag): CSS alone would leave the flag set
// and the panel open again on the way back down.
export function MenuButton({ openLabel, closeLabel }: Props) {
  // Open "at" a path: navigating elsewhere closes the menu without an extra render.
  const pathname = usePathname();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const isOpen = openAt === pathname;
  const setIsOpen = (open: boolean) => setOpenAt(open ? pathname : null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => useDevice.subscribe(({ isMobile }) => !isMobile && setOpenAt(null)), []);

  useEffect(() => {
    document.getElementById('site-header')?.setAttribute('data-menu', isOpen ? 'open' : 'closed');
    if (!isOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenAt(null);
      button.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isOpen]);

  return (
    <button
      ref={button}
      type="button"
      aria-controls="main-nav"
      aria-expanded={isOpen}
      aria-label={isOpen ? closeLabel : openLabel}
      onClick={() => setIsOpen(!isOpen)}
      className="inline-flex h-11 w-11 items-center justify-center rounded-md text-slate-800 hover:bg-slate-100 desk:hidden"
    >
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        className="h-6 w-6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        {isOpen ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
      </svg>
    </button>
  );
}
