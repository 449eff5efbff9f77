import { AppDownloadBody } from '@/components/company/app-download-body';
import { staticPage } from '@/components/pages/static-page';

const page = staticPage('appDownload', AppDownloadBody);

export const generateMetadata = page.generateMetadata;
export default page.Page;
