'use client';

import { createContext, useContext, type ReactNode } from 'react';
import { KEYWORD_SLOT } from './keyword-slot';

/** A message key → its text, or for a count message its text for every count from 0 up. */
export type FilterTexts = Record<string, string | readonly string[]>;

const FilterTextsContext = createContext<FilterTexts>({});

/** The texts of filter-messages.tsx, for the filtered list's status lines below it. */
export function FilterTextsProvider({
  texts,
  children,
}: {
  texts: FilterTexts;
  children: ReactNode;
}) {
  return <FilterTextsContext value={texts}>{children}</FilterTextsContext>;
}

export type FilterTextValues = { count?: number; keyword?: string };

/** A text of the list's status, for the count shown and the keyword searched for. */
export function useFilterText(): (key: string, values?: FilterTextValues) => string {
  const texts = useContext(FilterTextsContext);
  return (key, { count = 0, keyword = '' } = {}) => {
    const text = texts[key];
    if (text === undefined) throw new Error(`Filter text ${key} was not given by FilterMessages`);
    // A filter only narrows the list, so the count never passes the list's size.
    const written =
      typeof text === 'string' ? text : (text[Math.min(count, text.length - 1)] ?? '');
    return written.split(KEYWORD_SLOT).join(keyword);
  };
}
