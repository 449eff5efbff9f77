import type { ReactNode } from 'react';

/** One term and its value in a list entry's <dl>, styled by the list around it. */
export function TermPair({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
