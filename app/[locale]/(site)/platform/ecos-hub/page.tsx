import { staticPage } from '@/components/pages/static-page';
import { EcosHubBody } from '@/components/platforms/ecos-hub-body';

const page = staticPage('ecosHub', EcosHubBody);

export const generateMetadata = page.generateMetadata;
export default page.Page;
