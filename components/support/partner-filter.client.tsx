'use client';

import { urlFilter } from '@/components/url-filter/url-filter.client';
import { selectDistributors } from '@/lib/support/distributors-filter';

/** The partner list's ?country= filter, applied in the browser (issue 11). */
export const PartnerFilter = urlFilter(selectDistributors);
