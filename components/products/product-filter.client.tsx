'use client';

import { urlFilter } from '@/components/url-filter/url-filter.client';
import { selectProducts } from './catalog';

/** The product list's ?category= filter, applied in the browser (requirements: Caching). */
export const ProductFilter = urlFilter(selectProducts);
