'use client';

import { useEffect } from 'react';
import type { LanguageCode } from '@/lib/i18n/locales';
import { useItemLanguages } from '@/lib/stores/item-languages';

/** Rendered by a detail page: tells the language switcher which languages the item has. */
export function ItemLanguages({
  present,
  listPath,
}: {
  present: LanguageCode[];
  listPath: string;
}) {
  const setItem = useItemLanguages((s) => s.setItem);
  const key = present.join(',');
  useEffect(() => {
    setItem({ present: key.split(',') as LanguageCode[], listPath });
    return () => setItem(null);
  }, [key, listPath, setItem]);
  return null;
}
