import { trailPage } from '@/components/solutions/trail-page';
import { UtilityBody } from '@/components/solutions/utility-body';

const page = trailPage('utilityEss', UtilityBody);

export const generateMetadata = page.generateMetadata;
export default page.Page;
