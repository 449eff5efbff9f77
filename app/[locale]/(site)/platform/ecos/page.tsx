import { staticPage } from '@/components/pages/static-page';
import { EcosBody } from '@/components/platforms/ecos-body';

const page = staticPage('ecos', EcosBody);

export const generateMetadata = page.generateMetadata;
export default page.Page;
