import { staticPage } from '@/components/pages/static-page';
import { DownloadsBody } from '@/components/support/downloads-body';

// Query: ?q= &series= &type=product|warranty|corporate &lang=<ISO 639-1> &year=YYYY
// &format=pdf|video|image (lib/support/downloads-filter.ts); unknown values mean "any". The page
// is cached the same for every query (requirements: Caching): the browser applies the filter.
const page = staticPage('downloads', () => DownloadsBody());

export const generateMetadata = page.generateMetadata;
export default page.Page;
