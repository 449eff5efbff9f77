'use client';

import { urlFilter } from '@/components/url-filter/url-filter.client';
import { selectFaqs } from '@/lib/support/faq-search';

/** The FAQ search (?q=), applied in the browser (requirements: Caching). */
export const FaqsFilter = urlFilter(selectFaqs);
