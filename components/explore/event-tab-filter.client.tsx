'use client';

import { urlFilter } from '@/components/url-filter/url-filter.client';
import { selectEventTab } from '@/lib/events/status';

/** The events pages' ?status= tabs, applied in the browser (requirements: Caching). */
export const EventTabFilter = urlFilter(selectEventTab);
