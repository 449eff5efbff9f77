'use client';

import { urlFilter } from '@/components/url-filter/url-filter.client';
import { selectDownloads } from '@/lib/support/downloads-filter';

/** The download center's filters (?q= &series= …), applied in the browser. */
export const DownloadsFilter = urlFilter(selectDownloads);
