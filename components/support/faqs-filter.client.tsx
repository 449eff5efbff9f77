'use client';

import { urlFilter, useUrlFilter } from '@/components/url-filter/url-filter.client';
import { selectFaqs } from '@/lib/support/faq-search';

/** The FAQ search (?q=), applied in the browser (issue 11). */
export const FaqsFilter = urlFilter(selectFaqs);

type Props = { className: string; children: React.ReactNode };

/** A question's disclosure: a search opens its matches, so the answer looked for shows at once. */
export function FaqDetails({ className, children }: Props) {
  return (
    <details open={useUrlFilter()?.isFiltered ?? false} className={className}>
      {children}
    </details>
  );
}
