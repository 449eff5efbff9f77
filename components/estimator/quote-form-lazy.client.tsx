'use client';

import { loadOnDemand } from '@/components/forms/load-on-demand.client';

// react-hook-form and zod load only when the visitor nears the form: the estimator's
// first-load JavaScript stays within its budget (requirements: Estimator).
export const QuoteFormLazy = loadOnDemand(
  () => import('./quote-form.client').then((m) => m.QuoteFormClient),
  'min-h-[22rem]',
);
