import { InstallerBody } from '@/components/company/installer-body';
import { staticPage } from '@/components/pages/static-page';

const page = staticPage('installer', InstallerBody);

export const generateMetadata = page.generateMetadata;
export default page.Page;
