import { PanguOsBody } from '@/components/platforms/pangu-os-body';
import { trailPage } from '@/components/solutions/trail-page';

const page = trailPage('panguOs', PanguOsBody);

export const generateMetadata = page.generateMetadata;
export default page.Page;
