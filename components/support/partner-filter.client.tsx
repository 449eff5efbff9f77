'use client';

import { urlFilter } from '@/components/url-filter/url-filter.client';
import { selectDistributors } from '@/lib/support/distributors-filter';

/** The partner list's ?country= filter, applied in the browser (requirements: Caching). */
export const PartnerFilter = urlFilter(selectDistributors);
