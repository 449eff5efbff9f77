import { EcosHubBody } from '@/components/platforms/ecos-hub-body';
import { trailPage } from '@/components/solutions/trail-page';

const page = trailPage('ecosHub', EcosHubBody);

export const generateMetadata = page.generateMetadata;
export default page.Page;
