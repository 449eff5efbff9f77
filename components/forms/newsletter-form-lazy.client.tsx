'use client';

import { loadOnDemand } from './load-on-demand.client';

// The footer shows the newsletter form on every page; loading it on demand (near the viewport
// or at the first interaction), not with the page, keeps react-hook-form and zod out of every
// page's first-load JavaScript and out of its start-up work. The form posts with JavaScript
// anyway, so nothing works without it that worked before.
export const NewsletterFormLazy = loadOnDemand(
  () => import('./newsletter-form.client').then((m) => m.NewsletterFormClient),
  'min-h-96',
);
