'use client';

import { useEffect, useState } from 'react';

/**
 * Where the language switcher lands for a language an item is not published in:
 * the section's list with ?unavailable=1, and this note. Public pages are cached the same for
 * every query, so the note is decided in the browser.
 */
export function AvailabilityNote({ text }: { text: string }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    // Read once after hydration: the URL is outside React.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (params.get('unavailable') === '1') setShown(true);
  }, []);
  if (!shown) return null;
  return (
    <p
      role="status"
      data-availability-note
      className="mx-auto mt-4 max-w-5xl rounded-md bg-amber-50 px-4 py-3 text-slate-800"
    >
      {text}
    </p>
  );
}
