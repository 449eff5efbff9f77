'use client';

import { urlFilter } from '@/components/url-filter/url-filter.client';
import { selectCases } from './case-filter';

/** The cases' ?category= filter, applied in the browser (requirements: Caching). */
export const CaseListFilter = urlFilter(selectCases);
