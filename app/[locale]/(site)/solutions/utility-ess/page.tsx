import { staticPage } from '@/components/pages/static-page';
import { UtilityBody } from '@/components/solutions/utility-body';

const page = staticPage('utilityEss', UtilityBody);

export const generateMetadata = page.generateMetadata;
export default page.Page;
