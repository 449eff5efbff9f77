import { DownloadsBody } from '@/components/support/downloads-body';
import { supportPage } from '@/components/support/support-page';

// Query: ?q= &series= &type=product|warranty|corporate &lang=<ISO 639-1> &year=YYYY
// &format=pdf|video|image (lib/support/downloads-filter.ts); unknown values mean "any".
const page = supportPage('downloads', DownloadsBody);

export const generateMetadata = page.generateMetadata;
export default page.Page;
