'use client';

import { JsonLd } from '@/components/seo/json-ld';
import { FilteredList } from '@/components/url-filter/filtered-list';
import { useUrlFilter } from '@/components/url-filter/url-filter.client';
import type { Faq } from '@/lib/support/faq-search';

/**
 * The FAQs, rendered from their rows. As server components each question and answer would
 * reach the browser three times in the page's RSC payload: as its element tree, as the
 * filter's row and as the FAQPage structured data; from here the payload holds the rows once
 * (the filter gets the same array: React sends it once). Native disclosure widgets: keyboard-
 * and screen-reader-ready, and open without script (the server renders them too). Styled once
 * in globals.css (.faq-list).
 */
export function FaqListView({ faqs }: { faqs: Faq[] }) {
  const isFiltered = useUrlFilter()?.isFiltered ?? false;
  return (
    <FilteredList items={faqs} className="faq-list">
      {(faq) => (
        // A search opens its matches, so the answer looked for shows at once.
        <details open={isFiltered}>
          <summary>
            <span>{faq.question}</span>
          </summary>
          <div>
            {faq.answer.split(/\n{2,}/).map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
        </details>
      )}
    </FilteredList>
  );
}

/** requirements: SEO — the page's questions as a FAQPage, from the same rows. */
export function FaqJsonLd({ faqs }: { faqs: Faq[] }) {
  return <JsonLd data={faqPageJsonLd(faqs)} />;
}

export function faqPageJsonLd(faqs: readonly Faq[]) {
  return {
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  };
}
