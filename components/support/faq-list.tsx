import { FilteredList } from '@/components/url-filter/filtered-list';
import type { Faq } from '@/lib/support/faq-search';
import { FaqDetails } from './faqs-filter.client';

/**
 * Native disclosure widgets: keyboard- and screen-reader-ready without script. The browser
 * shows the questions matching the URL's keyword, and opens them (FaqDetails).
 */
export function FaqList({ faqs }: { faqs: Faq[] }) {
  return (
    <FilteredList items={faqs} className="mt-6 space-y-3">
      {(faq) => (
        <FaqDetails className="group rounded-lg border border-slate-200 bg-white">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-lg p-4 font-semibold text-brand-900 hover:bg-brand-50 [&::-webkit-details-marker]:hidden">
            <span>{faq.question}</span>
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              width="20"
              height="20"
              className="shrink-0 transition-transform group-open:rotate-180"
              fill="currentColor"
            >
              <path d="M5.3 7.3 10 12l4.7-4.7 1.4 1.4L10 14.8 3.9 8.7z" />
            </svg>
          </summary>
          <div className="space-y-3 px-4 pb-4 leading-relaxed text-slate-700">
            {faq.answer.split(/\n{2,}/).map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
        </FaqDetails>
      )}
    </FilteredList>
  );
}

/** Spec issue 3 structured data: the page's questions, as a FAQPage. */
export function faqPageJsonLd(faqs: Faq[]) {
  return {
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  };
}
