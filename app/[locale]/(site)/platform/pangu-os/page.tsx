import { staticPage } from '@/components/pages/static-page';
import { PanguOsBody } from '@/components/platforms/pangu-os-body';

const page = staticPage('panguOs', PanguOsBody);

export const generateMetadata = page.generateMetadata;
export default page.Page;
