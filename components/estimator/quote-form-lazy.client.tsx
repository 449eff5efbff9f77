'use client';

import dynamic from 'next/dynamic';
import { loadOnDemand } from '@/components/forms/load-on-demand.client';

const placeholder = 'min-h-[22rem]';

// react-hook-form and zod load only when the visitor nears the form: the estimator's
// first-load JavaScript stays within its budget (issue 14).
export const QuoteFormLazy = loadOnDemand(
  dynamic(() => import('./quote-form.client').then((m) => m.QuoteFormClient), {
    ssr: false,
    loading: () => <div className={placeholder} aria-hidden="true" />,
  }),
  placeholder,
);
