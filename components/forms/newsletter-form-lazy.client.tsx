'use client';

import dynamic from 'next/dynamic';

// The footer shows the newsletter form on every page; loading it after the page (not with it)
// keeps react-hook-form and zod out of every page's first-load JavaScript (issue 2's budget).
// The form posts with JavaScript anyway, so nothing works without it that worked before.
export const NewsletterFormLazy = dynamic(
  () => import('./newsletter-form.client').then((m) => m.NewsletterFormClient),
  { ssr: false, loading: () => <div className="min-h-96" aria-hidden="true" /> },
);
