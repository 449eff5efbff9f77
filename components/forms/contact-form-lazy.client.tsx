'use client';

import dynamic from 'next/dynamic';
import { loadOnDemand } from './load-on-demand.client';

const placeholder = 'min-h-[46rem]';

// Product and solution pages end with a contact block; loading its form on demand keeps
// react-hook-form and zod out of those pages' first-load JavaScript (the contact page itself
// renders the form with the page). The placeholder holds the form's height: no layout shift.
export const ContactFormLazy = loadOnDemand(
  dynamic(() => import('./contact-form.client').then((m) => m.ContactFormClient), {
    ssr: false,
    loading: () => <div className={placeholder} aria-hidden="true" />,
  }),
  placeholder,
);
