'use client';

import { useState } from 'react';

/**
 * A list's filters as the editor types them (`draft`) and as last applied (`filter`, what the
 * list asks for): typing asks nothing, Apply or Reset (`apply`) sets both at once.
 */
export function useFilterDraft<F>(initial: F) {
  const [filter, setFilter] = useState<F>(initial);
  const [draft, setDraft] = useState<F>(initial);
  const apply = (next: F) => {
    setDraft(next);
    setFilter(next);
  };
  return { filter, draft, setDraft, apply };
}
