import { JoinUsBody } from '@/components/company/join-us-body';
import { staticPage } from '@/components/pages/static-page';

const page = staticPage('joinUs', JoinUsBody);

export const generateMetadata = page.generateMetadata;
export default page.Page;
