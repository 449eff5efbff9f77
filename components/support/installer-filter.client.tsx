'use client';

import { urlFilter } from '@/components/url-filter/url-filter.client';
import { selectInstallers } from '@/lib/support/installers-filter';

/** The installer finder's ?country=&city= filter, applied in the browser. */
export const InstallerFilter = urlFilter(selectInstallers);
