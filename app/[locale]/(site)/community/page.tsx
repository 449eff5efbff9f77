import { CommunityBody } from '@/components/company/community-body';
import { staticPage } from '@/components/pages/static-page';

const page = staticPage('community', CommunityBody);

export const generateMetadata = page.generateMetadata;
export default page.Page;
