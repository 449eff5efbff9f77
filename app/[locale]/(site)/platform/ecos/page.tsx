import { EcosBody } from '@/components/platforms/ecos-body';
import { trailPage } from '@/components/solutions/trail-page';

const page = trailPage('ecos', EcosBody);

export const generateMetadata = page.generateMetadata;
export default page.Page;
