'use client';

import { loadOnDemand } from './load-on-demand.client';

// Product and solution pages end with a contact block; loading its form on demand keeps
// react-hook-form and zod out of those pages' first-load JavaScript (the contact page itself
// renders the form with the page). The placeholder holds the form's height: no layout shift.
export const ContactFormLazy = loadOnDemand(
  () => import('./contact-form.client').then((m) => m.ContactFormClient),
  'min-h-[46rem]',
);
